import { describe, expect, it } from 'vitest';
import { ASSEMBLY_SERVICE_SKU, SAMPLE_BOX_UUID, type StoredCart } from '@masswerk/domain';
import { cartOfCookie } from './cart-page.server';
import { CART_COOKIE, CART_COOKIE_MAX_LENGTH, cartCookie, cartCookieValue } from '../shell/cart-cookie';

const SHELF = '5b0f6c9e-0000-4000-8000-00000000000a';
const cart: StoredCart = {
  lineItems: [
    { uuid: SHELF, quantity: 2, meta: { type: 'shelf', structure: { big: 'x'.repeat(500) } }, addons: [{ sku: ASSEMBLY_SERVICE_SKU }] },
    { uuid: SAMPLE_BOX_UUID, quantity: 1, meta: { type: 'sample', colors: ['white_9003'] }, addons: [] },
  ],
  couponCode: 'WELCOME10',
};
/** The Cookie header a browser sends back for what cartCookie set. */
const header = (set: string) => `masswerk_consent=x; ${set.split(';')[0]}; other=1`;

describe('the cart cookie', () => {
  it('keeps what counts for money, and the server reads the same cart back', () => {
    expect(cartOfCookie(header(cartCookie(cart, false)))).toEqual({
      lineItems: [
        { uuid: SHELF, quantity: 2, addons: [{ sku: ASSEMBLY_SERVICE_SKU }] },
        { uuid: SAMPLE_BOX_UUID, quantity: 1, meta: { colors: ['white_9003'] }, addons: [] },
      ],
      couponCode: 'WELCOME10',
    });
  });

  it('is set for a year on every path, Secure over TLS, and removed for an empty cart', () => {
    expect(cartCookie(cart, true)).toMatch(new RegExp(`^${CART_COOKIE}=[^;]+; Max-Age=31536000; Path=/; SameSite=Lax; Secure$`));
    expect(cartCookie({ lineItems: [] }, false)).toBe(`${CART_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
  });

  it('leaves out a cart too long for a cookie', () => {
    const many: StoredCart = { lineItems: Array.from({ length: 50 }, (_, i) => ({ uuid: `5b0f6c9e-0000-4000-8000-${String(i).padStart(12, '0')}`, quantity: 1, addons: [{ sku: ASSEMBLY_SERVICE_SKU }] })) };
    expect(cartCookieValue(many)).toBeNull();
    expect(cartCookie(many, false)).toContain('Max-Age=0');
    expect(cartCookieValue({ lineItems: many.lineItems.slice(0, 5) })!.length).toBeLessThanOrEqual(CART_COOKIE_MAX_LENGTH);
  });

  it('gives the server nothing for a missing, garbled or tampered cookie', () => {
    expect(cartOfCookie(null)).toBeNull();
    expect(cartOfCookie('masswerk_cart=%7Bnot json')).toBeNull();
    const tampered = (value: unknown) => `${CART_COOKIE}=${encodeURIComponent(JSON.stringify(value))}`;
    expect(cartOfCookie(tampered({ lineItems: [{ uuid: SHELF, quantity: 1000 }] }))).toBeNull();
    expect(cartOfCookie(tampered({ lineItems: [{ uuid: '../etc', quantity: 1 }] }))).toBeNull();
    expect(cartOfCookie(tampered({ lineItems: [{ uuid: SAMPLE_BOX_UUID, quantity: 2 }] }))).toBeNull();
    expect(cartOfCookie(tampered({ lineItems: [] }))).toBeNull();
    expect(cartOfCookie(`${CART_COOKIE}=${'x'.repeat(CART_COOKIE_MAX_LENGTH + 10)}`)).toBeNull();
  });
});
