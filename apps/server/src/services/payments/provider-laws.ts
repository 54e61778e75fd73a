/**
 * Laws every payment provider adapter must keep (provider.ts), written once and run against the sandbox
 * and, later, each real adapter against its provider's test system: `providerLaws(name, driver)`.
 * Test-only (it imports vitest). provider-laws.test.ts proves that each law catches a broken provider.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PAYMENT_RESULTS, type PaymentResult } from '@masswerk/domain';
import type { PaymentProvider, ProviderPaymentRequest } from './provider.ts';

/** What a law needs besides the adapter: the buyer's part on the provider's page, and the webhooks it sends. */
export interface ProviderDriver {
  provider: PaymentProvider;
  /** The buyer ends the payment on the provider's page with `result` (through any check a card asks for); answers the return's signature. */
  finish(reference: string, result: PaymentResult): Promise<{ signature: string }>;
  /** The webhooks the provider sends about a payment, each as it would go out at `sentAt` (raw body and headers). */
  webhooks(reference: string, sentAt: Date): Promise<{ body: Uint8Array; headers: Headers }[]>;
}

export interface ProviderLaw {
  name: string;
  check(driver: ProviderDriver): Promise<void>;
}

const request = (over: Partial<ProviderPaymentRequest> = {}): ProviderPaymentRequest => ({
  paymentId: randomUUID(),
  amount: 123_45,
  currency: 'EUR',
  method: 'card',
  locale: 'de_DE',
  returnUrl: 'http://localhost:3000/checkout/payment/return',
  ...over,
});

/** The same bytes with one character of the JSON changed (a digit of the amount). */
function tampered(body: Uint8Array): Uint8Array {
  const text = new TextDecoder().decode(body);
  const changed = text.replace(/"amount":(\d)/, (_whole, digit: string) => `"amount":${(Number(digit) + 1) % 10}`);
  expect(changed, 'the laws change the amount of a webhook body').not.toBe(text);
  return new TextEncoder().encode(changed);
}

export const PROVIDER_LAWS: readonly ProviderLaw[] = [
  {
    name: 'opens one payment per attempt, however often it is asked, and another for another attempt',
    async check({ provider }) {
      const asked = request();
      const [first, again] = [await provider.createPayment(asked), await provider.createPayment(asked)];
      expect(again).toEqual(first);
      expect(URL.canParse(first.redirectUrl)).toBe(true);
      const other = await provider.createPayment(request());
      expect(other.reference).not.toBe(first.reference);
    },
  },
  {
    name: 'knows a new payment as unfinished, for the amount and currency asked',
    async check({ provider }) {
      const { reference } = await provider.createPayment(request({ amount: 98_76, currency: 'CHF', method: 'twint' }));
      expect(await provider.fetchPaymentStatus(reference)).toEqual({ result: null, amount: 98_76, currency: 'CHF' });
    },
  },
  {
    name: 'reports the result the buyer ended with, and signs the return for that payment and result only',
    async check(driver) {
      for (const result of PAYMENT_RESULTS) {
        const asked = request({ method: result === 'pending' ? 'bank_transfer' : 'card' });
        const { reference } = await driver.provider.createPayment(asked);
        const { signature } = await driver.finish(reference, result);
        expect((await driver.provider.fetchPaymentStatus(reference)).result, result).toBe(result);
        expect(await driver.provider.verifyReturn({ paymentId: asked.paymentId, result, signature })).toBe(true);
        const other = PAYMENT_RESULTS.find((r) => r !== result)!;
        expect(await driver.provider.verifyReturn({ paymentId: asked.paymentId, result: other, signature })).toBe(false);
        expect(await driver.provider.verifyReturn({ paymentId: randomUUID(), result, signature })).toBe(false);
      }
    },
  },
  {
    name: 'signs every webhook about the payment it names; a changed or an old one does not verify',
    async check(driver) {
      const asked = request();
      const { reference } = await driver.provider.createPayment(asked);
      await driver.finish(reference, 'success');
      const now = new Date();
      const sent = await driver.webhooks(reference, now);
      expect(sent.length).toBeGreaterThan(0);
      const byId = new Map<string, unknown>();
      const results = new Set<PaymentResult>();
      for (const { body, headers } of sent) {
        const verified = await driver.provider.verifyWebhook(body, headers, now);
        expect(verified.verified).toBe(true);
        const event = verified.verified ? verified.event : null;
        expect(event).toMatchObject({ paymentId: asked.paymentId, reference, amount: asked.amount, currency: asked.currency });
        // The same event sent again is the same event.
        if (byId.has(event!.eventId)) expect(event).toEqual(byId.get(event!.eventId));
        byId.set(event!.eventId, event);
        results.add(event!.result);
        expect((await driver.provider.verifyWebhook(tampered(body), headers, now)).verified).toBe(false);
      }
      expect(results.has('success')).toBe(true);
      for (const { body, headers } of await driver.webhooks(reference, new Date(now.getTime() - 60 * 60_000))) {
        expect((await driver.provider.verifyWebhook(body, headers, now)).verified).toBe(false);
      }
    },
  },
  {
    name: 'gives a bank transfer an account with a valid IBAN and a reference of its own, and no account to other methods',
    async check({ provider }) {
      const first = request({ method: 'bank_transfer' });
      const one = await provider.createPayment(first);
      expect(await provider.createPayment(first)).toEqual(one);
      const two = await provider.createPayment(request({ method: 'bank_transfer', currency: 'CHF' }));
      for (const { bankTransfer } of [one, two]) {
        expect(bankTransfer?.accountHolder).toBeTruthy();
        expect(ibanValid(bankTransfer?.iban ?? ''), bankTransfer?.iban).toBe(true);
        expect(bankTransfer?.reference).toMatch(/^[A-Z0-9-]{6,35}$/);
      }
      expect(two.bankTransfer?.reference).not.toBe(one.bankTransfer?.reference);
      expect((await provider.createPayment(request({ method: 'card' }))).bankTransfer).toBeNull();
    },
  },
];

/** Whether an IBAN (spaces allowed) has its country's shape and right check digits (ISO 13616, mod 97). */
export function ibanValid(typed: string): boolean {
  const iban = typed.replaceAll(' ', '');
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** Registers the laws as tests of one provider; `driver` is called in each test (after the file's beforeAll). */
export function providerLaws(name: string, driver: () => ProviderDriver): void {
  describe(`payment provider laws: ${name}`, () => {
    for (const law of PROVIDER_LAWS) it(law.name, () => law.check(driver()));
  });
}
