import { describe, expect, it } from 'vitest';
import type { DesignElement } from '../../design/element.ts';
import { layoutValidity } from '../../design/layout.ts';
import { cm } from '../../units/index.ts';
import { wardrobeCatalogue } from './catalogue.ts';
import { DOOR_COUNT, MODULE_WIDTHS } from './constants.ts';
import { wardrobeDefaults } from './design.ts';
import { wardrobeDimensions, wardrobeElements, wardrobeLabelPrefix, wardrobeSections } from './elements.ts';
import { labels } from '../../design/labels.ts';
import { wardrobeReferenceDesigns } from './reference-designs.ts';
import { moduleOf, wardrobeOf } from './test-helpers.ts';

const matches = (el: DesignElement) =>
  wardrobeCatalogue.filter(
    (c) =>
      c.furniture_type === el.furniture_type &&
      c.type === el.type &&
      el.length >= c.length[0] && el.length <= c.length[1] &&
      el.width >= c.width[0] && el.width <= c.width[1] &&
      el.height >= c.height[0] && el.height <= c.height[1],
  );

const count = (els: DesignElement[], type: string): number => els.filter((e) => e.type === type).length;

describe('wardrobeElements', () => {
  it.each(MODULE_WIDTHS)('builds a %i mm module with its door count', (width) => {
    const els = wardrobeElements(wardrobeOf([width]));
    const doors = count(els, 'door') + count(els, 'sliding_door');
    expect(doors).toBe(DOOR_COUNT[width]);
    expect(count(els, 'handle_nyche')).toBe(doors);
    expect(count(els, 'rail_top')).toBe(width >= 1600 ? 1 : 0);
    const compartments = width >= 1600 ? doors : 1;
    expect(count(els, 'inner_wall')).toBe(2 * compartments);
    expect(count(els, 'back')).toBe(compartments);
    expect(count(els, 'outer_wall')).toBe(2);
  });

  it('keeps every part inside the outer dimensions (handles may stand proud of the front)', () => {
    for (const d of Object.values(wardrobeReferenceDesigns)) {
      const dim = wardrobeDimensions(d);
      for (const el of wardrobeElements(d)) {
        expect(el.margin_x).toBeGreaterThanOrEqual(0);
        expect(el.margin_y).toBeGreaterThanOrEqual(0);
        expect(el.margin_z).toBeGreaterThanOrEqual(0);
        expect(el.margin_x + el.length).toBeLessThanOrEqual(dim.length);
        expect(el.margin_y + el.height).toBeLessThanOrEqual(dim.height);
        if (!el.type.startsWith('handle_')) expect(el.margin_z + el.width).toBeLessThanOrEqual(dim.width);
        else expect(el.margin_z + el.width).toBeLessThanOrEqual(dim.width + 30);
      }
    }
  });

  it('matches every element of every reference design to exactly one catalogue entry', () => {
    for (const d of [wardrobeDefaults(), ...Object.values(wardrobeReferenceDesigns)]) {
      for (const el of wardrobeElements(d)) {
        expect(matches(el).map((c) => c.sku), `${el.type} ${el.length}x${el.width}x${el.height}`).toHaveLength(1);
      }
    }
  });

  it('sizes drawer fronts 386, 686 and 886 mm for 500, 800 and 1000 mm compartments', () => {
    const d = wardrobeOf([]);
    d.modules = [500, 800, 1000].map((w) => moduleOf(w, [{ type: 'solid_drawer', position: 0 }, { type: 'small_drawer', position: 6 }]));
    const fronts = wardrobeElements(d).filter((e) => e.type === 'drawer_front');
    expect(fronts.map((e) => [e.length, e.height])).toEqual([
      [386, 186],
      [386, 90],
      [686, 186],
      [686, 90],
      [886, 186],
      [886, 90],
    ]);
    const boxes = wardrobeElements(d).filter((e) => e.type.endsWith('_drawer'));
    expect(new Set(boxes.map((e) => e.height))).toEqual(new Set([146, 50]));
  });

  it('places interiors on the drilling grid: 46 mm above the floor board, 32 mm apart', () => {
    const d = wardrobeOf([]);
    d.modules = [moduleOf(800, [{ type: 'board', position: 0 }, { type: 'board', position: 6 }])];
    const boards = wardrobeElements(d).filter((e) => e.type === 'board');
    const floor = wardrobeElements(d).find((e) => e.type === 'bottom');
    expect(floor).toBeDefined();
    expect(boards.map((b) => b.margin_y - (floor!.margin_y + floor!.height))).toEqual([46, 46 + 6 * 32]);
  });

  it('puts the baseboard cut service on the parts standing in the cut', () => {
    const low = wardrobeElements({ ...wardrobeOf([800]), baseboardCut: { height: cm(6), depth: cm(2) } });
    expect(low.filter((e) => e.services !== undefined).map((e) => e.type).sort()).toEqual(['inner_wall', 'inner_wall', 'outer_wall', 'outer_wall']);
    // A 16 cm skirting reaches above the 11 cm plinth: bottom board and back are cut too.
    const high = wardrobeElements({ ...wardrobeOf([800]), baseboardCut: { height: cm(16), depth: cm(2) } });
    expect(high.filter((e) => e.services !== undefined).map((e) => e.type).sort()).toEqual(['back', 'bottom', 'inner_wall', 'inner_wall', 'outer_wall', 'outer_wall']);
    expect(high.find((e) => e.type === 'back')?.services).toEqual([{ type: 'baseboard_cut', height: 16, depth: 2 }]);
    for (const el of high.filter((e) => e.services !== undefined)) {
      expect(matches(el)[0]?.serviceSkus).toEqual(['701.102.00']);
    }
  });

  it('gives wood colours a pi variation that stays put when a module is added', () => {
    const d = { ...wardrobeOf([800]), wallLeft: { color: 'oak' }, wallRight: { color: 'oak' } };
    d.modules[0]!.doors.colors.body = 'oak_h3303';
    const els = wardrobeElements(d);
    const doors = els.filter((e) => e.type === 'door');
    expect(doors.every((e) => e.variation !== undefined && e.variation >= 1 && e.variation <= 5)).toBe(true);
    expect(els.filter((e) => e.type === 'inner_wall').every((e) => e.variation === undefined)).toBe(true);
    const more = wardrobeElements({ ...d, modules: [...d.modules, moduleOf(500)] });
    expect(more.filter((e) => e.section === 'm0' && e.type === 'door').map((e) => e.variation)).toEqual(doors.map((e) => e.variation));
  });

  it('is a valid layout', () => {
    expect(layoutValidity(wardrobeElements(wardrobeDefaults()))).toMatchObject({ valid: true });
  });
});

describe('wardrobeDimensions and sections', () => {
  it('measures modules plus outer walls, the derived depth and the height', () => {
    expect(wardrobeDimensions(wardrobeReferenceDesigns.largest)).toEqual({ length: 5040, width: 617, height: 2800 });
    expect(wardrobeDimensions(wardrobeReferenceDesigns.mixed)).toEqual({ length: 2540, width: 647, height: 2224 });
  });
  it('names one section per module', () => {
    expect(wardrobeSections(wardrobeReferenceDesigns.mixed)).toEqual([
      { id: 'm0', label: 'Module 1: 500 mm, turning doors' },
      { id: 'm1', label: 'Module 2: 2000 mm, sliding doors' },
    ]);
  });
});

describe('wardrobe labels', () => {
  it('labels walls, boards, backs, fronts, doors, plinths, bottoms and tops', () => {
    const labelled = labels(wardrobeElements(wardrobeReferenceDesigns.compact), wardrobeLabelPrefix);
    const prefixes = new Set(labelled.flatMap((e) => (e.label === undefined ? [] : [e.label.replace(/\d+$/, '')])));
    expect([...prefixes].sort()).toEqual(['b', 'd', 'f', 'l', 'p', 's', 't', 'w']);
    expect(labelled.filter((e) => e.type.startsWith('handle_')).every((e) => e.label === undefined)).toBe(true);
  });
});
