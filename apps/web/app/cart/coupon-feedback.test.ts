import { describe, expect, it } from 'vitest';
import { COUPON_REFUSAL_REASONS } from '@masswerk/domain';
import { couponFeedback } from './coupon-feedback';

const i18n = { date: (iso: string) => `[${iso}]`, money: (amount: number, currency: string) => `${amount} ${currency}` };

describe('what the cart says about a coupon', () => {
  it('says when it applied, and nothing without a coupon', () => {
    expect(couponFeedback({ code: 'WELCOME10', applied: true }, i18n)).toEqual({ applied: true, key: 'coupon.applied', params: { code: 'WELCOME10' } });
    expect(couponFeedback(null, i18n)).toBeNull();
  });

  it('words each reason the server gives in the visitor’s language, with its date or amounts', () => {
    const refused = (refusal: NonNullable<Parameters<typeof couponFeedback>[0]>['refusal']) => couponFeedback({ code: 'CODE', applied: false, refusal, message: 'English words' }, i18n);
    expect(refused({ reason: 'not_found' })).toEqual({ applied: false, key: 'coupon.notFound', params: { code: 'CODE' } });
    expect(refused({ reason: 'not_yet_valid', validFrom: '2030-01-01' })).toMatchObject({ key: 'coupon.notYet', params: { date: '[2030-01-01]' } });
    expect(refused({ reason: 'expired', validUntil: '2025-06-30' })).toMatchObject({ key: 'coupon.expired', params: { date: '[2025-06-30]' } });
    expect(refused({ reason: 'minimum', minimum: 50_000, current: 12_345, currency: 'CHF' })).toEqual({
      applied: false,
      key: 'coupon.minimum',
      params: { code: 'CODE', minimum: '50000 CHF', current: '12345 CHF' },
    });
    const keys = new Set(COUPON_REFUSAL_REASONS.map((reason) => refused({ reason } as never)!.key));
    expect(keys.size).toBe(COUPON_REFUSAL_REASONS.length);
    expect(keys.has('coupon.refused')).toBe(false);
  });

  it('falls back to a general sentence when the server gives no reason, never to its English', () => {
    expect(couponFeedback({ code: 'CODE', applied: false, message: 'Something new went wrong.' }, i18n)).toEqual({ applied: false, key: 'coupon.refused', params: { code: 'CODE' } });
  });
});
