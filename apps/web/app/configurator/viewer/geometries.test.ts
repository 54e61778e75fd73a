import { BufferAttribute, BufferGeometry } from 'three';
import { mergeVertices } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { describe, expect, it } from 'vitest';
import { roundedBlock, weldedGeometry } from './geometries.ts';

describe('weldedGeometry', () => {
  it("gives three's mergeVertices result, vertex for vertex and index for index", () => {
    for (const [size, radius, bulge] of [
      [[98, 12, 52], 3, 0],
      [[60, 20, 60], 6, 0.3],
      [[0.4, 0.2, 0.3], 0.05, 0],
    ] as const) {
      const block = roundedBlock(size, radius, bulge);
      // The block's own positions and indices, unwelded again: every triangle its own three vertices.
      const index = block.getIndex()!;
      const position = block.getAttribute('position');
      const flat = new Float32Array(index.count * 3);
      for (let i = 0; i < index.count; i++) flat.set([position.getX(index.getX(i)), position.getY(index.getX(i)), position.getZ(index.getX(i))], i * 3);
      const inOrder = Array.from({ length: index.count }, (_, i) => i);
      for (const order of [inOrder, inOrder.toReversed(), inOrder.map((i) => (i * 7) % index.count)]) {
        const raw = new BufferGeometry();
        raw.setAttribute('position', new BufferAttribute(flat, 3));
        raw.setIndex(order);
        const three = mergeVertices(raw, 1e-4);
        const ours = weldedGeometry(flat, order, 1e-4);
        expect([...ours.getAttribute('position').array]).toEqual([...three.getAttribute('position').array]);
        expect([...ours.getIndex()!.array]).toEqual([...three.getIndex()!.array]);
      }
      expect(weldedGeometry(flat, inOrder, 1e-4).getAttribute('position').count).toBe(position.count);
    }
  });
});

describe('roundedBlock', () => {
  const points = (size: readonly [number, number, number], radius: number, bulge: number, steps: number) => {
    const position = roundedBlock(size, radius, bulge, steps).getAttribute('position');
    return Array.from({ length: position.count }, (_, i) => [position.getX(i), position.getY(i), position.getZ(i)] as const);
  };

  it('puts every point on the box rounded to the radius, as large as the box', () => {
    for (const [size, radius, steps] of [[[98, 12, 52], 3, 5], [[60, 20, 60], 6, 2], [[40, 6, 30], 2, 1]] as const) {
      const half = size.map((s) => s / 2);
      const all = points(size, radius, 0, steps);
      for (const p of all) {
        const d = p.map((v, k) => v - Math.max(-(half[k]! - radius), Math.min(half[k]! - radius, v)));
        expect(Math.hypot(...d)).toBeCloseTo(radius, 4);
      }
      for (let k = 0; k < 3; k++) expect(Math.max(...all.map((p) => Math.abs(p[k]!)))).toBeCloseTo(half[k]!, 4);
    }
  });

  it('puffs a cushion along its thinnest side: full in the middle, thinner towards the seams', () => {
    const half = 10;
    const all = points([60, 2 * half, 50], 4, 0.3, 3);
    const middle = all.filter((p) => p[0] === 0 && p[2] === 0).map((p) => Math.abs(p[1]));
    expect(Math.max(...middle)).toBeCloseTo(half, 4);
    const nearSeam = all.filter((p) => Math.abs(p[0]) > 25 && Math.abs(p[2]) > 20 && Math.abs(p[1]) > 0).map((p) => Math.abs(p[1]));
    expect(Math.max(...nearSeam)).toBeLessThan(half * 0.8);
    expect(Math.max(...all.map((p) => Math.abs(p[1])))).toBeLessThanOrEqual(half + 1e-4);
  });
});
