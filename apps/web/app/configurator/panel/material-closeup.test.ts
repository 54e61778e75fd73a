import { describe, expect, it } from 'vitest';
import { closeupPixels } from './material-closeup';

const spread = (colorId: string): number => {
  const { data } = closeupPixels(colorId, 48);
  const reds: number[] = [];
  for (let i = 0; i < data.length; i += 4) reds.push(data[i]!);
  return Math.max(...reds) - Math.min(...reds);
};

describe('closeupPixels', () => {
  it('is the colour on its material: a square of opaque pixels, the same every time', () => {
    const a = closeupPixels('oak', 32);
    expect([a.width, a.height, a.data.length]).toEqual([32, 32, 32 * 32 * 4]);
    expect(a.data.every((v, i) => i % 4 !== 3 || v === 255)).toBe(true);
    expect(closeupPixels('oak', 32).data).toEqual(a.data);
  });

  it('shows grain, weave and shine where the material has them, and a calm laminate', () => {
    // Wood and marble carry a pattern; a matte laminate only its light; chrome a bright highlight.
    expect(spread('oak')).toBeGreaterThan(spread('white_u11209'));
    expect(spread('marble_carrara')).toBeGreaterThan(spread('white_u11209'));
    expect(spread('chrome')).toBeGreaterThan(spread('white_u11209'));
    const { data } = closeupPixels('black_u12001', 16);
    // Black stays black, not grey.
    expect(Math.max(...data.filter((_, i) => i % 4 === 0))).toBeLessThan(60);
  });
});
