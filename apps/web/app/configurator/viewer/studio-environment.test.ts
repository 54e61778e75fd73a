import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_ROUGHNESS_LEVELS, ENVIRONMENT_SIZE, environmentBytes, environmentFromBytes, levelRoughness, studioEnvironmentLevels, studioRadiance, toHalf } from './studio-environment.ts';

function fromHalf(bits: number): number {
  const exponent = (bits >> 10) & 31;
  const mantissa = bits & 1023;
  return exponent === 0 ? mantissa * 2 ** -24 : (1 + mantissa / 1024) * 2 ** (exponent - 15);
}

/** Linear RGB of a level's texel at the centre of a face. */
function centre(level: { size: number; faces: Uint16Array[] }, face: number): number[] {
  const i = ((level.size / 2) * level.size + level.size / 2) * 4;
  return [0, 1, 2].map((c) => fromHalf(level.faces[face]![i + c]!));
}

describe('studio environment', () => {
  const levels = studioEnvironmentLevels();

  it('sees the softbox above in front, the warm strip left, the grey room below', () => {
    expect(studioRadiance([0, 0.87, 0.5])).toEqual([3.2, 3.2, 3.2]);
    const warm = studioRadiance([-1, 0.1, 0.2]);
    expect(warm[0]).toBeGreaterThan(warm[2]);
    expect(studioRadiance([0, -1, 0])[0]).toBeLessThan(0.3);
  });

  it('lays the faces out as GL samples them: +x shows the cool strip, -x the warm one', () => {
    const [r0, , b0] = centre(levels[0]!, 0);
    const [r1, , b1] = centre(levels[0]!, 1);
    expect(b0).toBeGreaterThan(r0!);
    expect(r1).toBeGreaterThan(b1!);
    expect(r0).toBeGreaterThan(0.5); // a light, not the grey wall
  });

  it('has one level per roughness plus the end of the mip chain, each half the size', () => {
    expect(levels.map((l) => l.size)).toEqual([0, 1, 2, 3, 4].map((k) => ENVIRONMENT_SIZE >> k));
    expect(levels).toHaveLength(ENVIRONMENT_ROUGHNESS_LEVELS + 1);
    for (const l of levels) for (const f of l.faces) expect(f).toHaveLength(l.size * l.size * 4);
    expect(levelRoughness(ENVIRONMENT_ROUGHNESS_LEVELS - 1, ENVIRONMENT_ROUGHNESS_LEVELS - 1)).toBe(1);
  });

  it('keeps the light it blurs: the roughest level is smooth and about as bright on average', () => {
    const mean = (l: { faces: Uint16Array[] }) => {
      let sum = 0, n = 0;
      for (const f of l.faces) {
        for (let i = 0; i < f.length; i += 4) {
          sum += fromHalf(f[i]!);
          n += 1;
        }
      }
      return sum / n;
    };
    const rough = levels[ENVIRONMENT_ROUGHNESS_LEVELS - 1]!;
    expect(mean(rough) / mean(levels[0]!)).toBeGreaterThan(0.7);
    expect(mean(rough) / mean(levels[0]!)).toBeLessThan(1.5);
    const values = rough.faces.flatMap((f) => [...f.filter((_, i) => i % 4 === 0)].map(fromHalf));
    expect(Math.max(...values) / Math.min(...values)).toBeLessThan(8);
  });

  it('writes half floats', () => {
    expect(toHalf(1)).toBe(0x3c00);
    expect(toHalf(0.5)).toBe(0x3800);
    expect(fromHalf(toHalf(3.2))).toBeCloseTo(3.2, 2);
    expect(toHalf(0)).toBe(0);
  });

  it('comes back whole from the bytes the build writes, and refuses bytes of another size', () => {
    const bytes = environmentBytes(levels);
    const back = environmentFromBytes(bytes.buffer as ArrayBuffer);
    expect(back?.map((l) => l.size)).toEqual(levels.map((l) => l.size));
    expect(back?.map((l) => l.faces.map((f) => [...f]))).toEqual(levels.map((l) => l.faces.map((f) => [...f])));
    expect(environmentFromBytes(new ArrayBuffer(bytes.byteLength - 8))).toBeNull();
  });
});
