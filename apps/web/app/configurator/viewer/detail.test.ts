import { FAMILIES, REFERENCE_DESIGNS, sceneObjects } from '@masswerk/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detailSignature, distanceToBounds, edgeStepsFor, pixelsPerCm, TOLERANCE_PX, withDetail } from './detail.ts';
import { buildGeometry, MAX_EDGE_STEPS, roundedBlock } from './geometries.ts';
import { layoutScene } from './scene-layout.ts';

/** How far a quarter circle of `radiusPx` drawn in n chords strays from the arc, px. */
const stray = (radiusPx: number, n: number) => radiusPx * (1 - Math.cos(Math.PI / (4 * n)));

const triangles = (batches: ReturnType<typeof withDetail>) =>
  batches.reduce((sum, b) => sum + (b.items.length * (buildGeometry(b.geometry).getIndex()?.count ?? 0)) / 3, 0);

describe('edgeStepsFor', () => {
  it('takes the fewest segments whose outline stays within the tolerance, from two up to the most', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 500, noNaN: true }), (radiusPx) => {
        const n = edgeStepsFor(radiusPx);
        expect(n).toBeGreaterThanOrEqual(2);
        expect(n).toBeLessThanOrEqual(MAX_EDGE_STEPS);
        if (n < MAX_EDGE_STEPS) expect(stray(radiusPx, n)).toBeLessThanOrEqual(TOLERANCE_PX);
        if (n > 2) expect(stray(radiusPx, n - 1)).toBeGreaterThan(TOLERANCE_PX);
      }),
    );
  });
  it('never takes fewer segments for a larger rounding', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 500, noNaN: true }), fc.double({ min: 0, max: 500, noNaN: true }), (a, b) => {
      expect(edgeStepsFor(Math.min(a, b))).toBeLessThanOrEqual(edgeStepsFor(Math.max(a, b)));
    }));
  });
});

describe('pixelsPerCm and distanceToBounds', () => {
  it('measures a centimetre on screen: half the buffer height covers tan(fov/2) x distance', () => {
    expect(pixelsPerCm(800, 90, 400)).toBeCloseTo(1, 10);
    expect(pixelsPerCm(1600, 90, 400)).toBeCloseTo(2, 10);
  });
  it('is the distance to the nearest point of the box, 0 inside it', () => {
    const box = { min: [0, 0, 0], max: [100, 80, 60] } as const;
    expect(distanceToBounds([50, 40, 30], box)).toBe(0);
    expect(distanceToBounds([50, 40, 460], box)).toBe(400);
    expect(distanceToBounds([103, 84, 30], box)).toBe(5);
  });
});

describe('withDetail', () => {
  const sofa = layoutScene(sceneObjects(FAMILIES.joyn.elements(REFERENCE_DESIGNS.joyn.largest!)), []);

  it('draws a 10 m sofa seen whole (about 1 px per cm) in under a third of the triangles of its close-up detail', () => {
    const far = triangles(withDetail(sofa, 1));
    const close = triangles(withDetail(sofa, 50));
    expect(close).toBeGreaterThan(150_000);
    expect(far).toBeLessThan(close / 3);
  });

  it('at the most detail builds every rounded part as before there was a level of detail', () => {
    for (const batch of withDetail(sofa, 1000)) {
      if (batch.geometry.edgeSteps === undefined) continue;
      expect(batch.geometry.edgeSteps).toBe(MAX_EDGE_STEPS);
      const plain = buildGeometry({ ...batch.geometry, edgeSteps: undefined });
      expect([...buildGeometry(batch.geometry).getAttribute('position').array]).toEqual([...plain.getAttribute('position').array]);
    }
  });

  it('keys each level of a geometry apart and leaves shapes without roundings as they are', () => {
    const shelf = layoutScene(sceneObjects(FAMILIES.shelf.elements(FAMILIES.shelf.defaults())), []);
    expect(withDetail(shelf, 1)).toEqual(shelf);
    const keys = (scale: number) => new Set(withDetail(sofa, scale).filter((b) => b.geometry.edgeSteps !== undefined).map((b) => b.geometry.key));
    const far = keys(0.5);
    for (const key of keys(50)) expect(far.has(key)).toBe(false);
    expect(detailSignature(sofa, 0.5)).not.toBe(detailSignature(sofa, 50));
    expect(detailSignature(sofa, 50)).toBe(detailSignature(sofa, 60));
  });

  it('rounds a coarse block on the same radius: its corners lie on the true rounded surface', () => {
    const size = [80, 20, 60] as const;
    const coarse = roundedBlock(size, 6, 0, 2).getAttribute('position');
    const fine = roundedBlock(size, 6, 0).getAttribute('position');
    expect(coarse.count).toBeLessThan(fine.count / 2);
    // Every vertex of the coarse block lies on the rounded surface: `radius` from the box inside it.
    const inner = size.map((v) => v / 2 - 6);
    for (let i = 0; i < coarse.count; i++) {
      const d = [0, 1, 2].map((k) => coarse.getComponent(i, k)).map((v, k) => v - Math.max(-inner[k]!, Math.min(inner[k]!, v)));
      expect(Math.hypot(...d)).toBeCloseTo(6, 3);
    }
    // And the extremes are reached: the outline is the same size at both levels.
    for (const attribute of [coarse, fine]) {
      for (let k = 0; k < 3; k++) {
        const values = Array.from({ length: attribute.count }, (_, i) => attribute.getComponent(i, k));
        expect(Math.max(...values)).toBeCloseTo(size[k]! / 2, 4);
        expect(Math.min(...values)).toBeCloseTo(-size[k]! / 2, 4);
      }
    }
  });
});
