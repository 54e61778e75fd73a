import { LRUCache } from 'lru-cache';
import type { CartDiscountRule, Locale } from '@masswerk/domain';
import type { Db } from '../../db/client.ts';
import { findCoupon, type CouponRow } from '../../db/carts.ts';
import type { Logger } from '../../logger.ts';
import { findContent } from '../content/content-store.ts';
import type { DesignCache } from '../designs/design-cache.ts';
import type { VatLookup } from '../vatnumbers/vat-lookup.ts';

/** Everything a cart is priced from besides its own lines. */
export interface CartSources {
  designs: DesignCache;
  /** The `setDiscounts` rules of a locale. */
  discounts(locale: Locale): Promise<CartDiscountRule[]>;
  /** The sample box's price per currency (cents), from content; null when the shop has none. */
  sampleBoxPrices(locale: Locale): Promise<Partial<Record<string, number>> | null>;
  coupon(code: string): Promise<CouponRow | null>;
  /** The VAT registers, for a business buyer who asks for the deduction. */
  vatLookup: VatLookup;
}

/** How long content (discounts, the sample box) is reused: as long as browsers cache content answers. */
const CONTENT_TTL_MS = 60_000;
/**
 * How long a coupon (or its absence) is reused while pricing carts. An order checks its coupon again in
 * its own transaction, so a cart priced with a coupon used up seconds ago costs nobody anything.
 */
const COUPON_TTL_MS = 10_000;

/**
 * The sources of the cart service, with short-lived caches: a cart is priced on every view and change,
 * and each database round trip would cost more than the pricing itself.
 */
export function cartSources(db: Db, log: Logger, designs: DesignCache, vatLookup: VatLookup): CartSources {
  const content = new LRUCache<string, { value: unknown }>({ max: 100, ttl: CONTENT_TTL_MS });
  const coupons = new LRUCache<string, { row: CouponRow | null }>({ max: 1_000, ttl: COUPON_TTL_MS });
  const contentData = async (type: 'setDiscounts' | 'samplebox', locale: Locale): Promise<unknown> => {
    const key = `${type}|${locale}`;
    const hit = content.get(key);
    if (hit) return hit.value;
    const value = (await findContent(db, log, type, 'default', locale))?.data ?? null;
    content.set(key, { value });
    return value;
  };
  return {
    designs,
    vatLookup,
    discounts: async (locale) => ((await contentData('setDiscounts', locale)) as { discounts?: CartDiscountRule[] } | null)?.discounts ?? [],
    sampleBoxPrices: async (locale) => ((await contentData('samplebox', locale)) as { price?: Partial<Record<string, number>> } | null)?.price ?? null,
    async coupon(code) {
      const key = code.trim().toUpperCase();
      const hit = coupons.get(key);
      if (hit) return hit.row;
      const row = await findCoupon(db, key);
      coupons.set(key, { row });
      return row;
    },
  };
}
