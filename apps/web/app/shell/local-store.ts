import { useEffect, useState } from 'react';
import { cartCount, cartEmpty, type StoredCart } from '@masswerk/domain';
import { mirrorCartCookie } from './cart-cookie';

// The cart's shape and rules live in the domain (packages/domain/src/cart: cartAddDesign, cartSetQuantity,
// cartAddSampleBox, ...); this file only reads and writes it.
export type { StoredCart, StoredLineItem } from '@masswerk/domain';

/**
 * The browser-side state the shell reads (shop.md §3 "Cart (kept in local storage)", My Designs): one
 * JSON value per key, with the time it was saved; values older than 365 days are dropped (spec §9).
 * Writers call writeStored, which tells every reader in this tab; other tabs hear the storage event.
 */
export const CART_KEY = 'masswerk.cart';
export const DESIGNS_KEY = 'masswerk.designs';
const RETENTION_MS = 365 * 24 * 60 * 60 * 1000;
const CHANGE_EVENT = 'masswerk:storage';

/** Reads a stored value with the time it was saved; undefined when absent, unreadable or expired. */
export function readStoredEnvelope<T>(key: string): { value: T; savedAt: number } | undefined {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { value: T; savedAt: number };
    if (typeof parsed.savedAt !== 'number' || Date.now() - parsed.savedAt > RETENTION_MS) {
      window.localStorage.removeItem(key);
      return undefined;
    }
    return parsed;
  } catch {
    return undefined;
  }
}

/** Reads a stored value; undefined when absent, unreadable or expired. */
export function readStored<T>(key: string): T | undefined {
  return readStoredEnvelope<T>(key)?.value;
}

/** Saves a value (undefined removes it) and tells the readers of this tab. */
export function writeStored<T>(key: string, value: T | undefined): void {
  if (value === undefined) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, JSON.stringify({ value, savedAt: Date.now() }));
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

/** The cart's line items (empty when none). */
export function readCart(): StoredCart {
  const cart = readStored<StoredCart>(CART_KEY);
  return cart && Array.isArray(cart.lineItems) ? cart : cartEmpty();
}

/**
 * Saves the cart the domain's functions made; an empty one is removed from storage (spec §4 "cleared
 * when it becomes empty"). Its cookie copy follows (cart-cookie.ts).
 */
export function writeCart(cart: StoredCart): void {
  writeStored(CART_KEY, cart.lineItems.length === 0 ? undefined : cart);
  mirrorCartCookie(cart);
}

/**
 * Calls `onChange` when a stored value changes, in this tab (writeStored) or another (the storage event);
 * with a key, only for that key. Returns the unsubscribe.
 */
export function subscribeStored(key: string | null, onChange: () => void): () => void {
  const local = (event: Event) => {
    if (key === null || (event as CustomEvent<string>).detail === key) onChange();
  };
  const other = (event: StorageEvent) => {
    if (key === null || event.key === key || event.key === null) onChange();
  };
  window.addEventListener(CHANGE_EVENT, local);
  window.addEventListener('storage', other);
  return () => {
    window.removeEventListener(CHANGE_EVENT, local);
    window.removeEventListener('storage', other);
  };
}

/** Follows a stored value: `undefined` until the page has hydrated (the server cannot know it). */
export function useStored<T>(read: () => T): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    const update = () => setValue(read());
    update();
    return subscribeStored(null, update);
  }, [read]);
  return value;
}

/** Items in the cart (quantities summed), for the header badge. */
export const cartItemCount = (): number => cartCount(readCart());
