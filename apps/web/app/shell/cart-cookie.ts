import { SAMPLE_BOX_UUID, type StoredCart } from '@masswerk/domain';

/**
 * The cart's copy in a cookie (docs/decisions.md "The cart page comes priced from the server"): local
 * storage stays the cart (shop.md §3), and every write mirrors what counts for money (uuid, quantity,
 * add-ons, coupon) and the sample box's colours here, so the server can render /shopping_cart priced at first paint. A necessary
 * cookie: it only serves the cart the visitor filled.
 */
export const CART_COOKIE = 'masswerk_cart';
/** Browsers keep about 4 KB per cookie: a longer cart stays out of it, and its page prices after load. */
export const CART_COOKIE_MAX_LENGTH = 3800;
const MAX_AGE_S = 365 * 24 * 60 * 60;

/** The cookie's value for a cart (URI-encoded JSON), or null when it is empty or too long to keep. */
export function cartCookieValue(cart: StoredCart): string | null {
  if (cart.lineItems.length === 0) return null;
  const lineItems = cart.lineItems.map(({ uuid, quantity, addons, meta }) => ({
    uuid,
    quantity,
    ...(addons && addons.length > 0 ? { addons } : {}),
    // The sample box's noted colours: what it holds.
    ...(uuid === SAMPLE_BOX_UUID && Array.isArray(meta?.colors) ? { meta: { colors: meta.colors } } : {}),
  }));
  const value = encodeURIComponent(JSON.stringify(cart.couponCode ? { lineItems, couponCode: cart.couponCode } : { lineItems }));
  return value.length <= CART_COOKIE_MAX_LENGTH ? value : null;
}

/** The cookie as `document.cookie` takes it: set for a year, or removed when the cart has nothing to keep. */
export function cartCookie(cart: StoredCart, secure: boolean): string {
  const value = cartCookieValue(cart);
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return value === null ? `${CART_COOKIE}=; Max-Age=0; ${attributes}` : `${CART_COOKIE}=${value}; Max-Age=${MAX_AGE_S}; ${attributes}`;
}

/** Mirrors the stored cart into the cookie (on every write, and once per page load for carts stored before). */
export function mirrorCartCookie(cart: StoredCart): void {
  document.cookie = cartCookie(cart, location.protocol === 'https:');
}

/** The raw cart of a request's Cookie header (URI-decoded JSON, not yet validated), or undefined. */
export function cartCookieJson(cookieHeader: string | null): unknown {
  const raw = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CART_COOKIE}=`));
  if (!raw || raw.length > CART_COOKIE.length + 1 + CART_COOKIE_MAX_LENGTH) return undefined;
  try {
    return JSON.parse(decodeURIComponent(raw.slice(CART_COOKIE.length + 1))) as unknown;
  } catch {
    return undefined;
  }
}
