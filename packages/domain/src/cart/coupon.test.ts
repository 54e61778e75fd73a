import { describe, expect, it } from 'vitest';
import { checkCoupon, couponRefusalText, COUPON_REFUSAL_REASONS, type CouponRefusal, type CouponTerms } from './coupon.ts';
import { cents } from '../money/cents.ts';

const terms = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  code: 'TEN',
  kind: 'percent',
  percent: 10,
  amounts: null,
  validFrom: null,
  validUntil: null,
  countries: null,
  furnitureTypes: null,
  minimumOrder: null,
  usageLimit: null,
  timesUsed: 0,
  ...over,
});
const now = new Date('2026-06-15T12:00:00Z');

describe('whether a coupon can be used in a country', () => {
  it('gives a valid coupon in the cart’s currency, with its families and minimum', () => {
    expect(checkCoupon(terms({ furnitureTypes: ['shelf'], minimumOrder: { EUR: 50_000, CHF: 60_000 } }), 'de', now)).toEqual({
      coupon: { code: 'TEN', kind: 'percent', percent: 10, furnitureTypes: ['shelf'], minimumOrder: 50_000 },
    });
    expect(checkCoupon(terms({ kind: 'amount', percent: null, amounts: { CHF: 2_000 } }), 'ch', now)).toEqual({ coupon: { code: 'TEN', kind: 'amount', amount: cents(2_000) } });
  });

  it('refuses each way a coupon cannot be used, with what a sentence needs', () => {
    const refusal = (t: CouponTerms | null, country: 'de' | 'uk' = 'de') => ('refusal' in checkCoupon(t, country, now) ? (checkCoupon(t, country, now) as { refusal: CouponRefusal }).refusal : null);
    expect(refusal(null)).toEqual({ reason: 'not_found' });
    expect(refusal(terms({ validFrom: new Date('2030-01-01T00:00:00Z') }))).toEqual({ reason: 'not_yet_valid', validFrom: '2030-01-01' });
    expect(refusal(terms({ validUntil: new Date('2025-06-30T23:59:59Z') }))).toEqual({ reason: 'expired', validUntil: '2025-06-30' });
    expect(refusal(terms({ countries: ['ch'] }))).toEqual({ reason: 'country' });
    expect(refusal(terms({ usageLimit: 3, timesUsed: 3 }))).toEqual({ reason: 'used_up' });
    expect(refusal(terms({ kind: 'amount', amounts: { EUR: 1_000 } }), 'uk')).toEqual({ reason: 'currency', currency: 'GBP' });
  });

  it('words every reason in English for API clients, with the code and values', () => {
    const samples: Record<(typeof COUPON_REFUSAL_REASONS)[number], CouponRefusal> = {
      not_found: { reason: 'not_found' },
      not_yet_valid: { reason: 'not_yet_valid', validFrom: '2030-01-01' },
      expired: { reason: 'expired', validUntil: '2025-06-30' },
      country: { reason: 'country' },
      used_up: { reason: 'used_up' },
      currency: { reason: 'currency', currency: 'GBP' },
      no_match: { reason: 'no_match' },
      minimum: { reason: 'minimum', minimum: cents(50_000), current: cents(20_000), currency: 'EUR' },
    };
    for (const reason of COUPON_REFUSAL_REASONS) expect(couponRefusalText('TEN', samples[reason])).toMatch(/^(There is no coupon TEN|The coupon TEN )/);
    expect(couponRefusalText('TEN', samples.minimum)).toMatch(/needs at least 500\s€ of the products it covers; your cart has 200\s€\.$/);
  });
});
