import { describe, expect, it } from 'vitest';
import { paymentReturnOf, startPaymentBodySchema } from './payments.ts';

const id = '2c5ea4c0-4067-41e9-8bad-9b1deb4d3b7d';
const signature = 'ab'.repeat(32);

describe('paymentReturnOf', () => {
  it('reads the payment, result and signature a provider added to the return URL', () => {
    expect(paymentReturnOf(`?step=2&paymentId=${id}&paymentRedirectResult=success&signature=${signature}`)).toEqual({ paymentId: id, result: 'success', signature });
    const params = new Map([['paymentId', id], ['paymentRedirectResult', 'pending'], ['signature', signature]]);
    expect(paymentReturnOf({ get: (name) => params.get(name) ?? null })?.result).toBe('pending');
    expect(paymentReturnOf(`paymentId=${encodeURIComponent(id)}&paymentRedirectResult=refused&signature=${signature}`)?.result).toBe('refused');
  });

  it('answers null for a return that is missing a part or carries a damaged one', () => {
    expect(paymentReturnOf('')).toBeNull();
    expect(paymentReturnOf(`paymentId=${id}&paymentRedirectResult=paid&signature=${signature}`)).toBeNull();
    expect(paymentReturnOf(`paymentId=x&paymentRedirectResult=success&signature=${signature}`)).toBeNull();
    expect(paymentReturnOf(`paymentId=${id}&paymentRedirectResult=success&signature=xyz`)).toBeNull();
  });
});

describe('the return URL of a payment attempt', () => {
  const body = (returnUrl: string) => ({ method: 'card', idempotencyKey: id, returnUrl });

  it('takes a path of the shop, with a query', () => {
    expect(startPaymentBodySchema.safeParse(body('/checkout/payment/return?order=1')).success).toBe(true);
  });

  it('refuses anything that could lead to another host', () => {
    for (const url of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'checkout', '/a b', '/x#y', `/${'x'.repeat(512)}`]) {
      expect(startPaymentBodySchema.safeParse(body(url)).success, url).toBe(false);
    }
  });
});
