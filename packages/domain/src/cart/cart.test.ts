import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLORS, colorIs } from '../catalogue/colors.ts';
import { ASSEMBLY_SERVICE_SKU, BASEBOARD_CUT_SKU } from '../catalogue/parts.ts';
import {
  SAMPLE_BOX_MAX_COLORS,
  sampleBoxColors,
  CART_MAX_QUANTITY,
  SAMPLE_BOX_UUID,
  cartAddDesign,
  cartAddSampleBox,
  cartAddSampleColors,
  cartSampleColors,
  cartCount,
  cartEmpty,
  cartForceAssembly,
  cartLine,
  cartLineHasAssembly,
  cartLineIsSampleBox,
  cartRemoveLine,
  cartSetAssembly,
  cartSetQuantity,
  cartSpecsOf,
  type StoredCart,
} from './cart.ts';

const uuids = ['a1', 'b2', 'c3', 'd4'] as const;
const cut = { depth: 2, height: 10, title: 'Baseboard cut' };

/** A random sequence of cart operations, so properties hold for every cart a visitor can reach. */
const operation = fc.oneof(
  fc.record({ op: fc.constant('add' as const), uuid: fc.constantFrom(...uuids), cut: fc.boolean() }),
  fc.record({ op: fc.constant('sample' as const) }),
  fc.record({ op: fc.constant('quantity' as const), uuid: fc.constantFrom(...uuids, SAMPLE_BOX_UUID), quantity: fc.integer({ min: -5, max: 200 }) }),
  fc.record({ op: fc.constant('assembly' as const), uuid: fc.constantFrom(...uuids, SAMPLE_BOX_UUID), on: fc.boolean() }),
  fc.record({ op: fc.constant('force' as const), uuids: fc.subarray([...uuids, SAMPLE_BOX_UUID]), on: fc.boolean() }),
  fc.record({ op: fc.constant('remove' as const), uuid: fc.constantFrom(...uuids, SAMPLE_BOX_UUID) }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

function run(cart: StoredCart, op: Operation): StoredCart {
  switch (op.op) {
    case 'add':
      return cartAddDesign(cart, { uuid: op.uuid, meta: { type: 'shelf', productDetailsPageURL: `/product/${op.uuid}` } }, { baseboardCut: op.cut ? cut : null });
    case 'sample':
      return cartAddSampleBox(cart);
    case 'quantity':
      return cartSetQuantity(cart, op.uuid, op.quantity);
    case 'assembly':
      return cartSetAssembly(cart, op.uuid, op.on);
    case 'force':
      return cartForceAssembly(cart, op.uuids, op.on);
    case 'remove':
      return cartRemoveLine(cart, op.uuid);
  }
}

const carts = fc.array(operation, { maxLength: 30 }).map((ops) => ops.reduce(run, cartEmpty()));

describe('cart rules (shop.md §4, §5)', () => {
  it('keeps every quantity between 1 and the line maximum, one line per uuid, at most one sample line', () => {
    fc.assert(
      fc.property(carts, (cart) => {
        const ids = cart.lineItems.map((l) => l.uuid);
        expect(new Set(ids).size).toBe(ids.length);
        expect(cart.lineItems.filter(cartLineIsSampleBox).length).toBeLessThanOrEqual(1);
        for (const line of cart.lineItems) {
          expect(Number.isInteger(line.quantity)).toBe(true);
          expect(line.quantity).toBeGreaterThanOrEqual(1);
          expect(line.quantity).toBeLessThanOrEqual(cartLineIsSampleBox(line) ? 1 : CART_MAX_QUANTITY);
          // No addon twice, and the sample box carries none.
          const skus = (line.addons ?? []).map((a) => a.sku);
          expect(new Set(skus).size).toBe(skus.length);
          if (cartLineIsSampleBox(line)) expect(skus).toEqual([]);
        }
      }),
    );
  });

  it('never changes the cart it is given', () => {
    fc.assert(
      fc.property(carts, operation, (cart, op) => {
        const before = JSON.stringify(cart);
        run(cart, op);
        expect(JSON.stringify(cart)).toBe(before);
      }),
    );
  });

  it('adds a design as one line without its assembly addon, with the cut when requested', () => {
    fc.assert(
      fc.property(carts, fc.constantFrom(...uuids), fc.boolean(), (cart, uuid, withCut) => {
        const assembled = cartSetAssembly(cart, uuid, true);
        const next = cartAddDesign(assembled, { uuid, meta: { type: 'shelf' } }, { baseboardCut: withCut ? cut : null });
        const line = cartLine(next, uuid);
        expect(line).toBeDefined();
        expect(cartLineHasAssembly(line!)).toBe(false);
        expect((line!.addons ?? []).some((a) => a.sku === BASEBOARD_CUT_SKU)).toBe(withCut);
        const before = cartLine(assembled, uuid)?.quantity ?? 0;
        expect(line!.quantity).toBe(Math.min(before + 1, CART_MAX_QUANTITY));
        expect(next.lineItems.length).toBe(assembled.lineItems.length + (before === 0 ? 1 : 0));
      }),
    );
  });

  it('replaces the sample line when a sample box is added', () => {
    fc.assert(
      fc.property(carts, (cart) => {
        const next = cartAddSampleBox(cartAddSampleBox(cart));
        expect(next.lineItems.filter(cartLineIsSampleBox)).toEqual([{ uuid: SAMPLE_BOX_UUID, quantity: 1, meta: { type: 'sample' }, addons: [] }]);
        expect(next.lineItems.length).toBe(cart.lineItems.filter((l) => !cartLineIsSampleBox(l)).length + 1);
      }),
    );
  });

  it('adds the sample box noted with a design\'s colours, once: a second design adds its colours to the same box', () => {
    fc.assert(
      fc.property(carts, (cart) => {
        const had = cart.lineItems.some(cartLineIsSampleBox);
        const first = cartAddSampleColors(cart, ['oak', 'white_u11209']);
        expect(first.already).toBe(had);
        const second = cartAddSampleColors(first.cart, ['white_u11209', 'velvetex_blue_1007']);
        expect(second.already).toBe(true);
        const samples = second.cart.lineItems.filter(cartLineIsSampleBox);
        expect(samples).toHaveLength(1);
        expect(samples[0]).toMatchObject({ uuid: SAMPLE_BOX_UUID, quantity: 1, meta: { type: 'sample' } });
        expect(cartSampleColors(samples[0]).slice(-3)).toEqual(['oak', 'white_u11209', 'velvetex_blue_1007']);
        expect(second.cart.lineItems.filter((l) => !cartLineIsSampleBox(l))).toEqual(cart.lineItems.filter((l) => !cartLineIsSampleBox(l)));
      }),
    );
  });

  it('takes a sample box\'s colours as the server does: known colours, each once, in the order noted, at most 12', () => {
    expect(sampleBoxColors({ colors: ['oak', 'no_such_colour', 7, 'oak', 'white_u11209'] })).toEqual(['oak', 'white_u11209']);
    expect(sampleBoxColors(undefined)).toEqual([]);
    expect(sampleBoxColors({ colors: 'oak' })).toEqual([]);
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...COLORS.map((c) => c.id)), fc.string())), (noted) => {
        const taken = sampleBoxColors({ colors: noted });
        expect(taken.length).toBeLessThanOrEqual(SAMPLE_BOX_MAX_COLORS);
        expect(new Set(taken).size).toBe(taken.length);
        expect(taken.every((id) => noted.includes(id) && colorIs(id))).toBe(true);
      }),
    );
  });

  it('removes a line at quantity 0 and clamps above the maximum', () => {
    let cart = cartAddDesign(cartEmpty(), { uuid: 'a1', meta: {} });
    cart = cartAddSampleBox(cart);
    expect(cartLine(cartSetQuantity(cart, 'a1', 150), 'a1')?.quantity).toBe(99);
    expect(cartLine(cartSetQuantity(cart, SAMPLE_BOX_UUID, 5), SAMPLE_BOX_UUID)?.quantity).toBe(1);
    expect(cartLine(cartSetQuantity(cart, 'a1', 2.7), 'a1')?.quantity).toBe(2);
    expect(cartLine(cartSetQuantity(cart, 'a1', 0), 'a1')).toBeUndefined();
    expect(cartCount(cartSetQuantity(cart, 'a1', 3))).toBe(4);
  });

  it('clears the cart, coupon included, when its last line goes', () => {
    fc.assert(
      fc.property(carts, (cart) => {
        if (cart.lineItems.length === 0) return;
        let next: StoredCart = { ...cart, couponCode: 'SPRING' };
        for (const line of cart.lineItems) next = cartSetQuantity(next, line.uuid, 0);
        expect(next).toEqual(cartEmpty());
      }),
    );
  });

  it('sets and forces the assembly addon only on the given lines', () => {
    fc.assert(
      fc.property(carts, fc.subarray([...uuids]), fc.boolean(), (cart, chosen, on) => {
        const next = cartForceAssembly(cart, chosen, on);
        for (const line of next.lineItems) {
          const before = cartLine(cart, line.uuid)!;
          if (chosen.includes(line.uuid as (typeof uuids)[number])) expect(cartLineHasAssembly(line)).toBe(on);
          else expect(line).toBe(before);
        }
        // Setting twice is the same as once.
        expect(cartForceAssembly(next, chosen, on)).toEqual(next);
      }),
    );
    const one = cartSetAssembly(cartAddDesign(cartEmpty(), { uuid: 'a1', meta: {} }), 'a1', true);
    expect(cartLine(one, 'a1')?.addons).toEqual([{ sku: ASSEMBLY_SERVICE_SKU }]);
    expect(cartLine(cartSetAssembly(one, 'a1', false), 'a1')?.addons).toEqual([]);
  });

  it('counts metal bars, doors and drawers for the line specs', () => {
    const types = ['door', 'sliding_door', 'glass_front', 'drawer', 'solid_drawer', 'drawer_front', 'metal_bar', 'board'];
    expect(cartSpecsOf(types.map((type) => ({ type })))).toEqual({ metalBar: 1, doors: 3, drawers: 2 });
  });
});
