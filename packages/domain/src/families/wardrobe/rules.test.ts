import { describe, expect, it } from 'vitest';
import { cm, mm } from '../../units/index.ts';
import { MODULE_WIDTHS, WARDROBE_HEIGHTS, holeCount } from './constants.ts';
import type { WardrobeDesign } from './design.ts';
import { wardrobeDepth, wardrobeTotalLength, wardrobeValidate } from './rules.ts';
import { moduleOf, wardrobeOf } from './test-helpers.ts';

const codes = (d: WardrobeDesign): string[] => wardrobeValidate(d).errors.map((e) => e.code);
const issues = (d: WardrobeDesign) => wardrobeValidate(d).errors;

describe('wardrobe length', () => {
  it('accepts exactly 5040 mm (five 1000 mm modules and two 20 mm outer walls)', () => {
    const d = wardrobeOf([1000, 1000, 1000, 1000, 1000]);
    expect(wardrobeTotalLength(d)).toBe(5040);
    expect(issues(d)).toEqual([]);
  });
  it('accepts 5040 mm built from sliding modules (3000 + 2000)', () => {
    expect(issues(wardrobeOf([3000, 2000]))).toEqual([]);
  });
  it('rejects anything longer than 5040 mm, with the excess in the message', () => {
    const d = wardrobeOf([1000, 1000, 1000, 1000, 1000, 500]);
    const [error] = issues(d);
    expect(error).toMatchObject({ path: 'modules', code: 'wardrobe.length.max' });
    expect(error?.message).toContain('554 cm');
    expect(error?.message).toContain('50 cm too long');
  });
  it('rejects a wardrobe without modules', () => {
    expect(codes(wardrobeOf([]))).toContain('wardrobe.modules.empty');
  });
});

describe('module widths and door types', () => {
  it.each(MODULE_WIDTHS)('accepts %i mm with its own door type', (w) => {
    expect(issues(wardrobeOf([w]))).toEqual([]);
  });
  it.each([400, 600, 900, 1200, 1800, 2500])('rejects %i mm', (w) => {
    const d = wardrobeOf([1000]);
    d.modules[0] = { ...moduleOf(1000), length: mm(w) };
    expect(issues(d)).toContainEqual(expect.objectContaining({ path: 'modules.0.length', code: 'wardrobe.module.length' }));
  });
  it('rejects sliding doors on a turning width and turning doors on a sliding width', () => {
    const d = wardrobeOf([800, 2000]);
    d.modules[0]!.doors.type = 'sliding';
    d.modules[1]!.doors.type = 'turning';
    d.modules[1]!.doors.handle = 'lyne';
    const errs = issues(d).filter((e) => e.code === 'wardrobe.module.door_type');
    expect(errs.map((e) => e.path)).toEqual(['modules.0.doors.type', 'modules.1.doors.type']);
    expect(errs[0]?.message).toContain('80 cm wide, which takes turning doors');
  });
});

describe('height', () => {
  it('offers 2000 to 2800 mm in steps of the 32 mm drilling pitch', () => {
    expect(WARDROBE_HEIGHTS[0]).toBe(2000);
    expect(WARDROBE_HEIGHTS.at(-1)).toBe(2800);
    expect(WARDROBE_HEIGHTS).toHaveLength(26);
  });
  it('rejects a height off the grid', () => {
    expect(issues(wardrobeOf([1000], 2100))).toContainEqual(expect.objectContaining({ path: 'height', code: 'wardrobe.height.grid' }));
  });
  it('warns above 2440 mm, not at or below it', () => {
    expect(wardrobeValidate(wardrobeOf([1000], 2416)).warnings).toEqual([]);
    const { errors, warnings } = wardrobeValidate(wardrobeOf([1000], 2448));
    expect(errors).toEqual([]);
    expect(warnings).toEqual([expect.objectContaining({ path: 'height', code: 'wardrobe.height.tall' })]);
    expect(warnings[0]?.message).toMatch(/ceiling is at least [\d.]+ cm/);
  });
  it('has a symmetric drilling grid: holes start 46 mm above the floor board and end 46 mm below the top', () => {
    expect(holeCount(2000)).toBe(56);
    expect(holeCount(2800)).toBe(81);
  });
});

describe('depth', () => {
  it('is 617 mm with turning doors only and 647 mm with any sliding doors', () => {
    expect(wardrobeDepth(wardrobeOf([1000]))).toBe(617);
    expect(wardrobeDepth(wardrobeOf([1000, 1600]))).toBe(647);
  });
  it('allows choosing 647 mm for turning doors but not 617 mm with sliding doors', () => {
    expect(issues({ ...wardrobeOf([1000]), depth: mm(647) })).toEqual([]);
    expect(codes({ ...wardrobeOf([1600]), depth: mm(617) })).toEqual(['wardrobe.depth.sliding']);
    expect(codes({ ...wardrobeOf([1000]), depth: mm(700) })).toEqual(['wardrobe.depth.value']);
  });
});

describe('handles', () => {
  it('allows no colour on Fyx grips', () => {
    const d = wardrobeOf([800]);
    d.modules[0]!.doors.handle = 'fyx';
    expect(issues(d)).toEqual([expect.objectContaining({ path: 'modules.0.doors.colors.handles', code: 'wardrobe.handle.fyx_color' })]);
    d.modules[0]!.doors.colors.handles = null;
    expect(issues(d)).toEqual([]);
  });
  it('requires a metal colour on other handles', () => {
    const d = wardrobeOf([800]);
    d.modules[0]!.doors.colors.handles = null;
    expect(codes(d)).toEqual(['wardrobe.handle.color_missing']);
    d.modules[0]!.doors.colors.handles = 'oak';
    expect(codes(d)).toEqual(['wardrobe.handle.color']);
  });
  it('allows only flush handles on sliding doors', () => {
    const d = wardrobeOf([2000]);
    d.modules[0]!.doors.handle = 'knobb';
    expect(issues(d)).toEqual([expect.objectContaining({ path: 'modules.0.doors.handle', code: 'wardrobe.handle.door_type' })]);
  });
  it('cannot mill a Fyx grip into a mirror', () => {
    const d = wardrobeOf([2000]);
    d.modules[0]!.doors = { type: 'sliding', handle: 'fyx', colors: { body: 'mirror_silver', handles: null } };
    expect(codes(d)).toEqual(['wardrobe.handle.fyx_mirror']);
  });
});

describe('colours', () => {
  it('allows only minimal laminate or wood for corpus and interiors', () => {
    const d = wardrobeOf([800]);
    d.modules[0]!.corpus.color = 'red_u17012';
    d.modules[0]!.corpus.interiors = [{ type: 'board', position: 6, compartment: 0, color: 'mirror_silver' }];
    expect(issues(d).map((e) => [e.path, e.code])).toEqual([
      ['modules.0.corpus.color', 'wardrobe.corpus.color'],
      ['modules.0.corpus.interiors.0.color', 'wardrobe.interior.color'],
    ]);
  });
  it('gives metal fittings no colour and boards and drawers one', () => {
    const d = wardrobeOf([800]);
    d.modules[0]!.corpus.interiors = [
      { type: 'closet_rod', position: 30, compartment: 0, color: 'oak' },
      { type: 'solid_drawer', position: 0, compartment: 0, color: null },
    ];
    expect(codes(d)).toEqual(['wardrobe.interior.color', 'wardrobe.interior.color']);
  });
  it('checks door and outer wall colours', () => {
    const d = wardrobeOf([800]);
    d.modules[0]!.doors.colors.body = 'velvetex_blue_1007';
    d.wallLeft.color = 'mirror_silver';
    expect(issues(d).map((e) => e.path)).toEqual(['modules.0.doors.colors.body', 'wallLeft.color']);
  });
});

describe('interiors on the drilling grid', () => {
  const withInteriors = (width: number, interiors: Parameters<typeof moduleOf>[1], height = 2352): WardrobeDesign => ({
    ...wardrobeOf([], height),
    modules: [moduleOf(width, interiors)],
  });
  it('places interiors every sixth hole and small drawers every third', () => {
    expect(issues(withInteriors(800, [{ type: 'board', position: 12 }, { type: 'small_drawer', position: 3 }]))).toEqual([]);
    const bad = issues(withInteriors(800, [{ type: 'board', position: 9 }, { type: 'small_drawer', position: 4 }]));
    expect(bad.map((e) => [e.path, e.code])).toEqual([
      ['modules.0.corpus.interiors.0.position', 'wardrobe.interior.step'],
      ['modules.0.corpus.interiors.1.position', 'wardrobe.interior.step'],
    ]);
    expect(bad[0]?.message).toContain('move it to hole 6 or 12');
  });
  it('keeps interiors inside the grid of the chosen height', () => {
    const top = holeCount(2000) - 1; // 55
    expect(issues(withInteriors(800, [{ type: 'board', position: 54 }], 2000))).toEqual([]);
    expect(codes(withInteriors(800, [{ type: 'solid_drawer', position: 54 }], 2000))).toEqual(['wardrobe.interior.grid']);
    expect(top).toBe(55);
  });
  it('leaves hanging space below rods, lifts and pant hangers', () => {
    expect(codes(withInteriors(800, [{ type: 'closet_rod', position: 18, color: null }]))).toEqual(['wardrobe.interior.grid']);
    expect(issues(withInteriors(800, [{ type: 'closet_rod', position: 24, color: null }]))).toEqual([]);
    expect(codes(withInteriors(800, [{ type: 'closet_rod', position: 30, color: null }, { type: 'board', position: 12 }]))).toEqual(['wardrobe.interior.overlap']);
  });
  it('rejects two interiors in the same place but allows them in different compartments', () => {
    expect(codes(withInteriors(800, [{ type: 'board', position: 6 }, { type: 'solid_drawer', position: 6 }]))).toEqual(['wardrobe.interior.overlap']);
    expect(issues(withInteriors(2400, [{ type: 'board', position: 6 }, { type: 'solid_drawer', position: 6, compartment: 1 }]))).toEqual([]);
  });
  it('rejects a compartment the module does not have', () => {
    expect(codes(withInteriors(800, [{ type: 'board', position: 6, compartment: 1 }]))).toEqual(['wardrobe.interior.compartment']);
    expect(codes(withInteriors(2000, [{ type: 'board', position: 6, compartment: 2 }]))).toEqual(['wardrobe.interior.compartment']);
  });
  it('offers garment lifts, glass drawers and shoe pull-outs only in 800 and 1000 mm compartments', () => {
    for (const type of ['garment_lift', 'glass_drawer', 'shoes_drawer'] as const) {
      const position = type === 'garment_lift' ? 30 : 0;
      const color = type === 'garment_lift' ? null : 'white_u11209';
      expect(codes(withInteriors(500, [{ type, position, color }]))).toEqual(['wardrobe.interior.width']);
      expect(issues(withInteriors(800, [{ type, position, color }]))).toEqual([]);
      expect(issues(withInteriors(3000, [{ type, position, color, compartment: 2 }]))).toEqual([]);
    }
  });
});

describe('baseboard cut', () => {
  it('accepts the shelf sizes and rejects others or half a cut', () => {
    expect(issues({ ...wardrobeOf([800]), baseboardCut: { height: cm(8.5), depth: cm(4.5) } })).toEqual([]);
    expect(codes({ ...wardrobeOf([800]), baseboardCut: { height: cm(7), depth: cm(2) } })).toEqual(['wardrobe.baseboardCut.height']);
    expect(codes({ ...wardrobeOf([800]), baseboardCut: { height: cm(6), depth: cm(3) } })).toEqual(['wardrobe.baseboardCut.depth']);
    expect(codes({ ...wardrobeOf([800]), baseboardCut: { height: cm(6), depth: cm(0) } })).toEqual(['wardrobe.baseboardCut.partial']);
  });
});

describe('messages', () => {
  it('are English sentences with a path and a code', () => {
    const d = wardrobeOf([900, 1000, 1000, 1000, 1000, 1000], 2100);
    for (const e of issues(d)) {
      expect(e.code).toMatch(/^wardrobe\.[a-z_.]+$/);
      expect(e.message).toMatch(/^[A-Z].*[.)]$/);
    }
  });
});
