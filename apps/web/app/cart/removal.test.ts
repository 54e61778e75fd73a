import { describe, expect, it } from 'vitest';
import type { StoredCart } from '@masswerk/domain';
import { cartRemoveForUndo, cartRestoreLine } from './removal';

const a = { uuid: '5b0f6c9e-0000-4000-8000-00000000000a', quantity: 2 };
const b = { uuid: '5b0f6c9e-0000-4000-8000-00000000000b', quantity: 1 };
const c = { uuid: 'SampleBox', quantity: 1 };

describe('remove with undo', () => {
  it('puts a removed line back where it was', () => {
    const cart: StoredCart = { lineItems: [a, b, c], couponCode: 'WELCOME10' };
    const { cart: without, removed } = cartRemoveForUndo(cart, b.uuid)!;
    expect(without.lineItems).toEqual([a, c]);
    expect(cartRestoreLine(without, removed)).toEqual(cart);
  });

  it('brings the coupon back with the last line, which had cleared the cart', () => {
    const { cart: empty, removed } = cartRemoveForUndo({ lineItems: [a], couponCode: 'SHELF50' }, a.uuid)!;
    expect(empty).toEqual({ lineItems: [] });
    expect(cartRestoreLine(empty, removed)).toEqual({ lineItems: [a], couponCode: 'SHELF50' });
  });

  it('appends when the cart shrank meanwhile, and never doubles a line added again', () => {
    const { removed } = cartRemoveForUndo({ lineItems: [a, b, c] }, c.uuid)!;
    expect(cartRestoreLine({ lineItems: [a] }, removed).lineItems).toEqual([a, c]);
    expect(cartRestoreLine({ lineItems: [c] }, removed).lineItems).toEqual([c]);
    expect(cartRemoveForUndo({ lineItems: [a] }, b.uuid)).toBeNull();
  });
});
