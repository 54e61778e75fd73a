import { describe, expect, it } from 'vitest';
import type { DesignElement } from '../../design/element.ts';
import { shelfCatalogue } from './catalogue.ts';
import { BACKWALL_HEIGHTS, DOOR_HEIGHTS, DRAWER_HEIGHTS, LEG_TYPE_LIMITS, STYLE_IDS, STYLES } from './constants.ts';
import { shelfColumn, shelfDefaults } from './design.ts';
import { shelfElements } from './elements.ts';
import { shelfFamily } from './index.ts';
import { shelfReferenceDesigns } from './reference-designs.ts';
import { columns, shelfWith, withColumn } from './test-helpers.ts';

const ofType = (els: DesignElement[], type: string): DesignElement[] => els.filter((e) => e.type === type);
const matches = (e: DesignElement) =>
  shelfCatalogue.filter(
    (c) => c.furniture_type === e.furniture_type && c.type === e.type && e.length >= c.length[0] && e.length <= c.length[1] && e.width >= c.width[0] && e.width <= c.width[1] && e.height >= c.height[0] && e.height <= c.height[1],
  );

describe('shelf elements', () => {
  it.each(Object.entries(shelfReferenceDesigns))('%s: every element matches exactly one catalogue entry', (_n, design) => {
    for (const e of shelfElements(design)) expect(matches(e).map((m) => m.sku), `${e.type} ${e.length}x${e.width}x${e.height}`).toHaveLength(1);
  });

  it('gives every style a leg entry and every element a shape and colour', () => {
    for (const style of STYLE_IDS) {
      const type = STYLES[style];
      const d = shelfWith(columns(2, 564, 2), style);
      for (const e of shelfElements(d)) {
        expect(matches(e), `${style} ${e.type}`).toHaveLength(1);
        expect(e.shape).toBeTruthy();
        expect(e.color).toBeTruthy();
      }
      expect(shelfElements(d).some((e) => e.margin_y === 0), type).toBe(true);
    }
  });

  it('stays inside the model dimensions', () => {
    for (const design of Object.values(shelfReferenceDesigns)) {
      const dims = shelfFamily.dimensions(design);
      for (const e of shelfElements(design).filter((x) => !x.type.startsWith('handle_'))) {
        expect(e.margin_x).toBeGreaterThanOrEqual(0);
        expect(e.margin_y).toBeGreaterThanOrEqual(0);
        expect(e.margin_z).toBeGreaterThanOrEqual(0);
        expect(e.margin_x + (e.size_x ?? 0)).toBeLessThanOrEqual(dims.length);
        expect(e.margin_y + (e.size_y ?? 0)).toBeLessThanOrEqual(dims.height);
        expect(e.margin_z + (e.size_z ?? 0)).toBeLessThanOrEqual(dims.width);
      }
    }
  });

  it('builds walls, bottom, top and intermediate boards from the design', () => {
    const els = shelfElements(shelfDefaults());
    expect(ofType(els, 'wall')).toHaveLength(4);
    expect(ofType(els, 'bottom_board')).toHaveLength(3);
    expect(ofType(els, 'top_board')).toHaveLength(3);
    expect(ofType(els, 'board')).toHaveLength(6);
    const wall = ofType(els, 'wall')[1];
    // 6 sections: 6 x 192 + 19; the body starts on 120 mm legs; the wall sits after column 0.
    expect(wall).toMatchObject({ length: 342, width: 19, height: 1171, margin_x: 745, margin_y: 120, margin_z: 0, section: 'c1' });
    expect(ofType(els, 'top_board')[0]).toMatchObject({ length: 726, width: 342, height: 19, margin_x: 19, margin_y: 120 + 1152 });
    expect(shelfFamily.dimensions(shelfDefaults())).toEqual({ length: 2254, width: 342, height: 1291 });
  });

  it('adds 7 mm to a hanging shelf and draws its rails', () => {
    const d = shelfWith(columns(2, 564, 4), 'AYR');
    expect(shelfFamily.dimensions(d).height).toBe(4 * 192 + 19 + 7);
    expect(ofType(shelfElements(d), 'hanging_rail')).toHaveLength(2);
  });

  it.each([
    ['LYFT', 20, 6],
    ['CLASSYC', 120, 6],
    ['CYRCLE', 80, 6],
    ['LYNK', 120, 3],
  ] as const)('%s legs: %i mm high, %i legs under 2 columns', (style, height, count) => {
    const d = shelfWith(columns(2, 564, 2), style);
    const legs = ofType(shelfElements(d), `leg_${style.toLowerCase()}`);
    expect(legs).toHaveLength(count);
    expect(legs.every((l) => l.height === height && l.height === LEG_TYPE_LIMITS[STYLES[style]].legHeight)).toBe(true);
  });

  it('builds a socle per column with independent colours, or one platform', () => {
    const d = withColumn(shelfWith(columns(3, 564, 2), 'SOCLE'), 1, (c) => ({ ...c, socleColor: 'oak' }));
    const socles = ofType(shelfElements(d), 'socle');
    expect(socles.map((s) => [s.length, s.color])).toEqual([[583, 'white_u11209'], [583, 'oak'], [602, 'white_u11209']]);
    expect(socles.reduce((sum, s) => sum + s.length, 0)).toBe(shelfFamily.dimensions(d).length);
    const platform = { ...d, feet: { ...d.feet, platform: true }, columns: d.columns.map(({ socleColor: _, ...c }) => c) };
    expect(ofType(shelfElements(platform), 'socle')).toMatchObject([{ length: 1768, width: 342, height: 60 }]);
  });

  it('sizes doors, drawers and backwalls from the spec tables, with hinges and drawer boxes', () => {
    const c = shelfColumn(564, 18, { boardEvery: 18 });
    const doors = [2, 3, 4, 6].reduce<{ s: number; list: typeof c.fronts }>((acc, h) => ({ s: acc.s + h, list: [...acc.list, { type: 'door', sectionIndex: acc.s, heightInSections: h, color: 'oak', handle: { type: 'bar', color: 'aluminium' }, hinge: 'left' }] }), { s: 0, list: [] });
    const d = withColumn(shelfWith([c]), 0, (col) => ({
      ...col,
      fronts: [...doors.list, { type: 'drawer', sectionIndex: 15, heightInSections: 1, color: 'oak', handle: { type: 'knob', color: 'oak' }, hinge: 'left' }, { type: 'drawer', sectionIndex: 16, heightInSections: 2, color: 'oak', handle: { type: 'none' }, hinge: 'left' }],
      backwalls: [{ sectionIndex: 0, heightInSections: 4, color: 'oak' }, { sectionIndex: 4, heightInSections: 2, color: 'oak' }, { sectionIndex: 6, heightInSections: 1, color: 'oak' }],
    }));
    const els = shelfElements(d);
    expect(ofType(els, 'door').map((e) => e.height)).toEqual([DOOR_HEIGHTS[2], DOOR_HEIGHTS[3], DOOR_HEIGHTS[4], DOOR_HEIGHTS[6]]);
    expect(ofType(els, 'door').map((e) => e.height)).toEqual([359, 551, 743, 1127]);
    expect(ofType(els, 'drawer_front').map((e) => e.height)).toEqual([DRAWER_HEIGHTS[1], DRAWER_HEIGHTS[2]]);
    expect(ofType(els, 'drawer').map((e) => e.height)).toEqual([110, 220]);
    expect(ofType(els, 'drawer').every((e) => e.invisible === true)).toBe(true);
    expect(ofType(els, 'backwall').map((e) => e.height)).toEqual([BACKWALL_HEIGHTS[4], BACKWALL_HEIGHTS[2], BACKWALL_HEIGHTS[1]]);
    // Two hinges on doors up to 743 mm, three on the 1127 mm door; all 50 mm.
    const hinges = ofType(els, 'hinge');
    expect(hinges).toHaveLength(2 + 2 + 2 + 3);
    expect(hinges.every((h) => h.height === 50 && h.invisible === true)).toBe(true);
    // The push-to-open drawer has no handle.
    expect(els.filter((e) => e.type.startsWith('handle_'))).toHaveLength(5);
  });

  it('draws aluminium handles in stainless steel', () => {
    const d = shelfReferenceDesigns['two-columns-socle-drawers'];
    if (d === undefined) throw new Error('missing');
    const grips = ofType(shelfElements(d), 'handle_grip');
    expect(grips.length).toBeGreaterThan(0);
    expect(grips.every((g) => g.color === 'aluminium' && g.material === 'metal_stainless')).toBe(true);
  });

  it('falls back to oak for a part without colour', () => {
    const d = withColumn(shelfDefaults(), 0, (c) => ({ ...c, boards: c.boards.map((b, k) => (k === 0 ? { sectionIndex: b.sectionIndex } : b)) }));
    const bottom = ofType(shelfElements(d), 'bottom_board')[0];
    expect(bottom?.color).toBe('oak');
    expect(bottom?.variation).toBeGreaterThanOrEqual(1);
    expect(ofType(shelfElements(d), 'bottom_board')[1]?.variation).toBeUndefined();
  });

  it('marks walls drilled where they rise above the lower neighbouring top board', () => {
    const d = shelfWith([shelfColumn(564, 4), shelfColumn(564, 6), shelfColumn(564, 6)]);
    expect(ofType(shelfElements(d), 'wall').map((w) => [w.height, w.material ?? null])).toEqual([
      [787, null],
      [1171, 'drilled'],
      [1171, null],
      [1171, null],
    ]);
  });

  it('replaces intermediate boards by pairs of metal bars of the module length', () => {
    const d = shelfWith([shelfColumn(726, 4, { boardEvery: 1 }), shelfColumn(250, 4, { boardEvery: 1 })], 'AYR', { boardType: 'metalBar' });
    const bars = ofType(shelfElements(d), 'metal_bar');
    expect(bars.map((b) => b.length)).toEqual([724, 724, 724, 724, 724, 724, 245, 245, 245, 245, 245, 245]);
    expect(ofType(shelfElements(d), 'board')).toHaveLength(0);
  });

  it('attaches the baseboard cut to the low back parts only', () => {
    const d = shelfWith(columns(2, 564, 4), 'SOCLE', { baseboardCut: { height: 10, depth: 2 } });
    const cut = shelfElements(d).filter((e) => e.services !== undefined);
    expect(new Set(cut.map((e) => e.type))).toEqual(new Set(['wall', 'bottom_board', 'socle']));
    expect(cut[0]?.services).toEqual([{ type: 'baseboard_cut', height: 10, depth: 2 }]);
    const entry = shelfCatalogue.find((c) => c.type === 'wall');
    expect(entry?.services).toEqual([{ type: 'baseboard_cut', sku: '701.102.00' }]);
  });

  it('is deterministic', () => {
    for (const design of Object.values(shelfReferenceDesigns)) expect(shelfElements(design)).toEqual(shelfElements(JSON.parse(JSON.stringify(design)) as typeof design));
  });
});
