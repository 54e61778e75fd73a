import type { PricedCartAnswer } from '@masswerk/contract';
import type { CartMessageKey, CartParams } from './i18n';

/** What the page says about the coupon: a message key with its parameters, and whether it was applied. */
export interface CouponFeedback {
  applied: boolean;
  key: CartMessageKey;
  params: CartParams;
}

// The server says why it refused a coupon in English words (PricedCart.coupon.message). Until the contract
// carries a code, each known reason is recognised here and worded in the visitor's language; amounts are
// kept as the server wrote them (the shop's money format is the same in every locale of a currency), dates
// are written in the country's notation. A reason we do not know gets a general sentence, never English.
const REASONS: readonly { pattern: RegExp; key: CartMessageKey; params?: (match: RegExpExecArray) => Record<string, string> }[] = [
  { pattern: /^There is no coupon /, key: 'coupon.notFound' },
  { pattern: /is valid from (\d{4}-\d{2}-\d{2})/, key: 'coupon.notYet', params: (m) => ({ isoDate: m[1]! }) },
  { pattern: /expired on (\d{4}-\d{2}-\d{2})/, key: 'coupon.expired', params: (m) => ({ isoDate: m[1]! }) },
  { pattern: /not valid in this country's shop/, key: 'coupon.country' },
  { pattern: /has been used up/, key: 'coupon.usedUp' },
  { pattern: /cannot be used in [A-Z]{3}/, key: 'coupon.currency' },
  { pattern: /does not apply to anything in your cart/, key: 'coupon.noMatch' },
  { pattern: /needs at least (.+) of the products it covers; your cart has (.+)\.$/, key: 'coupon.minimum', params: (m) => ({ minimum: m[1]!, current: m[2]! }) },
];

/**
 * The feedback for the coupon of a priced cart, or null when the cart carries none. `formatDate` writes an
 * ISO date in the visitor's notation.
 */
export function couponFeedback(coupon: PricedCartAnswer['coupon'], formatDate: (isoDate: string) => string): CouponFeedback | null {
  if (coupon === null) return null;
  const code = coupon.code;
  if (coupon.applied) return { applied: true, key: 'coupon.applied', params: { code } };
  const message = coupon.message ?? '';
  for (const reason of REASONS) {
    const match = reason.pattern.exec(message);
    if (!match) continue;
    const { isoDate, ...rest } = reason.params?.(match) ?? {};
    return { applied: false, key: reason.key, params: { code, ...rest, ...(isoDate ? { date: formatDate(isoDate) } : {}) } };
  }
  return { applied: false, key: 'coupon.refused', params: { code } };
}
