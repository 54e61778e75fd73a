import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COLORS,
  FABRIC_FAMILIES,
  LACQUER_TO_LAMINATE,
  LAMINATE_TO_WOOD,
  LEATHER_FAMILIES,
  LEG_MATERIALS,
  PI_DIGITS,
  SHELF_COLOR_FAMILIES,
  colorById,
  colorConvert,
  colorHexOfRal,
  colorIs,
  colorToLaminate,
  colorToWood,
  colorsOfFamily,
  colorsOfKind,
  legMaterialOf,
  shelfColorFamilyOf,
  woodVariation,
} from './colors.ts';

describe('colour catalogue', () => {
  it('has unique snake_case ids and #RRGGBB hex codes', () => {
    const ids = COLORS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of COLORS) {
      expect(c.id).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
      expect(c.hex).toMatch(/^#[0-9A-F]{6}$/);
      expect(c.name.length).toBeGreaterThan(0);
    }
  });

  it('knows the ids the spec names', () => {
    for (const id of ['white_u11209', 'white_9003', 'oak', 'walnut', 'beech', 'velvetex_blue_1007', 'diamante_grey_12108',
      'diamante_anthracite_4045', 'black_u12001', 'chrome', 'metal_stainless', 'matt_gold']) {
      expect(colorIs(id), id).toBe(true);
    }
    expect(colorById('velvetex_blue_1007')?.kind).toBe('fabric');
    expect(colorById('nope')).toBeUndefined();
  });

  it('covers every leather and fabric family and every hard kind', () => {
    for (const f of LEATHER_FAMILIES) expect(colorsOfFamily(f, 'leather').length, f).toBeGreaterThan(0);
    for (const f of FABRIC_FAMILIES) expect(colorsOfFamily(f, 'fabric').length, f).toBeGreaterThan(0);
    for (const k of ['lacquer', 'laminate', 'laminate_wood', 'wood', 'metal', 'glass', 'marble', 'mirror'] as const) {
      expect(colorsOfKind(k).length, k).toBeGreaterThan(0);
    }
  });

  it('has thirteen shelf colour families over known ids, each colour in at most one', () => {
    expect(SHELF_COLOR_FAMILIES).toHaveLength(13);
    const seen = new Set<string>();
    for (const f of SHELF_COLOR_FAMILIES) for (const id of f.colors) {
      expect(colorIs(id), id).toBe(true);
      expect(seen.has(id), id).toBe(false);
      seen.add(id);
    }
    expect(shelfColorFamilyOf('white_9003')).toBe('white');
  });

  it('maps every lacquer to a laminate of the same shelf family, and laminates to oak, walnut or black', () => {
    for (const c of colorsOfKind('lacquer')) {
      const laminate = colorToLaminate(c.id);
      expect(colorById(laminate)?.kind, c.id).toBe('laminate');
      expect(shelfColorFamilyOf(laminate) ?? 'wood').toBe(shelfColorFamilyOf(c.id) ?? 'wood');
    }
    for (const c of [...colorsOfKind('laminate'), ...colorsOfKind('laminate_wood')]) {
      expect(['oak', 'walnut', 'black_u12001']).toContain((LAMINATE_TO_WOOD as Record<string, string>)[c.id]);
    }
    expect(LACQUER_TO_LAMINATE.white_9003).toBe('white_u11209');
    expect(colorToWood('white_9003')).toBe('oak');
    expect(colorToWood('black_9005')).toBe('black_u12001');
  });

  it('converts a colour to what a product offers', () => {
    const laminates = colorsOfKind('laminate').map((c) => c.id);
    expect(colorConvert('white_9003', laminates)).toBe('white_u11209');
    expect(colorConvert('white_9003', ['oak', 'walnut', 'black_u12001'])).toBe('oak');
    expect(colorConvert('oak', ['oak'])).toBe('oak');
    expect(colorConvert('velvetex_blue_1007', laminates)).toBeUndefined();
  });

  it('lists leg materials from known ids', () => {
    for (const ids of Object.values(LEG_MATERIALS)) for (const id of ids) expect(colorIs(id), id).toBe(true);
    expect(legMaterialOf('matt_gold')).toBe('metal');
    expect(legMaterialOf('black_u12001')).toBe('laminate');
  });

  it('maps RAL names to hex', () => {
    expect(colorHexOfRal('RAL 9003')).toBe('#ECECE7');
    expect(colorHexOfRal('9005')).toBe('#0A0A0A');
  });

  it('chooses the wood variation deterministically from pi', () => {
    expect(PI_DIGITS).toHaveLength(1000);
    expect(PI_DIGITS.startsWith('31415926535897932384626433832795')).toBe(true);
    // digit 0 is 3 -> 4, digit 1 is 1 -> 2, digit 4 is 5 -> 1
    expect(woodVariation(0)).toBe(4);
    expect(woodVariation(1)).toBe(2);
    expect(woodVariation(4)).toBe(1);
    fc.assert(fc.property(fc.oneof(fc.integer(), fc.string()), (id) => {
      const v = woodVariation(id);
      return v >= 1 && v <= 5 && v === woodVariation(id);
    }));
  });
});
