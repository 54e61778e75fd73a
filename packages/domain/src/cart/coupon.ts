/**
 * Whether a stored coupon can be used in a cart, and if not why: as a reason code with its values, so
 * that every locale words it (the cart page) and the API can add an English sentence for other clients.
 */
import { cents, type Cents } from '../money/cents.ts';
import type { Currency } from '../money/currency.ts';
import { formatMoney } from '../money/format.ts';
import { countryByCode, type CountryCode } from '../market/countries.ts';
import type { CartCoupon } from './price-cart.ts';

/** A coupon as the shop stores it (shop.md §4 cart coupons; the coupons table). */
export interface CouponTerms {
  code: string;
  kind: 'percent' | 'amount';
  percent: number | null;
  /** Cents per currency, for `amount` coupons. */
  amounts: Partial<Record<string, number>> | null;
  validFrom: Date | null;
  validUntil: Date | null;
  /** Country codes of the shops it is valid in; all when null. */
  countries: readonly string[] | null;
  furnitureTypes: readonly string[] | null;
  /** The least the covered products must come to, cents per currency. */
  minimumOrder: Partial<Record<string, number>> | null;
  usageLimit: number | null;
  timesUsed: number;
}

/** Why a coupon is not taken off, with what a sentence about it needs (dates as YYYY-MM-DD). */
export type CouponRefusal =
  | { reason: 'not_found' }
  | { reason: 'not_yet_valid'; validFrom: string }
  | { reason: 'expired'; validUntil: string }
  | { reason: 'country' }
  | { reason: 'used_up' }
  | { reason: 'currency'; currency: Currency }
  | { reason: 'no_match' }
  | { reason: 'minimum'; minimum: Cents; current: Cents; currency: Currency };

export type CouponRefusalReason = CouponRefusal['reason'];

/** Every reason, for the contract's enum and the test that each locale words each one. */
export const COUPON_REFUSAL_REASONS = ['not_found', 'not_yet_valid', 'expired', 'country', 'used_up', 'currency', 'no_match', 'minimum'] as const satisfies readonly CouponRefusalReason[];

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The coupon as a cart in `country` can use it, or why not: unknown, not yet or no longer valid, another
 * country's shop, used up, or without an amount in this currency. Whether it fits the cart's lines (its
 * families, its minimum order) is the pricing's to say (`priceCart`).
 */
export function checkCoupon(terms: CouponTerms | null, country: CountryCode, now: Date): { coupon: CartCoupon } | { refusal: CouponRefusal } {
  if (!terms) return { refusal: { reason: 'not_found' } };
  const currency = countryByCode(country).currency;
  if (terms.validFrom && now < terms.validFrom) return { refusal: { reason: 'not_yet_valid', validFrom: day(terms.validFrom) } };
  if (terms.validUntil && now > terms.validUntil) return { refusal: { reason: 'expired', validUntil: day(terms.validUntil) } };
  if (terms.countries && !terms.countries.includes(country)) return { refusal: { reason: 'country' } };
  if (terms.usageLimit !== null && terms.timesUsed >= terms.usageLimit) return { refusal: { reason: 'used_up' } };
  const amount = terms.amounts?.[currency];
  if (terms.kind === 'amount' && amount === undefined) return { refusal: { reason: 'currency', currency } };
  const minimum = terms.minimumOrder?.[currency];
  return {
    coupon: {
      code: terms.code,
      kind: terms.kind,
      ...(terms.kind === 'percent' ? { percent: terms.percent ?? 0 } : { amount: cents(amount!) }),
      ...(terms.furnitureTypes ? { furnitureTypes: terms.furnitureTypes } : {}),
      ...(minimum !== undefined ? { minimumOrder: cents(minimum) } : {}),
    },
  };
}

/** The refusal in English words, for API clients that show the answer's `message` as it is. */
export function couponRefusalText(code: string, refusal: CouponRefusal): string {
  switch (refusal.reason) {
    case 'not_found':
      return `There is no coupon ${code}. Check the spelling.`;
    case 'not_yet_valid':
      return `The coupon ${code} is valid from ${refusal.validFrom}.`;
    case 'expired':
      return `The coupon ${code} expired on ${refusal.validUntil}.`;
    case 'country':
      return `The coupon ${code} is not valid in this country's shop.`;
    case 'used_up':
      return `The coupon ${code} has been used up.`;
    case 'currency':
      return `The coupon ${code} cannot be used in ${refusal.currency}.`;
    case 'no_match':
      return `The coupon ${code} does not apply to anything in your cart.`;
    case 'minimum':
      return `The coupon ${code} needs at least ${formatMoney(refusal.minimum, refusal.currency)} of the products it covers; your cart has ${formatMoney(refusal.current, refusal.currency)}.`;
  }
}
