import { describe, expect, it } from 'vitest';
import { couponFeedback } from './coupon-feedback';

// The reasons exactly as the server words them (apps/server/src/services/carts/price-cart.ts and the
// domain's couponProblem); a change there shows here as the general sentence instead of the reason.
const date = (iso: string) => `[${iso}]`;
const refused = (message: string) => couponFeedback({ code: 'CODE', applied: false, message }, date);

describe('what the cart says about a coupon', () => {
  it('says when it applied, and nothing without a coupon', () => {
    expect(couponFeedback({ code: 'WELCOME10', applied: true }, date)).toEqual({ applied: true, key: 'coupon.applied', params: { code: 'WELCOME10' } });
    expect(couponFeedback(null, date)).toBeNull();
  });

  it('words each reason the server gives in the visitor’s language, with its date or amounts', () => {
    expect(refused('There is no coupon CODE. Check the spelling.')).toMatchObject({ key: 'coupon.notFound', params: { code: 'CODE' } });
    expect(refused('The coupon CODE is valid from 2030-01-01.')).toMatchObject({ key: 'coupon.notYet', params: { date: '[2030-01-01]' } });
    expect(refused('The coupon CODE expired on 2025-06-30.')).toMatchObject({ key: 'coupon.expired', params: { date: '[2025-06-30]' } });
    expect(refused("The coupon CODE is not valid in this country's shop.")).toMatchObject({ key: 'coupon.country' });
    expect(refused('The coupon CODE has been used up.')).toMatchObject({ key: 'coupon.usedUp' });
    expect(refused('The coupon CODE cannot be used in GBP.')).toMatchObject({ key: 'coupon.currency' });
    expect(refused('The coupon CODE does not apply to anything in your cart.')).toMatchObject({ key: 'coupon.noMatch' });
    expect(refused('The coupon CODE needs at least 500\u00a0€ of the products it covers; your cart has 123,45\u00a0€.')).toMatchObject({
      key: 'coupon.minimum',
      params: { code: 'CODE', minimum: '500\u00a0€', current: '123,45\u00a0€' },
    });
  });

  it('falls back to a general sentence for a reason it does not know, never to English', () => {
    expect(refused('Something new went wrong.')).toEqual({ applied: false, key: 'coupon.refused', params: { code: 'CODE' } });
  });
});
