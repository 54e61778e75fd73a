import { describe, expect, it } from 'vitest';
import { sofaDesignOf } from '../sofa/family.ts';
import type { SofaModule } from '../sofa/types.ts';
import type { FlayrDesign } from './design.ts';
import { flayrDefaults } from './design.ts';
import { flayrFamily } from './index.ts';
import { flayrLine } from './line.ts';

type Spec = Partial<SofaModule> & { type: SofaModule['type'] };
const of = (specs: Spec[]): FlayrDesign => sofaDesignOf(flayrLine, flayrDefaults(), specs) as FlayrDesign;
const codes = (d: FlayrDesign): string[] => flayrFamily.validate(d).errors.map((e) => e.code);
const top = (d: FlayrDesign, type: string): number => { const e = flayrFamily.elements(d).find((x) => x.type === type)!; return e.margin_y + e.height; };

describe('flayr rules (configurators.md §5, §9)', () => {
  it('defaults to a 780 x 780 module, 450 high, 240 armrests, diamante_grey_12108', () => {
    const d = flayrDefaults();
    expect(d.modules[0]).toMatchObject({ moduleLength: 780, moduleDepth: 780, moduleHeight: 450, armrestLength: [240, 240] });
    expect(d.colors.base[0]).toBe('diamante_grey_12108');
    expect(codes(d)).toEqual([]);
  });
  it('maps heights 390/450 to base 180/240 and backrest 560/620 above 30 mm glides', () => {
    const high = flayrDefaults();
    const low = { ...high, modules: high.modules.map((m) => ({ ...m, moduleHeight: 390 })) };
    expect(codes(low)).toEqual([]);
    expect(flayrFamily.elements(high).find((e) => e.type === 'base')?.height).toBe(240);
    expect(flayrFamily.elements(low).find((e) => e.type === 'base')?.height).toBe(180);
    expect(flayrFamily.elements(high).find((e) => e.type === 'backrest')?.height).toBe(620);
    expect(flayrFamily.elements(low).find((e) => e.type === 'backrest')?.height).toBe(560);
    expect(top(high, 'seat_cushion')).toBe(450);
    expect(top(low, 'seat_cushion')).toBe(390);
    expect(codes({ ...high, modules: high.modules.map((m) => ({ ...m, moduleHeight: 420 })) })).toEqual(['flayr.module.height']);
  });
  it('has depths 780 (Up-right) and 1020 (Standard) and seats 780/1020', () => {
    const depth = flayrFamily.options(flayrDefaults(), 'depth', []);
    expect(depth.map((o) => [o.value, o.text])).toEqual([[780, 'Up-right'], [1020, 'Standard']]);
    expect(codes(of([{ type: 'base', moduleLength: 1020, moduleDepth: 1020 }]))).toEqual([]);
    expect(codes(of([{ type: 'base', moduleLength: 900 }]))).toEqual(['flayr.module.length']);
    expect(codes(of([{ type: 'base', moduleDepth: 900 }]))).toEqual(['flayr.module.depth']);
  });
  it('has armrests of 120 or 240', () => {
    expect(codes(of([{ type: 'base', armrestLength: [120, 240] }]))).toEqual([]);
    expect(codes(of([{ type: 'base', armrestLength: [480, 0] }]))).toEqual(['flayr.armrest.length']);
  });
  it('has back cushions 440 (60 cm height) and 530 (85 cm height, support roll)', () => {
    expect(flayrFamily.options(flayrDefaults(), 'back-cushions', []).map((o) => o.text)).toEqual(['60 cm height', '85 cm height (support roll)']);
    expect(codes(of([{ type: 'base', backCushionHeight: 530 }]))).toEqual([]);
    expect(codes(of([{ type: 'base', backCushionHeight: 500 }]))).toEqual(['flayr.backCushion.height']);
  });
  it('has square storage modules 660 to 1140', () => {
    for (const s of [660, 780, 900, 1020, 1140]) expect(codes(of([{ type: 'base', moduleLength: s, moduleDepth: s, storageMode: true }, { type: 'base' }]))).toEqual([]);
    expect(codes(of([{ type: 'base', moduleLength: 780, moduleDepth: 1020, storageMode: true }, { type: 'base' }]))).toEqual(['flayr.storage.size']);
    expect(codes(of([{ type: 'base', moduleLength: 540, moduleDepth: 540, storageMode: true }, { type: 'base' }]))).toEqual(['flayr.storage.size']);
  });
  it('has ottomans from 540 to 1140', () => {
    expect(codes(of([{ type: 'base' }, { type: 'base', moduleLength: 540, moduleDepth: 540, ottomanMode: true }]))).toEqual([]);
    expect(codes(of([{ type: 'base' }, { type: 'base', moduleLength: 1140, moduleDepth: 1140, ottomanMode: true }]))).toEqual([]);
    expect(codes(of([{ type: 'base' }, { type: 'base', moduleLength: 1200, moduleDepth: 1200, ottomanMode: true }]))).toEqual(['flayr.ottoman.size']);
  });
  it('has lounges of 540, 780, 1020 with 120/240 sides, rectangular (540 deeper) or square', () => {
    for (const l of [540, 780, 1020]) {
      const rect = of([{ type: 'base' }, { type: 'extension', moduleLength: l, direction: 'right', extensionsLength: [0, 120] }]);
      expect(codes(rect)).toEqual([]);
      expect(flayrFamily.dimensions(rect).width).toBe(780 + 540);
      const square = of([{ type: 'base' }, { type: 'extension', moduleLength: l, direction: 'right', extensionsLength: [0, 240], extensionsSquare: true }]);
      expect(codes(square)).toEqual([]);
      expect(flayrFamily.dimensions(square).width).toBe(780 + l);
    }
  });
  it('has one cushion on every seat and no end modules or sleeping modules', () => {
    expect(flayrFamily.elements(of([{ type: 'base', moduleLength: 1020 }])).filter((e) => e.type === 'seat_cushion')).toHaveLength(1);
    expect(codes(of([{ type: 'edge', moduleLength: 780, direction: 'left' }]))).toContain('flayr.edge.unavailable');
    expect(codes(of([{ type: 'base', sleepingMode: true }]))).toContain('flayr.sleeping.unavailable');
  });
  it('uses the flayr views', () => {
    expect(flayrFamily.views.nextLabels).toEqual(['To dimensions', 'To modules', 'To back cushions', 'To colors', 'To review']);
    expect(flayrFamily.views.colorGroups).toEqual(['whole-couch', 'base-and-back', 'cushions-and-armrests']);
    expect(flayrFamily.views.mobile.find((v) => v.id === 'modulesMobile')).toMatchObject({ maxZoom: 1.8, selectionMode: 'single', resetsSelection: false });
  });
});
