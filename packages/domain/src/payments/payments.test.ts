import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COUNTRIES, COUNTRY_CODES } from '../market/countries.ts';
import { CURRENCIES } from '../money/currency.ts';
import { PAYMENT_RESULTS } from '../orders/order-status.ts';
import { PAYMENT_METHOD_INFO, PAYMENT_METHODS, paymentMethodOffered, paymentOffersOf, SHOP_PAYMENT_METHODS } from './payment-methods.ts';
import { PAYMENT_CAPTURED_STATUSES, PAYMENT_STATUSES, PAYMENT_TRANSITIONS, paymentCanMove, paymentStatusForResult, type PaymentStatus } from './payment-status.ts';

const shopCurrency = (country: (typeof COUNTRY_CODES)[number]) => COUNTRIES.find((c) => c.code === country)!.currency;

describe('payment methods per shop', () => {
  it('offers card in every shop, in the shop’s currency', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRY_CODES), (country) => {
        expect(paymentOffersOf(country)[0]).toMatchObject({ method: 'card', currency: shopCurrency(country), challenge: true });
      }),
    );
  });

  it('offers TWINT only in Switzerland and only in francs, iDEAL in the Netherlands, EPS in Austria', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRY_CODES), fc.constantFrom(...CURRENCIES), (country, currency) => {
        expect(paymentMethodOffered(country, 'twint', currency)).toBe(country === 'ch' && currency === 'CHF');
        expect(paymentMethodOffered(country, 'ideal', currency)).toBe(country === 'nl' && currency === 'EUR');
        expect(paymentMethodOffered(country, 'eps', currency)).toBe(country === 'at' && currency === 'EUR');
      }),
    );
  });

  it('offers a method only in the shop’s own currency and only where the method takes that currency', () => {
    fc.assert(
      fc.property(fc.constantFrom(...COUNTRY_CODES), fc.constantFrom(...PAYMENT_METHODS), fc.constantFrom(...CURRENCIES), (country, method, currency) => {
        if (!paymentMethodOffered(country, method, currency)) return;
        expect(currency).toBe(shopCurrency(country));
        expect(PAYMENT_METHOD_INFO[method].currencies).toContain(currency);
        expect(SHOP_PAYMENT_METHODS[country]).toContain(method);
      }),
    );
  });

  it('lists every method a shop names (none is silently dropped by its currency), each once', () => {
    for (const country of COUNTRY_CODES) {
      expect(paymentOffersOf(country).map((o) => o.method)).toEqual(SHOP_PAYMENT_METHODS[country]);
      expect(new Set(SHOP_PAYMENT_METHODS[country]).size).toBe(SHOP_PAYMENT_METHODS[country].length);
    }
  });

  it('offers neither giropay nor Sofort anywhere (both are closed), and a bank transfer everywhere', () => {
    for (const country of COUNTRY_CODES) {
      expect(SHOP_PAYMENT_METHODS[country]).not.toContain('giropay');
      expect(SHOP_PAYMENT_METHODS[country]).not.toContain('sofort');
      expect(paymentOffersOf(country).find((o) => o.method === 'bank_transfer')?.settlement).toBe('later');
    }
  });

  it('describes every method once, under its own id', () => {
    for (const method of PAYMENT_METHODS) expect(PAYMENT_METHOD_INFO[method].method).toBe(method);
  });
});

describe('the payment status table', () => {
  it('maps each provider result to a status', () => {
    expect(PAYMENT_RESULTS.map(paymentStatusForResult)).toEqual(['succeeded', 'refused', 'error', 'pending']);
  });

  it('never lets money taken be forgotten, and never goes back to an earlier stage, whatever order the results come in', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PAYMENT_RESULTS, 'duplicate' as const), { maxLength: 12 }), (results) => {
        let status: PaymentStatus = 'created';
        let captured = false;
        for (const result of results) {
          const target = result === 'duplicate' ? 'refund_due' : paymentStatusForResult(result);
          if (paymentCanMove(status, target)) status = target;
          if (PAYMENT_CAPTURED_STATUSES.includes(status)) captured = true;
          if (captured) expect(PAYMENT_CAPTURED_STATUSES).toContain(status);
          if (result === 'success' && !captured) expect.unreachable('a success must always be recorded');
        }
        if (results.includes('pending') && status === 'created') expect.unreachable('a pending result must move a fresh attempt');
      }),
    );
    expect(paymentCanMove('succeeded', 'pending')).toBe(false);
    expect(paymentCanMove('refused', 'pending')).toBe(false);
    expect(PAYMENT_STATUSES.filter((s) => PAYMENT_TRANSITIONS[s].length === 0)).toEqual(['succeeded', 'refund_due']);
  });
});
