import { describe, expect, it } from 'vitest';
import { decodeDesign } from './encoding.ts';
import { deriveDesign } from './derive.ts';
import { boxFamily } from './test-family.ts';

describe('deriveDesign', () => {
  const family = boxFamily();
  const design = { ...family.defaults(), boxes: [{ length: 400, color: 'oak' }, { length: 600, color: 'oak' }, { length: 300, color: 'oak' }] };

  it('derives everything from the design', () => {
    const d = deriveDesign(family, design, { assembly: true });
    expect(d.validation.errors).toEqual([]);
    expect(d.layout).toEqual({ valid: true });
    expect(d.elements).toHaveLength(6); // 3 boxes, 2 connectors, 1 decoration
    expect(d.parts?.map((p) => p.sku)).toEqual(['900.001.01', '900.001.01', '900.002.01', '900.001.01', '900.002.01']);
    expect(d.scene.map((o) => o.name)[0]).toBe('sofa_accessory_m0_box_40x40x20_obj');
    expect(Object.keys(d.price).sort()).toEqual(['at', 'ch', 'de', 'fr', 'nl', 'uk']);
    expect(d.price.de?.shippingDuration).toBe(24);
    expect(d.price.uk?.currencyCode).toBe('GBP');
    expect(d.dimensions.length).toBe(1300);
    expect(d.assemblyRecommendation).toBe('recommended');
    expect(decodeDesign(d.compressedStructure)).toEqual(design);
    expect(deriveDesign(family, design, { assembly: true })).toEqual(d);
  });

  it('reports a missing SKU instead of throwing', () => {
    const broken = boxFamily({ missingPart: true });
    const d = deriveDesign(broken, design, { countries: ['de'] });
    expect(d.parts).toBeNull();
    expect(d.partsError?.message).toMatch(/^invalid sku: /);
    expect(d.price).toEqual({});
    expect(d.scene).toHaveLength(6);
  });
});
