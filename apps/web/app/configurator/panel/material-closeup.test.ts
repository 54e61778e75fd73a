import { describe, expect, it } from 'vitest';
import { drawPixels } from '../viewer/texture-pixels';
import { closeupPixels, closeupTextureKey } from './material-closeup';

/** A colour's close-up as the page paints it: cut from its texture key's pixels. */
const closeup = (colorId: string, size: number) => {
  const key = closeupTextureKey(colorId);
  return closeupPixels(colorId, size, key === null ? null : drawPixels(key));
};

const spread = (colorId: string): number => {
  const { data } = closeup(colorId, 48);
  const reds: number[] = [];
  for (let i = 0; i < data.length; i += 4) reds.push(data[i]!);
  return Math.max(...reds) - Math.min(...reds);
};

describe('closeupPixels', () => {
  it('is the colour on its material: a square of opaque pixels, the same every time', () => {
    const a = closeup('oak', 32);
    expect([a.width, a.height, a.data.length]).toEqual([32, 32, 32 * 32 * 4]);
    expect(a.data.every((v, i) => i % 4 !== 3 || v === 255)).toBe(true);
    expect(closeup('oak', 32).data).toEqual(a.data);
  });

  it('shows grain, weave and shine where the material has them, and a calm laminate', () => {
    // Wood and marble carry a pattern; a matte laminate only its light; chrome a bright highlight.
    expect(spread('oak')).toBeGreaterThan(spread('white_u11209'));
    expect(spread('marble_carrara')).toBeGreaterThan(spread('white_u11209'));
    expect(spread('chrome')).toBeGreaterThan(spread('white_u11209'));
    const { data } = closeup('black_u12001', 16);
    // Black stays black, not grey.
    expect(Math.max(...data.filter((_, i) => i % 4 === 0))).toBeLessThan(60);
  });

  it('is cut from the texture the 3D view draws the colour with (leather: the fine plaster grain)', () => {
    expect(closeupTextureKey('oak')).toMatch(/^wood#\d$/);
    expect(closeupTextureKey('marble_carrara')).toBe('marble');
    expect(closeupTextureKey('white_u11209')).toBeNull();
    // A texture smaller than the close-up repeats rather than reading past its end.
    const small = { width: 4, height: 4, data: new Uint8Array(64).fill(128) };
    const { data } = closeupPixels('oak', 16, small);
    expect(data.every((v) => !Number.isNaN(v))).toBe(true);
    expect(closeupPixels('oak', 16, small).data).toEqual(data);
  });
});
