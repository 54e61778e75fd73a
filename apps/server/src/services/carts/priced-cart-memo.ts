import { LRUCache } from 'lru-cache';
import type { CartInput } from '@masswerk/contract';
import { SAMPLE_BOX_UUID, sampleBoxColors } from '@masswerk/domain';

/**
 * How long a priced cart is answered again without pricing it anew. Shorter than the coupon cache of
 * cart-sources.ts, so an answer is never more than a few seconds older than the sources it was priced
 * from; an order prices its cart again in its own transaction, so nobody pays a stale price.
 */
const MEMO_TTL_MS = 5_000;

/** Priced answers kept at most: a few megabytes (an answer of five lines is about 2 KB). */
const MEMO_MAX = 2_000;

/**
 * Priced carts by what decides their price, kept for a few seconds as the JSON text sent. The same cart
 * is priced again and again (on each view of the cart page, on each step of the checkout, in each tab),
 * and its answer depends only on its lines, its country, its coupon and its language, on saved designs
 * (immutable) and on sources that are themselves cached for longer. The request is still read and
 * validated every time; a cart that asks for a VAT deduction is never kept (its register has the say).
 */
export interface PricedCartMemo {
  /** The key of an input, or null when its answer must not be kept. */
  keyOf(input: CartInput): string | null;
  get(key: string): string | undefined;
  set(key: string, json: string): void;
}

export function pricedCartMemo({ max = MEMO_MAX, ttlMs = MEMO_TTL_MS } = {}): PricedCartMemo {
  const memo = new LRUCache<string, string>({ max, ttl: ttlMs });
  return {
    keyOf(input) {
      if (input.vatDeduction) return null;
      // Only what priceCart reads: a design line's meta and an add-on's meta are the browser's and change
      // nothing; the sample box's meta says which colours it holds.
      let key = `${input.countryCode}|${input.couponCode?.trim().toUpperCase() ?? ''}|${input.meta?.language ?? ''}`;
      for (const line of input.lineItems) {
        key += `|${line.uuid}*${line.quantity}`;
        for (const addon of line.addons) key += `+${addon.sku}`;
        if (line.uuid === SAMPLE_BOX_UUID) key += `#${sampleBoxColors(line.meta).join(',')}`;
      }
      return key;
    },
    get: (key) => memo.get(key),
    set: (key, json) => void memo.set(key, json),
  };
}
