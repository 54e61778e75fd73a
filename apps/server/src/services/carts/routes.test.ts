import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@masswerk/contract';
import { ASSEMBLY_SERVICE_SKU, BASEBOARD_CUT_SKU, baseboardCutAddonOf, deriveDesign, familyOf, REFERENCE_DESIGNS, type CountryCode, type FurnitureType } from '@masswerk/domain';
import { shopCalls } from '../../../test/shop-calls.ts';
import { testAppForFile } from '../../../test/test-app.ts';

const t = testAppForFile();
const { post, save, priced } = shopCalls(t);

/** What the domain says one piece costs in a country, services included as asked. */
function unitPrice(furnitureType: FurnitureType, structure = familyOf(furnitureType).defaults(), country: CountryCode = 'de', options: { assembly?: boolean; baseboardCut?: boolean } = {}) {
  return deriveDesign(familyOf(furnitureType), structure, { countries: [country], ...options }).price[country]!.totalPriceInclTaxes;
}

describe('POST /api/checkout/carts', () => {
  it('prices every kind of line from the saved designs, never from the client', async () => {
    const shelf = await save('shelf');
    const sofa = await save('flayr');
    const cart = await priced({
      countryCode: 'de',
      lineItems: [
        { uuid: shelf, quantity: 2, meta: { price: 1, structure: { tampered: true } }, addons: [{ sku: ASSEMBLY_SERVICE_SKU }, { sku: BASEBOARD_CUT_SKU, meta: { depth: 1, height: 9, title: 'x' } }] },
        { uuid: sofa, quantity: 1, price: 1, totalPrice: 1 },
        { uuid: 'SampleBox', quantity: 1, meta: { colors: ['oak', 'no_such_colour', 'oak', 'white_u11209'] } },
      ],
      meta: { language: 'de_DE' },
    });
    expect(cart.currencyCode).toBe('EUR');
    const [shelfLine, sofaLine, sampleLine] = cart.lineItems;
    expect(shelfLine!.price + shelfLine!.addonPrice).toBe(unitPrice('shelf', undefined, 'de', { assembly: true, baseboardCut: true }));
    expect(shelfLine!.addonItems.map((a) => a.sku)).toEqual([ASSEMBLY_SERVICE_SKU, BASEBOARD_CUT_SKU]);
    // Two shelves earn the seeded quantity discount (5 % from 2 pieces); with the sofa the products pass
    // 3 000 €, so the volume discount's 7 % applies too, and a line takes the best one.
    expect(shelfLine!.price * 2 + sofaLine!.price).toBeGreaterThan(300_000);
    expect(shelfLine!.discountItems).toEqual([{ type: 'VolumeDiscount', percent: 7, amount: Math.round(shelfLine!.price * 2 * 0.07) }]);
    expect(sofaLine!.discountItems).toEqual([{ type: 'VolumeDiscount', percent: 7, amount: Math.round(sofaLine!.price * 0.07) }]);
    expect(sampleLine!.discountItems).toEqual([]);
    expect(shelfLine!.assemblyRecommendation).not.toBeNull();
    expect(shelfLine!.shippingDuration).toBe(familyOf('shelf').shippingDays + 14);
    expect(sofaLine!.price).toBe(unitPrice('flayr'));
    // The box holds what the buyer noted, known colours only; the same box noted otherwise is answered otherwise (not from the memo).
    expect(sampleLine).toMatchObject({ type: 'sample', price: 990, quantity: 1, colors: ['oak', 'white_u11209'] });
    const other = await priced({ countryCode: 'de', lineItems: [{ uuid: 'SampleBox', quantity: 1, meta: { colors: ['white_u11209'] } }], meta: { language: 'de_DE' } });
    const again = await priced({ countryCode: 'de', lineItems: [{ uuid: 'SampleBox', quantity: 1, meta: { colors: ['oak'] } }], meta: { language: 'de_DE' } });
    expect([other.lineItems[0]!.colors, again.lineItems[0]!.colors]).toEqual([['white_u11209'], ['oak']]);
    expect(cart.total).toBe(cart.lineItems.reduce((s, l) => s + l.calculation.total, 0) + cart.shipping);
    expect(cart.vat).toEqual([{ rateBasisPoints: 1900, amount: cart.lineItems.reduce((s, l) => s + l.calculation.vat, 0) }]);
    expect(cart.shippingDuration).toBe(Math.max(...cart.lineItems.map((l) => l.shippingDuration)));
  });

  it('charges a design’s baseboard cut as the configurator shows it: the addon follows the design’s own cut', async () => {
    for (const [type, name] of [['shelf', 'five-columns-stepped-lyft'], ['wardrobe', 'mixed']] as const) {
      const design = REFERENCE_DESIGNS[type][name];
      if (design === undefined) throw new Error(`no reference design ${type} ${name}`);
      const addon = baseboardCutAddonOf(familyOf(type), design, familyOf(type).elements(design), 'Cut');
      expect(addon, `${type} ${name}`).not.toBeNull();
      const uuid = await save(type, design);
      const cart = await priced({ countryCode: 'de', lineItems: [{ uuid, quantity: 1, addons: [{ sku: BASEBOARD_CUT_SKU, meta: addon! }] }] });
      const line = cart.lineItems[0]!;
      // What the configurator shows for this design: derived with the cut because the design carries one.
      expect(line.price + line.addonPrice).toBe(unitPrice(type, design, 'de', { baseboardCut: addon !== null }));
      expect(line.addonItems.find((a) => a.sku === BASEBOARD_CUT_SKU)?.price).toBeGreaterThan(0);
    }
  });

  it('prices in each country’s currency and VAT', async () => {
    const shelf = await save('shelf');
    for (const [countryCode, currency, rate] of [['ch', 'CHF', 810], ['uk', 'GBP', 0], ['gb', 'GBP', 0], ['at', 'EUR', 2000]] as const) {
      const cart = await priced({ countryCode, lineItems: [{ uuid: shelf, quantity: 1 }] });
      expect(cart.currencyCode).toBe(currency);
      expect(cart.vat[0]!.rateBasisPoints).toBe(rate);
      expect(cart.total).toBe(unitPrice('shelf', undefined, countryCode === 'gb' ? 'uk' : countryCode));
    }
  });

  it('flags an unknown design and one that no longer passes the rules, and still prices the rest', async () => {
    const shelf = await save('shelf');
    const broken = await save('shelf');
    // A stored design that breaks today's rules (saved before a rule changed): edited in the database.
    const structure = structuredClone(REFERENCE_DESIGNS.shelf.largest) as unknown as { columns: { width: number }[] };
    structure.columns[0]!.width = 1;
    const { updateDesignStructure } = await import('../../db/designs.ts');
    await updateDesignStructure(t.database.db, broken, structure);
    const cart = await priced({
      countryCode: 'de',
      lineItems: [
        { uuid: shelf, quantity: 1 },
        { uuid: '5f0c6a56-2a5b-4d7a-9d0e-0a0a0a0a0a0a', quantity: 3 },
        { uuid: broken, quantity: 1 },
      ],
    });
    expect(cart.lineItems.map((l) => l.uuid)).toEqual([shelf]);
    expect(cart.unpricedItems.map((l) => l.uuid)).toEqual(['5f0c6a56-2a5b-4d7a-9d0e-0a0a0a0a0a0a', broken]);
    expect(cart.unpricedItems[0]!.reason).toMatch(/not found/);
    expect(cart.unpricedItems[1]!.reason).toMatch(/no longer passes our rules/);
    expect(cart.total).toBe(cart.lineItems[0]!.calculation.total);
  });

  it('applies a good coupon and refuses each kind of bad one with a reason, still pricing the cart', async () => {
    const shelf = await save('shelf');
    const wardrobe = await save('wardrobe');
    const lines = [{ uuid: shelf, quantity: 1 }, { uuid: wardrobe, quantity: 1 }];
    const plain = await priced({ countryCode: 'de', lineItems: lines });

    const welcome = await priced({ countryCode: 'de', couponCode: ' welcome10 ', lineItems: lines });
    expect(welcome.coupon).toEqual({ code: 'WELCOME10', applied: true });
    expect(welcome.discounts.find((d) => d.type === 'Coupon')?.amount).toBeGreaterThan(0);
    expect(welcome.total).toBeLessThan(plain.total);

    const cases: [string, string, object, RegExp][] = [
      ['de', 'NOPE', { reason: 'not_found' }, /There is no coupon NOPE/],
      ['de', 'SPRING2025', { reason: 'expired', validUntil: '2025-06-30' }, /expired on 2025-06-30/],
      ['de', 'SWISS15', { reason: 'country' }, /not valid in this country's shop/],
      ['de', 'USEDUP', { reason: 'used_up' }, /used up/],
    ];
    for (const [countryCode, couponCode, refusal, reason] of cases) {
      const cart = await priced({ countryCode, couponCode, lineItems: lines });
      expect(cart.coupon?.applied, couponCode).toBe(false);
      expect(cart.coupon?.refusal, couponCode).toEqual(refusal);
      expect(cart.coupon?.message, couponCode).toMatch(reason);
      expect(cart.total, couponCode).toBe(plain.total);
    }
    // Shelves only, from 500 € of shelves: refused for a wardrobe alone, applied to a big shelf.
    const noShelf = await priced({ countryCode: 'de', couponCode: 'SHELF50', lineItems: [{ uuid: wardrobe, quantity: 1 }] });
    expect(noShelf.coupon?.refusal).toEqual({ reason: 'no_match' });
    expect(noShelf.coupon?.message).toMatch(/does not apply to anything in your cart/);
    const bigShelf = await save('shelf', REFERENCE_DESIGNS.shelf.largest);
    const shelf50 = await priced({ countryCode: 'de', couponCode: 'SHELF50', lineItems: [{ uuid: bigShelf, quantity: 1 }, { uuid: wardrobe, quantity: 1 }] });
    expect(shelf50.coupon).toEqual({ code: 'SHELF50', applied: true });
    expect(shelf50.lineItems[0]!.discountItems.find((d) => d.type === 'Coupon')?.amount).toBe(5_000);
    expect(shelf50.lineItems[1]!.discountItems.find((d) => d.type === 'Coupon')).toBeUndefined();
    const swiss = await priced({ countryCode: 'ch', couponCode: 'SWISS15', lineItems: lines });
    expect(swiss.coupon?.applied).toBe(true);
  });

  it('refuses what is not a cart with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ countryCode: 'xx', lineItems: [] }, 'body.countryCode'],
      [{ countryCode: 'de', lineItems: [{ uuid: 'not-a-uuid', quantity: 1 }] }, 'body.lineItems.0.uuid'],
      [{ countryCode: 'de', lineItems: [{ uuid: 'SampleBox', quantity: 100 }] }, 'body.lineItems.0.quantity'],
      [{ countryCode: 'de', lineItems: [{ uuid: 'SampleBox', quantity: 1, addons: [{ sku: '999.999.99' }] }] }, 'body.lineItems.0.addons.0.sku'],
      [{ countryCode: 'de', lineItems: [{ uuid: 'SampleBox', quantity: 1 }, { uuid: 'SampleBox', quantity: 1 }] }, 'body.lineItems'],
    ] as const) {
      const res = await post('/api/checkout/carts', body);
      expect(res.status).toBe(400);
      expect(apiErrorSchema.parse(await res.json()).error.fields?.map((f) => f.path)).toContain(field);
    }
  });

  it('answers the same cart again alike, and prices a changed one anew', async () => {
    const shelf = await save('shelf');
    const cart = { countryCode: 'de', couponCode: 'WELCOME10', lineItems: [{ uuid: shelf, quantity: 1, addons: [{ sku: ASSEMBLY_SERVICE_SKU }] }] };
    const first = await priced(cart);
    // The browser's meta never counts, so it does not make another cart either.
    expect(await priced({ ...cart, lineItems: [{ ...cart.lineItems[0]!, meta: { price: 1 } }] })).toEqual(first);
    const two = await priced({ ...cart, lineItems: [{ ...cart.lineItems[0]!, quantity: 2 }] });
    expect(two.lineItems[0]!.quantity).toBe(2);
    expect(two.total).toBeGreaterThan(first.total);
    const without = await priced({ ...cart, lineItems: [{ uuid: shelf, quantity: 1 }] });
    expect(without.lineItems[0]!.addonItems).toEqual([]);
    const plain = await priced({ ...cart, couponCode: null });
    expect(plain.coupon).toBeNull();
    expect((await priced({ ...cart, countryCode: 'ch' })).currencyCode).toBe('CHF');
  });

  it('keeps the sample box at one piece and an empty cart at zero', async () => {
    const res = await post('/api/checkout/carts', { countryCode: 'de', lineItems: [{ uuid: 'SampleBox', quantity: 2 }] });
    expect(res.status).toBe(400);
    const empty = await priced({ countryCode: 'fr', lineItems: [] });
    expect(empty).toMatchObject({ lineItems: [], total: 0, vat: [], currencyCode: 'EUR' });
  });
});
