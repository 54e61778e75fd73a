import { afterEach, describe, expect, it } from 'vitest';
import { SAMPLE_BOX_UUID, cartAddDesign, cartAddSampleBox, cartRemoveLine, cartSetQuantity } from '@masswerk/domain';
import { CART_KEY, cartItemCount, readCart, writeCart } from './local-store';

// The cart pages change the cart only through the domain's functions; this file keeps what they make in
// the stored shape the checkout and the browser tests read: masswerk.cart = { value: { lineItems }, savedAt }.
describe('the cart in local storage', () => {
  afterEach(() => window.localStorage.clear());
  const stored = (): unknown => JSON.parse(window.localStorage.getItem(CART_KEY) ?? 'null');
  const design = { uuid: '5b0f6c9e-0000-4000-8000-000000000001', meta: { type: 'wardrobe' } };

  it('stores a design and the sample box as the domain made them, and counts their pieces', () => {
    writeCart(cartAddSampleBox(cartAddDesign(readCart(), design)));
    writeCart(cartSetQuantity(readCart(), design.uuid, 3));
    expect(stored()).toMatchObject({
      value: { lineItems: [{ uuid: design.uuid, quantity: 3, meta: { type: 'wardrobe' } }, { uuid: SAMPLE_BOX_UUID, quantity: 1, meta: { type: 'sample' } }] },
      savedAt: expect.any(Number),
    });
    expect(cartItemCount()).toBe(4);
  });

  it('keeps the domain limits: one sample box, at most 99 of a design', () => {
    writeCart(cartAddSampleBox(cartAddSampleBox(cartAddDesign(readCart(), design))));
    writeCart(cartSetQuantity(readCart(), SAMPLE_BOX_UUID, 5));
    writeCart(cartSetQuantity(readCart(), design.uuid, 500));
    expect(readCart().lineItems.map((l) => [l.uuid, l.quantity])).toEqual([
      [design.uuid, 99],
      [SAMPLE_BOX_UUID, 1],
    ]);
  });

  it('removes the stored cart when its last line goes (spec §4)', () => {
    writeCart(cartAddDesign(readCart(), design));
    writeCart(cartRemoveLine(readCart(), design.uuid));
    expect(window.localStorage.getItem(CART_KEY)).toBeNull();
    expect(readCart()).toEqual({ lineItems: [] });
    expect(cartItemCount()).toBe(0);
  });

  it('reads a broken stored value as the empty cart', () => {
    window.localStorage.setItem(CART_KEY, JSON.stringify({ value: { lineItems: 'no' }, savedAt: Date.now() }));
    expect(readCart()).toEqual({ lineItems: [] });
  });
});
