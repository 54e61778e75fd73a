import { describe, expect, it } from 'vitest';
import { BASEBOARD_CUT_SKU } from '../catalogue/parts.ts';
import { deriveDesign } from '../design/derive.ts';
import { FURNITURE_TYPES } from '../design/furniture-type.ts';
import type { DesignBase, Family } from '../families/family.ts';
import { FAMILIES, REFERENCE_DESIGNS } from '../families/registry.ts';
import { baseboardCutAddonOf } from './cart.ts';

// Issue 16: "Choosing a baseboard cut is priced and goes to the cart as the BaseboardCut add-on; there is one
// control for it." The design's cut option is that control: the addon follows the design and its parts.
const addonOf = (family: Family, design: DesignBase) => baseboardCutAddonOf(family, design, family.elements(design), 'Baseboard cut service');
/** The price the configurator shows: the design's parts with the cut they carry. */
const shown = (family: Family, design: DesignBase) => deriveDesign(family, design, { countries: ['de'], baseboardCut: family.baseboardCutFeatureId !== null }).price.de!;
/** The price the server charges for a line with or without the addon. */
const charged = (family: Family, design: DesignBase, addon: boolean) => deriveDesign(family, design, { countries: ['de'], baseboardCut: addon }).price.de!;

describe('the BaseboardCut addon follows the design’s own cut', () => {
  it('is null for a design without a cut, and for a family that offers none', () => {
    for (const type of FURNITURE_TYPES) {
      const family = FAMILIES[type];
      expect(addonOf(family, family.defaults()), type).toBeNull();
      if (family.baseboardCutFeatureId === null) expect(addonOf(family, { ...family.defaults(), baseboardCut: { height: 10, depth: 2 } } as DesignBase), type).toBeNull();
    }
  });

  it('carries the cut’s depth and height in cm when parts reach into it, for the shelf and the wardrobe', () => {
    for (const type of ['shelf', 'wardrobe'] as const) {
      const family = FAMILIES[type];
      const design = { ...family.defaults(), baseboardCut: { height: 16, depth: 4.5 } };
      expect(family.validate(design).errors, type).toEqual([]);
      expect(addonOf(family, design), type).toEqual({ depth: 4.5, height: 16, title: 'Baseboard cut service' });
    }
  });

  it('is null for a shelf whose legs lift it clear of the cut: nothing is cut, nothing is charged', () => {
    const shelf = FAMILIES.shelf;
    const low = { ...shelf.defaults(), baseboardCut: { height: 10, depth: 2 } };
    expect(shelf.validate(low).errors).toEqual([]);
    expect(addonOf(shelf, low)).toBeNull();
    expect(shown(shelf, low).totalPriceInclTaxes).toBe(charged(shelf, shelf.defaults(), false).totalPriceInclTaxes);
  });

  it('prices the cut exactly when the addon goes to the cart, so the price shown is the price charged', () => {
    let withCut = 0;
    for (const type of FURNITURE_TYPES) {
      const family = FAMILIES[type];
      const designs = [...Object.entries(REFERENCE_DESIGNS[type])];
      if (family.baseboardCutFeatureId !== null) {
        for (const height of [6, 10, 16]) designs.push([`defaults with a ${height} cm cut`, { ...family.defaults(), baseboardCut: { height, depth: 2 } } as DesignBase]);
      }
      for (const [name, design] of designs) {
        const addon = addonOf(family, design);
        expect(shown(family, design).totalPriceInclTaxes, `${type} ${name}`).toBe(charged(family, design, addon !== null).totalPriceInclTaxes);
        const cutLines = shown(family, design).explanation.filter((row) => row.sku === BASEBOARD_CUT_SKU);
        expect(cutLines.length, `${type} ${name}`).toBe(addon === null ? 0 : 1);
        if (addon !== null) {
          withCut += 1;
          expect(shown(family, design).totalPriceInclTaxes).toBeGreaterThan(charged(family, design, false).totalPriceInclTaxes);
        }
      }
    }
    expect(withCut).toBeGreaterThan(3);
  });
});
