import type { PricedCartAnswer } from '@masswerk/contract';
import type { CouponRefusalReason } from '@masswerk/domain';
import type { CartMessageKey, CartParams, CartTranslator } from './i18n';

/** What the page says about the coupon: a message key with its parameters, and whether it was applied. */
export interface CouponFeedback {
  applied: boolean;
  key: CartMessageKey;
  params: CartParams;
}

/** The message of each reason the server gives (PricedCart.coupon.refusal). */
const REASON_KEYS: Record<CouponRefusalReason, CartMessageKey> = {
  not_found: 'coupon.notFound',
  not_yet_valid: 'coupon.notYet',
  expired: 'coupon.expired',
  country: 'coupon.country',
  used_up: 'coupon.usedUp',
  currency: 'coupon.currency',
  no_match: 'coupon.noMatch',
  minimum: 'coupon.minimum',
};

/**
 * The feedback for the coupon of a priced cart, or null when the cart carries none: the server's reason
 * worded in the visitor's language, its dates in the country's notation and its amounts in the locale's
 * money format. A refusal without a reason (an older server) gets a general sentence, never English.
 */
export function couponFeedback(coupon: PricedCartAnswer['coupon'], i18n: Pick<CartTranslator, 'date' | 'money'>): CouponFeedback | null {
  if (coupon === null) return null;
  const code = coupon.code;
  if (coupon.applied) return { applied: true, key: 'coupon.applied', params: { code } };
  const refusal = coupon.refusal;
  if (!refusal) return { applied: false, key: 'coupon.refused', params: { code } };
  const params: Record<string, string> = { code };
  const date = refusal.validFrom ?? refusal.validUntil;
  if (date) params.date = i18n.date(date);
  if (refusal.currency !== undefined && refusal.minimum !== undefined && refusal.current !== undefined) {
    params.minimum = i18n.money(refusal.minimum, refusal.currency);
    params.current = i18n.money(refusal.current, refusal.currency);
  }
  return { applied: false, key: REASON_KEYS[refusal.reason], params };
}
