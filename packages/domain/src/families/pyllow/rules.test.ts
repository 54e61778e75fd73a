import { describe, expect, it } from 'vitest';
import { sofaDesignOf } from '../sofa/family.ts';
import type { SofaModule } from '../sofa/types.ts';
import type { PyllowDesign } from './design.ts';
import { pyllowDefaults, pyllowFromGeneric, pyllowToGeneric } from './design.ts';
import { pyllowFamily } from './index.ts';
import { pyllowLine } from './line.ts';

type Spec = Partial<SofaModule> & { type: SofaModule['type'] };
const of = (specs: Spec[]): PyllowDesign => pyllowFromGeneric(sofaDesignOf(pyllowLine, pyllowToGeneric(pyllowDefaults()), specs));
const codes = (d: PyllowDesign): string[] => pyllowFamily.validate(d).errors.map((e) => e.code);

describe('pyllow rules (configurators.md §5, §9)', () => {
  it.each([620, 770, 1020])('accepts a %i module with one cushion', (l) => {
    const d = of([{ type: 'base', moduleLength: l }]);
    expect(codes(d)).toEqual([]);
    expect(pyllowFamily.elements(d).filter((e) => e.type === 'seat_cushion')).toHaveLength(1);
  });
  it('refuses other lengths at the pyllow field path', () => {
    const [error] = pyllowFamily.validate(of([{ type: 'base', moduleLength: 800 }])).errors;
    expect(error).toMatchObject({ code: 'pyllow.module.length', path: 'modules.0.length' });
  });
  it('has a 2040 sleeping module, 1360/1620 one-cushion ends and a 1070 corner', () => {
    expect(codes(of([{ type: 'base', moduleLength: 2040, sleepingMode: true }]))).toEqual([]);
    for (const l of [1360, 1620]) {
      const d = of([{ type: 'edge', moduleLength: l, direction: 'left' }, { type: 'base' }]);
      expect(codes(d)).toEqual([]);
      expect(pyllowFamily.elements(d).filter((e) => e.section === 'm0' && e.type === 'seat_cushion')).toHaveLength(1);
    }
    expect(of([{ type: 'base' }, { type: 'corner', direction: 'right' }, { type: 'base' }]).modules[1]?.length).toBe(1070);
  });
  it('has armrests of 340 or 480, 480 by default', () => {
    expect(pyllowDefaults().modules[0]?.armrestLength).toEqual([480, 480]);
    expect(codes(of([{ type: 'base', armrestLength: [340, 480] }]))).toEqual([]);
    expect(codes(of([{ type: 'base', armrestLength: [240, 0] }]))).toEqual(['pyllow.armrest.length']);
  });
  it('cannot attach an extension to a 620 module', () => {
    const [error] = pyllowFamily.validate(of([{ type: 'base' }, { type: 'extension', moduleLength: 620, direction: 'right' }])).errors;
    expect(error?.code).toBe('pyllow.extension.attach');
    expect(error?.message).toBe('A lounge extension cannot attach to a module of 62 cm: choose 77 cm or 102 cm.');
    const option = pyllowFamily.options(pyllowDefaults(), 'lounge', []).find((o) => o.moduleLength === 620);
    expect(option?.isDisabled).toBe(true);
    expect(option?.message).toContain('cannot attach to a module of 62 cm');
  });
  it('is 980 deep, 1620 with a lounge, seat 420 high and 710 deep', () => {
    const d = pyllowDefaults();
    expect(pyllowFamily.dimensions(d).width).toBe(980);
    const seat = pyllowFamily.elements(d).find((e) => e.type === 'seat_cushion')!;
    expect(seat.margin_y + seat.height).toBe(420);
    expect(seat.width).toBe(710);
    expect(pyllowFamily.dimensions(of([{ type: 'base' }, { type: 'extension', moduleLength: 1020, direction: 'right' }])).width).toBe(1620);
  });
  it('has ottomans 60, 80 and 100 by 64', () => {
    for (const l of [600, 800, 1000]) expect(codes(of([{ type: 'base' }, { type: 'base', moduleLength: l, ottomanMode: true, moduleDepth: 640 }]))).toEqual([]);
  });
  it('colours cushions per module', () => {
    const d = of([{ type: 'base', armrestLength: [480, 0] }, { type: 'base', armrestLength: [0, 480] }]);
    const option = pyllowFamily.options(d, 'cushions-and-armrests', ['m1']).find((o) => o.value === 'velvetex_green_1011')!;
    const next = pyllowFamily.apply(d, option, ['m1']);
    expect(next.modules[0]?.colors.cushion).toBe(pyllowDefaults().modules[0]?.colors.cushion);
    expect(next.modules[1]?.colors.cushion).toBe('velvetex_green_1011');
    expect(pyllowFamily.elements(next).filter((e) => e.section === 'm1' && e.cover_sku !== undefined).every((e) => e.color === 'velvetex_green_1011')).toBe(true);
  });
  it('uses the pyllow views', () => {
    expect(pyllowFamily.views.mobile.map((v) => v.id)).toEqual(['modules', 'elements', 'colors', 'styles', 'review']);
    expect(pyllowFamily.views.nextLabels).toEqual(['To modules', 'To colors', 'To review']);
    expect(pyllowFamily.views.colorGroups).toEqual(['whole-couch', 'cushions-and-armrests']);
  });
});
