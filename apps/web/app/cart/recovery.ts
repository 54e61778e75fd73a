import { cartAddDesign, cartLine, localePath, type Locale, type StoredCart } from '@masswerk/domain';
import type { DesignSummary } from './design-summary';
import { cartLineIdIsValid } from './price-input';

/** The most designs one recovery link puts in the cart (the server prices at most 50 lines). */
export const RECOVERY_MAX = 50;

/**
 * The designs a recovery link names (`/shopping_cart?uuid=a,b,c`): distinct, lower-case uuids, and the
 * entries that are no design id at all (reported as unknown without asking the server).
 */
export function recoveryUuids(param: string | null): { uuids: string[]; invalid: string[] } {
  const uuids: string[] = [];
  const invalid: string[] = [];
  for (const raw of (param ?? '').split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const id = entry.toLowerCase();
    if (!cartLineIdIsValid(id)) invalid.push(entry); // the sample box too: a link names designs
    else if (!uuids.includes(id)) uuids.push(id);
  }
  return { uuids: uuids.slice(0, RECOVERY_MAX), invalid };
}

/**
 * The cart with the recovered designs added, each once, as the configurator adds them (the product page
 * under the locale, the size and specs, the type); a design already in the cart keeps its line as it is.
 */
export function cartWithRecovered(cart: StoredCart, designs: readonly DesignSummary[], locale: Locale): StoredCart {
  let next = cart;
  for (const design of designs) {
    if (cartLine(next, design.uuid)) continue;
    next = cartAddDesign(next, {
      uuid: design.uuid,
      meta: { productDetailsPageURL: localePath(locale, `/product/${design.uuid}`), dimensions: { ...design.dimensions }, specs: { ...design.specs }, type: design.furnitureType },
    });
  }
  return next;
}

/** A design id as a person can compare it with their link: its first eight characters. */
export function shortDesignId(uuid: string): string {
  return uuid.length > 8 ? `${uuid.slice(0, 8)}…` : uuid;
}
