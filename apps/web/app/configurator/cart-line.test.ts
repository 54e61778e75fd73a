import { describe, expect, it } from 'vitest';
import { ASSEMBLY_SERVICE_SKU, BASEBOARD_CUT_SKU, baseboardCutAddonOf, cartEmpty, cartSetAssembly, familyOf, mm, type DesignBase } from '@masswerk/domain';
import { cartWithDesign } from './cart-line';

describe('a design into the cart', () => {
  const base = {
    uuid: '5b0f6c9e-0000-4000-8000-000000000001',
    locale: 'fr_FR' as const,
    furnitureType: 'wardrobe' as const,
    dimensions: { length: mm(1600), width: mm(600), height: mm(2360) },
    elements: [{ type: 'door' }, { type: 'door' }, { type: 'solid_drawer' }],
    compressedStructure: 'abc',
  };

  it('adds one line with the product page under the locale prefix, dimensions, specs, type and the chosen addons', () => {
    const shelf = familyOf('shelf');
    const design = { ...shelf.defaults(), baseboardCut: { height: 16, depth: 2 } } as DesignBase;
    const cut = baseboardCutAddonOf(shelf, design, shelf.elements(design), 'Découpe de plinthe');
    const cart = cartWithDesign(cartEmpty(), { ...base, assembly: true, baseboardCut: cut });
    expect(cart.lineItems).toHaveLength(1);
    const line = cart.lineItems[0]!;
    expect(line.quantity).toBe(1);
    expect(line.meta?.productDetailsPageURL).toBe(`/fr-fr/product/${base.uuid}`);
    expect(line.meta).toMatchObject({ type: 'wardrobe', dimensions: { length: 1600, width: 600, height: 2360 }, specs: { doors: 2, drawers: 1, metalBar: 0 } });
    expect(line.addons).toEqual([{ sku: BASEBOARD_CUT_SKU, meta: { depth: 2, height: 16, title: 'Découpe de plinthe' } }, { sku: ASSEMBLY_SERVICE_SKU }]);
  });

  it('takes the assembly off when the visitor adds the design again without it', () => {
    const first = cartSetAssembly(cartWithDesign(cartEmpty(), { ...base, assembly: true, baseboardCut: null }), base.uuid, true);
    const again = cartWithDesign(first, { ...base, assembly: false, baseboardCut: null });
    expect(again.lineItems[0]).toMatchObject({ quantity: 2, addons: [] });
  });

  it('attaches the cut the design carries, and none when it carries none (one control: the design’s cut option)', () => {
    const wardrobe = familyOf('wardrobe');
    const addonOf = (design: DesignBase) => baseboardCutAddonOf(wardrobe, design, wardrobe.elements(design), 'Cut');
    expect(addonOf(wardrobe.defaults())).toBeNull();
    const withCut = { ...wardrobe.defaults(), baseboardCut: { height: 16, depth: 2 } } as DesignBase;
    const cart = cartWithDesign(cartEmpty(), { ...base, assembly: false, baseboardCut: addonOf(withCut) });
    expect(cart.lineItems[0]!.addons).toEqual([{ sku: BASEBOARD_CUT_SKU, meta: { depth: 2, height: 16, title: 'Cut' } }]);
    const without = cartWithDesign(cart, { ...base, assembly: false, baseboardCut: addonOf(wardrobe.defaults()) });
    expect(without.lineItems[0]!.addons).toEqual([]);
  });
});
