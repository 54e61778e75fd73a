import { describe, expect, it } from 'vitest';
import { woodGrainPixels } from './texture-pixels.ts';

describe('woodGrainPixels', () => {
  it('is the same for the same variation and different across variations', () => {
    const a = woodGrainPixels(2, 64, 16).data;
    expect(woodGrainPixels(2, 64, 16).data).toEqual(a);
    expect(woodGrainPixels(3, 64, 16).data).not.toEqual(a);
  });
  it('only darkens a little, so the catalogue colour survives', () => {
    const { data } = woodGrainPixels(1, 128, 32);
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) sum += data[i]!;
    const mean = sum / (data.length / 4) / 255;
    expect(mean).toBeGreaterThan(0.8);
    expect(mean).toBeLessThan(0.98);
  });
});
