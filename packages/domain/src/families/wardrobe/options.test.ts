import { describe, expect, it } from 'vitest';
import { DesignRuleError } from '../family.ts';
import type { ConfigurationOption } from '../family.ts';
import { wardrobeDefaults } from './design.ts';
import type { WardrobeDesign, WardrobeModule } from './design.ts';
import { wardrobeApply, wardrobeOptions } from './options.ts';
import { wardrobeValidate } from './rules.ts';
import { moduleOf, wardrobeOf } from './test-helpers.ts';

const op = (group: string, type: string, value: string | number, action: ConfigurationOption['action'] = 'update'): ConfigurationOption => ({
  action,
  group,
  type,
  value,
  text: '',
  isDisabled: false,
  isSelected: false,
});

/** A wardrobe of one module. */
const wardrobeWith = (module: WardrobeModule): WardrobeDesign => ({ ...wardrobeOf([]), modules: [module] });

function refusal(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof DesignRuleError) return { code: error.issue.code, message: error.message };
    throw error;
  }
  throw new Error('expected a DesignRuleError');
}

describe('modules', () => {
  it('adds a module of a width with the matching door type, continuing the look of the last one', () => {
    const d = wardrobeApply(wardrobeDefaults(), op('modules', 'add', 1600), []);
    expect(d.modules).toHaveLength(3);
    expect(d.modules[2]?.doors).toEqual({ type: 'sliding', handle: 'nyche', colors: { body: 'white_u11209', handles: 'aluminium' } });
  });
  it('refuses to grow past 5040 mm, and says so in the option', () => {
    const d = wardrobeOf([1000, 1000, 1000, 1000]);
    expect(wardrobeApply(d, op('modules', 'add', 1000), []).modules).toHaveLength(5);
    expect(refusal(() => wardrobeApply(d, op('modules', 'add', 1600), []))).toMatchObject({ code: 'wardrobe.length.max' });
    const add = wardrobeOptions(d, 'elements', []).filter((o) => o.type === 'add');
    expect(add.filter((o) => !o.isDisabled).map((o) => o.value)).toEqual([500, 800, 1000]);
    expect(add.find((o) => o.value === 1600)?.message).toContain('longest we build is 504 cm');
  });
  it('removes and duplicates the selected modules, never the last one', () => {
    const d = wardrobeOf([500, 800, 1000]);
    expect(wardrobeApply(d, op('modules', 'module', 'selected', 'remove'), ['m1']).modules.map((m) => m.length)).toEqual([500, 1000]);
    expect(wardrobeApply(d, op('modules', 'module', 'selected', 'duplicate'), ['m0']).modules.map((m) => m.length)).toEqual([500, 500, 800, 1000]);
    expect(refusal(() => wardrobeApply(wardrobeOf([800]), op('modules', 'module', 'selected', 'remove'), ['m0'])).code).toBe('wardrobe.modules.last');
    expect(refusal(() => wardrobeApply(d, op('modules', 'module', 'selected', 'remove'), [])).message).toBe('Select a module to remove.');
  });
  it('changes a width, keeping the interiors when they still fit', () => {
    const d = wardrobeWith(moduleOf(1000, [{ type: 'garment_lift', position: 36, color: null }]));
    expect(wardrobeApply(d, op('modules', 'length', 800), ['m0']).modules[0]?.corpus.interiors).toHaveLength(1);
    expect(refusal(() => wardrobeApply(d, op('modules', 'length', 500), ['m0']))).toMatchObject({ code: 'wardrobe.interior.width', message: expect.stringContaining('The garment lift is made only for compartments of 80 cm or 100 cm') });
  });
  it('turns a turning module into a sliding one when given a sliding width, interiors in the first compartment', () => {
    const d = wardrobeWith(moduleOf(800, [{ type: 'board', position: 12 }]));
    d.modules[0]!.doors.handle = 'knobb';
    const next = wardrobeApply(d, op('modules', 'length', 2400), ['m0']);
    expect(next.modules[0]?.doors.type).toBe('sliding');
    expect(next.modules[0]?.doors.handle).toBe('nyche');
    expect(next.modules[0]?.corpus.interiors).toEqual([{ type: 'board', position: 12, compartment: 0, color: 'white_u11209' }]);
  });
  it('refuses to drop a compartment that still holds interiors', () => {
    const d = wardrobeWith(moduleOf(2400, [{ type: 'board', position: 12, compartment: 2 }]));
    expect(refusal(() => wardrobeApply(d, op('modules', 'length', 1600), ['m0']))).toMatchObject({ code: 'wardrobe.module.interiors_lost', message: expect.stringContaining('remove the interiors of its third compartment') });
  });
  it('changes the height only where the interiors still fit', () => {
    const d = wardrobeWith(moduleOf(800, [{ type: 'board', position: 60 }]));
    const heights = wardrobeOptions(d, 'default', []).filter((o) => o.type === 'height');
    expect(heights.find((o) => o.value === 2000)?.isDisabled).toBe(true);
    expect(heights.find((o) => o.value === 2352)).toMatchObject({ isDisabled: false, isSelected: true });
  });
});

describe('doors', () => {
  it('turns a sliding module into turning modules of its compartment width, keeping every interior', () => {
    const d = wardrobeWith(moduleOf(2400, [{ type: 'board', position: 12, compartment: 0 }, { type: 'small_drawer', position: 3, compartment: 2 }]));
    const next = wardrobeApply(d, op('doors', 'type', 'turning'), ['m0']);
    expect(next.modules.map((m) => [m.length, m.doors.type, m.corpus.interiors.length])).toEqual([
      [800, 'turning', 1],
      [800, 'turning', 0],
      [800, 'turning', 1],
    ]);
    expect(next.modules[2]?.corpus.interiors[0]).toMatchObject({ type: 'small_drawer', compartment: 0 });
  });
  it('turns turning modules into sliding ones and deepens an explicitly shallow wardrobe', () => {
    const d = { ...wardrobeOf([1000]), depth: 617 as never };
    const next = wardrobeApply(d, op('doors', 'type', 'sliding'), []);
    expect(next.modules[0]?.length).toBe(2000);
    expect(next.depth).toBeUndefined();
    expect(wardrobeValidate(next).errors).toEqual([]);
  });
  it('disables sliding doors where the wardrobe would get too long', () => {
    const options = wardrobeOptions(wardrobeOf([1000, 1000, 1000, 1000, 1000]), 'doors', ['m0']);
    expect(options.find((o) => o.value === 'sliding')).toMatchObject({ isDisabled: true });
    expect(options.find((o) => o.value === 'turning')).toMatchObject({ isDisabled: false, isSelected: true });
  });
});

describe('handles', () => {
  it('offers only flush handles where sliding doors are part of the scope', () => {
    const d = wardrobeOf([800, 2000]);
    const all = wardrobeOptions(d, 'handles/all', []);
    expect(all.filter((o) => !o.isDisabled).map((o) => o.value)).toEqual(['fyx', 'nyche']);
    expect(all.find((o) => o.value === 'knobb')?.message).toContain('would block sliding doors');
    expect(wardrobeOptions(d, 'handles/turning', []).map((o) => [o.value, o.isDisabled])).toEqual([
      ['fyx', false],
      ['nyche', false],
      ['lyne', false],
      ['knobb', false],
    ]);
    expect(wardrobeOptions(d, 'handles/sliding', []).map((o) => o.value)).toEqual(['fyx', 'nyche']);
  });
  it('clears the handle colour for Fyx and brings one back for other handles', () => {
    const fyx = wardrobeApply(wardrobeOf([800]), op('handles', 'all', 'fyx'), []);
    expect(fyx.modules[0]?.doors.colors.handles).toBeNull();
    expect(wardrobeApply(fyx, op('handles', 'turning', 'lyne'), []).modules[0]?.doors.colors.handles).toBe('aluminium');
  });
  it('refuses to colour Fyx grips', () => {
    const fyx = wardrobeApply(wardrobeOf([800]), op('handles', 'all', 'fyx'), []);
    const colors = wardrobeOptions(fyx, 'colors/handles', []);
    expect(colors.every((o) => o.isDisabled)).toBe(true);
    expect(colors[0]?.message).toContain('Fyx grips are milled into the door');
  });
});

describe('interiors', () => {
  it('toggles an interior at a hole of the selected module', () => {
    const d = wardrobeOf([800]);
    const added = wardrobeApply(d, op('interiors', 'board', '0:12', 'toggle'), ['m0']);
    expect(added.modules[0]?.corpus.interiors).toEqual([{ type: 'board', position: 12, compartment: 0, color: 'white_u11209' }]);
    expect(wardrobeApply(added, op('interiors', 'board', '0:12', 'toggle'), ['m0']).modules[0]?.corpus.interiors).toEqual([]);
    expect(wardrobeOptions(added, 'interiors/board', ['m0']).find((o) => o.value === '0:12')?.isSelected).toBe(true);
  });
  it('lists positions every sixth hole, every third for small drawers, and one set per compartment', () => {
    const d = wardrobeOf([2400]);
    expect(wardrobeOptions(d, 'interiors/board', ['m0'])).toHaveLength(3 * 12); // holes 0..66 at 2352 mm
    expect(wardrobeOptions(d, 'interiors/small_drawer', ['m0'])).toHaveLength(3 * 23);
  });
  it('explains disabled positions', () => {
    const d = wardrobeOf([800]);
    const rods = wardrobeOptions(d, 'interiors/closet_rod', ['m0']);
    expect(rods.find((o) => o.value === '0:18')?.message).toContain('needs 24 free holes');
    expect(rods.find((o) => o.value === '0:24')?.isDisabled).toBe(false);
    expect(wardrobeOptions(wardrobeOf([500]), 'interiors/garment_lift', ['m0']).every((o) => o.isDisabled)).toBe(true);
  });
  it('needs a selected module', () => {
    expect(wardrobeOptions(wardrobeOf([800]), 'interiors/board', [])).toEqual([]);
    expect(refusal(() => wardrobeApply(wardrobeOf([800]), op('interiors', 'board', '0:12', 'toggle'), [])).message).toBe('Select a module to place interiors.');
  });
});

describe('colours', () => {
  it('colours the whole wardrobe, or one group of the selected modules', () => {
    const d = wardrobeDefaults();
    const oak = wardrobeApply(d, op('colors', 'whole', 'oak'), []);
    expect(oak.modules.every((m) => m.corpus.color === 'oak' && m.doors.colors.body === 'oak')).toBe(true);
    expect(oak.wallLeft.color).toBe('oak');
    expect(oak.modules[0]?.corpus.interiors.filter((i) => i.color !== null).every((i) => i.color === 'oak')).toBe(true);
    const drawers = wardrobeApply(d, op('colors', 'drawers', 'walnut'), ['m1']);
    expect(drawers.modules[0]?.corpus.interiors.map((i) => i.color)).toEqual(['white_u11209', null, 'white_u11209', 'white_u11209']);
    expect(drawers.modules[1]?.corpus.interiors.map((i) => i.color)).toEqual(['white_u11209', null, 'walnut', 'walnut']);
  });
  it('offers mirror for doors but only laminate or wood for corpuses', () => {
    const d = wardrobeDefaults();
    expect(wardrobeOptions(d, 'colors/doors', []).map((o) => o.value)).toContain('mirror_silver');
    expect(wardrobeOptions(d, 'colors/corpuses', []).map((o) => o.value)).not.toContain('mirror_silver');
    expect(refusal(() => wardrobeApply(d, op('colors', 'corpuses', 'mirror_silver'), [])).code).toBe('wardrobe.color.unavailable');
  });
  it('marks the current colour as selected', () => {
    expect(wardrobeOptions(wardrobeDefaults(), 'colors/outer_walls', []).filter((o) => o.isSelected).map((o) => o.value)).toEqual(['white_u11209']);
  });
});

describe('depth', () => {
  it('re-choosing the depth the walls have changes nothing, so the depth keeps following the doors', () => {
    const d = wardrobeOf([800]);
    expect(wardrobeApply(d, op('dimensions', 'depth', 617), [])).toBe(d);
    const deep = wardrobeApply(d, op('dimensions', 'depth', 647), []);
    expect(deep.depth).toBe(647);
    expect(wardrobeApply(deep, op('dimensions', 'depth', 647), [])).toBe(deep);
  });
});

describe('baseboard cut', () => {
  it('fills in the other size when one is chosen and clears both at zero', () => {
    const d = wardrobeOf([800]);
    const cut = wardrobeApply(d, op('baseboard_cut', 'height', 10), []);
    expect(cut.baseboardCut).toEqual({ height: 10, depth: 2 });
    expect(wardrobeApply(cut, op('baseboard_cut', 'depth', 4.5), []).baseboardCut).toEqual({ height: 10, depth: 4.5 });
    expect(wardrobeApply(cut, op('baseboard_cut', 'depth', 0), []).baseboardCut).toBeUndefined();
  });
});

describe('unknown options', () => {
  it('are refused with a message', () => {
    expect(refusal(() => wardrobeApply(wardrobeDefaults(), op('legs', 'type', 'slanted'), [])).code).toBe('wardrobe.option.unknown');
    expect(wardrobeOptions(wardrobeDefaults(), 'styles', [])).toEqual([]);
  });
});

describe('apply is pure', () => {
  it('never changes its input', () => {
    const d = wardrobeDefaults();
    const before = JSON.stringify(d);
    wardrobeApply(d, op('colors', 'whole', 'oak'), []);
    wardrobeApply(d, op('interiors', 'board', '0:54', 'toggle'), ['m0']);
    wardrobeApply(d, op('doors', 'type', 'sliding'), []);
    expect(JSON.stringify(d)).toBe(before);
  });
});
