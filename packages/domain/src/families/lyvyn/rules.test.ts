import { describe, expect, it } from 'vitest';
import { joynDefaults } from '../joyn/design.ts';
import { joynFamily } from '../joyn/index.ts';
import { lyvynDefaults } from './design.ts';
import { lyvynFamily } from './index.ts';

describe('lyvyn rules (configurators.md §5, §9)', () => {
  it('defaults like joyn: 800 base, square normal oak legs, diamante_anthracite_4045, 120 armrests', () => {
    const d = lyvynDefaults();
    expect(d.legs).toEqual({ height: 'normal', type: 'square', color: 'oak' });
    expect(d.modules[0]).toMatchObject({ moduleLength: 800, armrestLength: [120, 120], roundedCushionLength: 800 });
    expect(d.colors.color[0]).toBe('diamante_anthracite_4045');
  });
  it('puts a rounded neck cushion on every back cushion', () => {
    const els = lyvynFamily.elements(lyvynDefaults());
    expect(els.filter((e) => e.type === 'rounded_cushion')).toHaveLength(els.filter((e) => e.type === 'back_cushion').length);
    expect(els.find((e) => e.type === 'rounded_cushion')?.cover_sku).toMatch(/^600\.\d{3}\.\d{2}$/);
  });
  it('places corner legs 5 mm further out than joyn', () => {
    const legX = (els: ReturnType<typeof joynFamily.elements>): number => els.find((e) => e.type === 'leg_corner')!.margin_x;
    const legs = { type: 'corner' as const, height: 'normal' as const, color: 'chrome' };
    expect(legX(lyvynFamily.elements({ ...lyvynDefaults(), legs })) - legX(joynFamily.elements({ ...joynDefaults(), legs }))).toBe(-5);
  });
  it('refuses the same module lengths as joyn', () => {
    const d = lyvynDefaults();
    const bad = { ...d, modules: d.modules.map((m) => ({ ...m, moduleLength: 900 })) };
    expect(lyvynFamily.validate(bad).errors.map((e) => e.code)).toContain('lyvyn.module.length');
  });
});
