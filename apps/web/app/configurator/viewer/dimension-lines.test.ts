import { describe, expect, it } from 'vitest';
import { dimensionLines } from './dimension-lines.ts';

describe('dimensionLines', () => {
  const dims = { length: 726, width: 342, height: 795 };
  it('lays length and depth on the floor under a standing piece, under the underside of a hanging one', () => {
    const standing = dimensionLines({ min: [0, 0, 0], max: [72.6, 79.5, 34.2] }, dims);
    expect(standing.find((l) => l.name === 'length')!.from[1]).toBeCloseTo(0.3);
    const hanging = dimensionLines({ min: [0, 40, 0], max: [72.6, 119.5, 34.2] }, dims);
    expect(hanging.find((l) => l.name === 'length')!.from[1]).toBeCloseTo(40.3);
    expect(hanging.find((l) => l.name === 'depth')!.to[1]).toBeCloseTo(40.3);
    expect(hanging.find((l) => l.name === 'height')).toMatchObject({ from: [84.6, 40, 34.2], to: [84.6, 119.5, 34.2], value: 795 });
  });
});
