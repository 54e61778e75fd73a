import { describe, expect, it } from 'vitest';
import { BASEBOARD_CUT_SKU } from '../catalogue/parts.ts';
import { deriveDesign } from '../design/derive.ts';
import { FURNITURE_TYPES } from '../design/furniture-type.ts';
import { FAMILIES, REFERENCE_DESIGNS } from '../families/registry.ts';
import { baseboardCutAddonOf } from './cart.ts';

// Issue 16: "Choosing a baseboard cut is priced and goes to the cart as the BaseboardCut add-on; there is one
// control for it." The design's cut option is that control: the addon follows the design.
describe('the BaseboardCut addon follows the design’s own cut', () => {
  it('is null for a design without a cut, and for a family that offers none', () => {
    for (const type of FURNITURE_TYPES) {
      const family = FAMILIES[type];
      expect(baseboardCutAddonOf(family, family.defaults(), 'Cut'), type).toBeNull();
      if (family.baseboardCutFeatureId === null) {
        expect(baseboardCutAddonOf(family, { ...family.defaults(), baseboardCut: { height: 10, depth: 2 } } as never, 'Cut'), type).toBeNull();
      }
    }
  });

  it('carries the cut’s depth and height in cm for the shelf and the wardrobe', () => {
    for (const type of ['shelf', 'wardrobe'] as const) {
      const family = FAMILIES[type];
      const design = { ...family.defaults(), baseboardCut: { height: 8.5, depth: 4.5 } };
      expect(family.validate(design).errors, type).toEqual([]);
      expect(baseboardCutAddonOf(family, design, 'Baseboard cut service'), type).toEqual({ depth: 4.5, height: 8.5, title: 'Baseboard cut service' });
    }
  });

  it('prices the cut exactly when the addon goes to the cart, so the price shown is the price charged', () => {
    let withCut = 0;
    for (const type of ['shelf', 'wardrobe'] as const) {
      const family = FAMILIES[type];
      for (const [name, design] of Object.entries(REFERENCE_DESIGNS[type])) {
        const addon = baseboardCutAddonOf(family, design, 'Cut');
        const priced = (baseboardCut: boolean) => deriveDesign(family, design, { countries: ['de'], baseboardCut }).price.de!;
        const cutLines = priced(true).explanation.filter((row) => row.sku === BASEBOARD_CUT_SKU);
        // The configurator shows priced(addon !== null); the server charges priced(addon in the line).
        if (addon === null) {
          expect(cutLines, `${type} ${name}`).toEqual([]);
          expect(priced(true).totalPriceInclTaxes).toBe(priced(false).totalPriceInclTaxes);
        } else {
          withCut += 1;
          expect(cutLines.length, `${type} ${name}`).toBe(1);
          expect(priced(true).totalPriceInclTaxes).toBeGreaterThan(priced(false).totalPriceInclTaxes);
        }
      }
    }
    expect(withCut).toBeGreaterThan(1);
  });
});
