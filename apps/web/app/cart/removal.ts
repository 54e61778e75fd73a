import { cartLine, cartRemoveLine, type StoredCart, type StoredLineItem } from '@masswerk/domain';

/** A line the visitor removed, with what it takes to put it back where it was. */
export interface RemovedLine {
  line: StoredLineItem;
  /** Its position in the cart before it was removed. */
  index: number;
  /** The cart's coupon: removing the last line clears the cart and its coupon (shop.md §4), undo brings both back. */
  couponCode?: string;
}

/** Removes a line and keeps what undoing it needs; null when the cart has no such line. */
export function cartRemoveForUndo(cart: StoredCart, uuid: string): { cart: StoredCart; removed: RemovedLine } | null {
  const index = cart.lineItems.findIndex((line) => line.uuid === uuid);
  if (index < 0) return null;
  const removed: RemovedLine = { line: cart.lineItems[index]!, index, ...(cart.couponCode ? { couponCode: cart.couponCode } : {}) };
  return { cart: cartRemoveLine(cart, uuid), removed };
}

/**
 * Puts a removed line back at its former position (or the end, when the cart has shrunk since), with the
 * coupon when the cart lost it. A line with that uuid added again in the meantime stays as it is.
 */
export function cartRestoreLine(cart: StoredCart, removed: RemovedLine): StoredCart {
  if (cartLine(cart, removed.line.uuid)) return cart;
  const lineItems = [...cart.lineItems];
  lineItems.splice(Math.min(removed.index, lineItems.length), 0, removed.line);
  const couponCode = cart.couponCode ?? removed.couponCode;
  return { ...cart, lineItems, ...(couponCode ? { couponCode } : {}) };
}
