import { describe, expect, it } from 'vitest';
import { COLORS } from '@masswerk/domain';
import { materialSpecOf, textureOf } from './material-spec.ts';
import { FURNITURE_TEXTURE_KEYS } from './texture-pixels.ts';

describe('materialSpecOf', () => {
  it('gives wood one material per grain variation', () => {
    const a = materialSpecOf('oak', undefined, 2);
    const b = materialSpecOf('oak', undefined, 4);
    expect(a.surface).toBe('wood');
    expect(a.key).not.toBe(b.key);
    expect(materialSpecOf('oak_h3303', undefined, 9).grain).toBe(5);
  });
  it('ignores the variation of non-wood colours, so cushions share a material', () => {
    expect(materialSpecOf('diamante_grey_12108', 'upholstery', 3).key).toBe(materialSpecOf('diamante_grey_12108', 'upholstery', 4).key);
  });
  it('recognises each surface', () => {
    expect(materialSpecOf('white_9003', undefined, undefined).clearcoat).toBeGreaterThan(0);
    expect(materialSpecOf('white_u11209', undefined, undefined).roughness).toBeGreaterThan(0.5);
    expect(materialSpecOf('chrome', undefined, undefined).metalness).toBe(1);
    expect(materialSpecOf('glass_clear', undefined, undefined).opacity).toBeLessThan(1);
    expect(materialSpecOf('mirror_silver', undefined, undefined).roughness).toBeLessThan(0.1);
    expect(materialSpecOf('velvetex_blue_1007', undefined, undefined)).toMatchObject({ surface: 'fabric', upholstered: true });
    expect(materialSpecOf('belize_leather_cognac_2101', undefined, undefined)).toMatchObject({ surface: 'leather', upholstered: true });
  });
  it('draws an unknown colour in a neutral grey instead of failing', () => {
    expect(materialSpecOf('no_such_colour', undefined, undefined).color).toMatch(/^#/);
  });
  it('needs only textures the build draws ahead (FURNITURE_TEXTURE_KEYS)', () => {
    for (const color of COLORS) {
      for (const variation of [undefined, 1, 2, 3, 4, 5, 9]) {
        const texture = textureOf(materialSpecOf(color.id, undefined, variation));
        if (texture) expect(FURNITURE_TEXTURE_KEYS).toContain(texture.key);
      }
    }
  });
});
