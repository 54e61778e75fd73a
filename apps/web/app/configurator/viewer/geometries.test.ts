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
