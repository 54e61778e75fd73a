import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testElement as el } from '../design/test-elements.ts';
import type { DesignElement } from '../design/element.ts';
import { COUNTRIES } from '../market/countries.ts';
import { mm } from '../units/index.ts';
import { ASSEMBLY_MINIMUM, BASEBOARD_CUT_PRICE, partAreaSquareMetres, price } from './price.ts';
import { ASSEMBLY_SERVICE_SKU, BASEBOARD_CUT_SKU, SkuLookupError, parts, partsSummary } from './parts.ts';
import { testEntry } from './test-catalogue.ts';

const entries = [
  testEntry({ sku: '100.001.01', length: [0, 500] }),
  testEntry({ sku: '100.001.02', length: [501, 1000] }),
  testEntry({ sku: '100.002.01', type: 'wall', label: 'Wall', priceGroup: 'walls', areaOf: 'width_height' }),
];

describe('parts', () => {
  it('looks up SKUs by type and inclusive ranges', () => {
    const list = parts([el({ length: mm(500) }), el({ length: mm(501) }), el({ type: 'wall', invisible: true })], entries);
    expect(list.map((p) => p.sku)).toEqual(['100.001.01', '100.001.02', '100.002.01']);
    expect(list[0]?.partName).toBe('Shelf board');
    expect(list[2]?.invisible).toBe(true);
    expect(partsSummary([...list, ...list])).toEqual([
      { sku: '100.001.01', partName: 'Shelf board', priceGroup: 'boards', quantity: 2 },
      { sku: '100.001.02', partName: 'Shelf board', priceGroup: 'boards', quantity: 2 },
      { sku: '100.002.01', partName: 'Wall', priceGroup: 'walls', quantity: 2 },
    ]);
  });

  it('skips decorations and throws with the element on a missing or ambiguous SKU', () => {
    const decoration = { shape: 'plant' } as unknown as DesignElement;
    expect(parts([decoration, el()], entries)).toHaveLength(1);
    try {
      parts([el({ length: mm(2000), shape: 'box', rotation_y: 90 })], entries);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(SkuLookupError);
      const err = e as SkuLookupError;
      expect(err.message).toMatch(/^invalid sku: /);
      expect(err.failure).toBe('missing');
      expect(err.partialElement).toEqual({ furniture_type: 'shelf', section: 'c0', type: 'board', length: 2000, width: 342, height: 19, color: 'white_u11209' });
      expect(err.shapeProperties).toMatchObject({ shape: 'box', rotation_y: 90 });
      expect(err.properties).toMatchObject({ length: 2000, shape: 'box' });
    }
    const ambiguous = [...entries, testEntry({ sku: '100.001.99', length: [400, 600] })];
    expect(() => parts([el({ length: mm(500) })], ambiguous)).toThrow(/invalid sku: 2 catalogue entries \(100.001.01, 100.001.99\)/);
    expect(() => parts([{ ...el(), color: '' }], entries)).toThrow(SkuLookupError);
  });
});

describe('price', () => {
  const list = parts([el({ length: mm(726), width: mm(342) }), el({ type: 'wall', width: mm(342), height: mm(384) })], entries);

  it('prices parts per country with VAT per line', () => {
    // board: 1000 + 5000 * 0.726 * 0.342 = 1000 + 1241.46 -> 2241; wall: 1000 + 5000 * 0.342 * 0.384 = 1656.64 -> 1657
    const de = price(list, entries, { country: 'de' });
    expect(de.lines.map((l) => l.net)).toEqual([2241, 1657]);
    expect(de.lines.map((l) => l.vat)).toEqual([426, 315]); // 425.79, 314.83
    expect(de.net).toBe(3898);
    expect(de.vat).toBe(741);
    expect(de.totalPriceInclTaxes).toBe(4639);
    expect(de.currencyCode).toBe('EUR');
    expect(de.shippingDuration).toBe(21);
    expect(de.explanation.map((x) => [x.group, x.cents])).toEqual([['boards', 2667], ['walls', 1972]]);
    expect(price(list, entries, { country: 'uk' })).toMatchObject({ currencyCode: 'GBP', vat: 0 });
    expect(price(list, entries, { country: 'ch' }).currencyCode).toBe('CHF');
    expect(price(list, entries, { country: 'at', vatDeducted: true }).vat).toBe(0);
    expect(partAreaSquareMetres({ length: mm(1000), width: mm(500), height: mm(200) }, 'width_height')).toBeCloseTo(0.1);
  });

  it('adds assembly (with its minimum and 14 days) and baseboard cuts as service lines', () => {
    const withCut = parts([el({ services: [{ type: 'baseboard_cut', height: 6, depth: 2 }] }), el()], entries);
    const p = price(withCut, entries, { country: 'de', assembly: true, baseboardCut: true, shippingDays: 10 });
    expect(p.lines.map((l) => l.sku)).toEqual(['100.001.02', '100.001.02', BASEBOARD_CUT_SKU, ASSEMBLY_SERVICE_SKU]);
    expect(p.lines[2]?.net).toBe(BASEBOARD_CUT_PRICE.EUR);
    expect(p.lines[3]?.net).toBe(ASSEMBLY_MINIMUM.EUR);
    expect(p.shippingDuration).toBe(24);
    expect(p.explanation.at(-1)?.group).toBe('services');
    expect(price(withCut, entries, { country: 'de' }).lines).toHaveLength(2);
  });

  it('keeps totals consistent for any quantity and country', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.constantFrom(...COUNTRIES.map((c) => c.code)), fc.boolean(), (quantity, country, assembly) => {
        const one = price(list, entries, { country, assembly });
        const many = price(list, entries, { country, assembly, quantity });
        expect(many.totalPriceInclTaxes).toBe(one.totalPriceInclTaxes * quantity);
        expect(many.totalPriceInclTaxes).toBe(many.net + many.vat);
        expect(many.explanation.reduce((s, x) => s + x.cents, 0)).toBe(many.totalPriceInclTaxes);
      }),
    );
    expect(() => price(list, entries, { country: 'de', quantity: 100 })).toThrow(RangeError);
  });
});
