import { describe, expect, it } from 'vitest';
import { cushionDefaults } from './design.ts';
import { cushionFamily } from './index.ts';

describe('cushion rules (configurators.md §5)', () => {
  it('defaults to 400 x 400 in velvetex_blue_1007', () => {
    expect(cushionDefaults()).toEqual({ furniture_type: 'cushion', version: 1, length: 400, width: 400, color: 'velvetex_blue_1007' });
  });
  it.each([[300, 500], [400, 400], [500, 500], [400, 600], [480, 650], [400, 800]])('accepts %i x %i', (length, width) => {
    expect(cushionFamily.validate({ ...cushionDefaults(), length, width }).errors).toEqual([]);
  });
  it.each([[500, 300], [450, 450], [400, 500]])('refuses %i x %i with a message listing the sizes', (length, width) => {
    const [error] = cushionFamily.validate({ ...cushionDefaults(), length, width }).errors;
    expect(error).toMatchObject({ path: 'length', code: 'cushion.size' });
    expect(error?.message).toContain('30 × 50 cm');
    expect(error?.params).toMatchObject({ size: { mmSize: [length, width] } });
  });
  it('refuses a colour that is no fabric or leather', () => {
    expect(cushionFamily.validate({ ...cushionDefaults(), color: 'oak' }).errors.map((e) => e.code)).toEqual(['cushion.color']);
  });
  it('prices a cushion between 30 and 80 EUR net and renders as a sofa accessory', () => {
    for (const entry of cushionFamily.catalogue) {
      const eur = entry.price.EUR.base + (entry.price.EUR.perSquareMetre * entry.length[0] * entry.width[0]) / 1e6;
      expect(eur).toBeGreaterThanOrEqual(3000);
      expect(eur).toBeLessThanOrEqual(8000);
    }
    const [el] = cushionFamily.elements(cushionDefaults());
    expect(el?.cover_sku).toMatch(/^600\.\d{3}\.\d{2}$/);
  });
  it('migrates a version-0 cushion in centimetres', () => {
    expect(cushionFamily.parse({ furniture_type: 'cushion', length: 40, width: 60, color: 'velvetex_blue_1007' })).toEqual({ ok: true, design: { ...cushionDefaults(), width: 600 } });
  });
});
