import { describe, expect, it } from 'vitest';
import { sofaDesignOf } from '../sofa/family.ts';
import type { SofaDesign, SofaModule } from '../sofa/types.ts';
import type { JoynDesign } from './design.ts';
import { joynDefaults } from './design.ts';
import { joynFamily } from './index.ts';
import { joynLine } from './line.ts';

type Spec = Partial<SofaModule> & { type: SofaModule['type'] };
const of = (specs: Spec[], patch: Partial<SofaDesign> = {}): JoynDesign => sofaDesignOf(joynLine, { ...joynDefaults(), ...patch }, specs) as JoynDesign;
const codes = (d: JoynDesign): string[] => joynFamily.validate(d).errors.map((e) => e.code);

describe('joyn rules (configurators.md §5, §9)', () => {
  it.each([800, 1200, 1600, 2000])('accepts a %i base', (l) => expect(codes(of([{ type: 'base', moduleLength: l }]))).toEqual([]));
  it.each([780, 1000, 2400])('refuses a %i base with a message naming the lengths', (l) => {
    const [error] = joynFamily.validate(of([{ type: 'base', moduleLength: l }])).errors;
    expect(error?.code).toBe('joyn.module.length');
    expect(error?.path).toBe('modules.0.moduleLength');
    expect(error?.message).toContain('80 cm, 120 cm, 160 cm or 200 cm');
  });
  it('has a 2000 sleeping module only', () => {
    expect(codes(of([{ type: 'base', moduleLength: 2000, sleepingMode: true }]))).toEqual([]);
    expect(codes(of([{ type: 'base', moduleLength: 1600, sleepingMode: true }]))).toEqual(['joyn.sleeping.length']);
  });
  it.each([1200, 1600, 2000])('accepts a %i end module on either side', (l) => {
    expect(codes(of([{ type: 'edge', moduleLength: l, direction: 'left' }, { type: 'base' }]))).toEqual([]);
    expect(codes(of([{ type: 'base' }, { type: 'edge', moduleLength: l, direction: 'right' }]))).toEqual([]);
  });
  it('refuses an 800 end module and an end module in the middle', () => {
    expect(codes(of([{ type: 'edge', moduleLength: 800, direction: 'left' }]))).toContain('joyn.edge.length');
    expect(codes(of([{ type: 'base' }, { type: 'edge', moduleLength: 1200, direction: 'left' }]))).toContain('joyn.end.position');
  });
  it('has a 940 corner', () => {
    const corner = of([{ type: 'base' }, { type: 'corner', direction: 'right' }, { type: 'base' }]);
    expect(corner.modules[1]?.moduleLength).toBe(940);
    expect(codes(corner)).toEqual([]);
    const wrong = { ...corner, modules: corner.modules.map((m, i) => (i === 1 ? { ...m, moduleLength: 980, moduleDepth: 980 } : m)) };
    expect(codes(wrong)).toContain('joyn.corner.size');
  });
  it('turns at most twice, left corner first in a U', () => {
    expect(codes(of([{ type: 'base' }, { type: 'corner', direction: 'right' }, { type: 'base' }, { type: 'corner', direction: 'left' }, { type: 'base' }]))).toContain('joyn.corner.direction');
    expect(codes(of([{ type: 'corner', direction: 'right' }, { type: 'base' }]))).toContain('joyn.corner.neighbours');
  });
  it('has armrests of 120 or 240 at the ends only', () => {
    expect(codes(of([{ type: 'base', armrestLength: [240, 120] }]))).toEqual([]);
    expect(codes(of([{ type: 'base', armrestLength: [300, 0] }]))).toEqual(['joyn.armrest.length']);
    expect(codes(of([{ type: 'base', armrestLength: [0, 120] }, { type: 'base' }]))).toEqual(['joyn.armrest.position']);
  });
  it('has lounge side panels of 120 or 240 and a 1620 deep lounge', () => {
    const lounge = of([{ type: 'base' }, { type: 'extension', moduleLength: 800, direction: 'right', extensionsLength: [0, 240] }]);
    expect(codes(lounge)).toEqual([]);
    expect(joynFamily.dimensions(lounge).width).toBe(1620);
    expect(codes(of([{ type: 'base' }, { type: 'extension', moduleLength: 800, direction: 'right', extensionsLength: [0, 180] }]))).toContain('joyn.extension.side');
  });
  it('puts one cushion on an 800 module and a 1200 end, two on longer ones', () => {
    const count = (d: JoynDesign): number => joynFamily.elements(d).filter((e) => e.type === 'seat_cushion').length;
    expect(count(of([{ type: 'base', moduleLength: 800 }]))).toBe(1);
    expect(count(of([{ type: 'base', moduleLength: 1200 }]))).toBe(2);
    expect(count(of([{ type: 'edge', moduleLength: 1200, direction: 'left' }]))).toBe(1);
    expect(count(of([{ type: 'edge', moduleLength: 1600, direction: 'left' }]))).toBe(2);
  });
  it('is 980 deep with seats 420 high, 480 on high legs', () => {
    const d = joynDefaults();
    expect(joynFamily.dimensions(d).width).toBe(980);
    const seat = (x: JoynDesign): number => { const s = joynFamily.elements(x).find((e) => e.type === 'seat_cushion')!; return s.margin_y + s.height; };
    expect(seat(d)).toBe(420);
    expect(seat({ ...d, legs: { ...d.legs, height: 'high' } })).toBe(480);
    expect(joynFamily.elements(d).find((e) => e.type === 'seat_cushion')?.width).toBe(600);
  });
  it('checks leg colours per leg type', () => {
    const d = joynDefaults();
    expect(codes({ ...d, legs: { type: 'square', height: 'normal', color: 'chrome' } })).toEqual(['joyn.legs.color']);
    expect(codes({ ...d, legs: { type: 'frame', height: 'normal', color: 'oak' } })).toEqual(['joyn.legs.color']);
    expect(codes({ ...d, legs: { type: 'corner', height: 'high', color: 'metal_stainless' } })).toEqual([]);
    expect(codes({ ...d, legs: { type: 'slanted', height: 'high', color: 'walnut' } })).toEqual([]);
  });
  it('offsets slanted legs by 34.4 mm', () => {
    const legX = (type: 'square' | 'slanted'): number => joynFamily.elements({ ...joynDefaults(), legs: { type, height: 'normal', color: 'oak' } }).find((e) => e.type.startsWith('leg_'))!.margin_x;
    expect(legX('slanted') - legX('square')).toBeCloseTo(34.4);
  });
  it('converts legacy leg types when parsing', () => {
    for (const [legacy, type] of [['straight', 'slanted'], ['flat', 'corner'], ['narrow', 'corner'], ['hairpin', 'corner']] as const) {
      const parsed = joynFamily.parse({ ...joynDefaults(), legs: { type: legacy, height: 'normal', color: 'black_u12001' } });
      expect(parsed.ok && parsed.design.legs.type).toBe(type);
    }
  });
  it('migrates a version-0 design', () => {
    const { version: _v, ...v0 } = joynDefaults();
    const legacy = { ...v0, legs: { type: 'square', color: 'oak' }, modules: v0.modules.map(({ armrestLength: _a, extensionsLength: _e, ...m }) => ({ ...m, armrest: 120 })) };
    expect(joynFamily.parse(legacy)).toEqual({ ok: true, design: joynDefaults() });
  });
  it('has joyn ottomans 60, 80 and 100 by 60', () => {
    for (const l of [600, 800, 1000]) expect(codes(of([{ type: 'base' }, { type: 'base', moduleLength: l, moduleDepth: 600, ottomanMode: true }]))).toEqual([]);
    expect(codes(of([{ type: 'base' }, { type: 'base', moduleLength: 700, moduleDepth: 600, ottomanMode: true }]))).toEqual(['joyn.ottoman.size']);
  });
  it('never accepts more than 10 m', () => {
    const long = of(Array.from({ length: 6 }, () => ({ type: 'base' as const, moduleLength: 2000 })));
    const [error] = joynFamily.validate(long).errors;
    expect(error?.code).toBe('joyn.length.max');
    expect(error?.message).toMatch(/1200 cm long; the most we build is 1000 cm/);
  });
  it('refuses an option that would break a rule, with the message, and removes the selected module', () => {
    const d = of(Array.from({ length: 5 }, () => ({ type: 'base' as const, moduleLength: 2000 })));
    const add = joynFamily.options(d, 'seat-modules', []).find((o) => o.type === 'addModule' && o.value === 'base' && o.moduleLength === 800);
    expect(add?.isDisabled).toBe(true);
    expect(add?.message).toMatch(/most we build is 1000 cm/);
    const remove = joynFamily.options(d, 'modules', ['m2']).find((o) => o.action === 'remove')!;
    expect(joynFamily.apply(d, remove, ['m2']).modules).toHaveLength(4);
  });
  it('uses the views of configurators.md §2', () => {
    expect(joynFamily.views.mobile.map((v) => v.id)).toEqual(['modulesMobile', 'elementsMobile', 'colorsMobile', 'stylesMobile', 'review']);
    expect(joynFamily.views.nextLabels).toEqual(['To modules', 'To legs couch', 'To colors', 'To review']);
    expect(joynFamily.views.mobile.filter((v) => v.resetsSelection).map((v) => v.id)).toEqual(['colorsMobile', 'review']);
    expect(Object.keys(joynFamily.views.desktop.cameras)).toEqual(expect.arrayContaining(['i1', 'i4', 'L1', 'L4', 'U1', 'U4']));
    const review = joynFamily.views.mobile.at(-1)!;
    expect(review.cameras['U2']!.polar).toBeLessThan(joynFamily.views.desktop.cameras['U2']!.polar);
    expect(joynFamily.assembly?.featureId).toBe(7);
  });
});
