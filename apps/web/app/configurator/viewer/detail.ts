/**
 * The level of detail of rounded parts (upholstered blocks, cushions): as many segments per rounded
 * edge as the screen can show. A rounding drawn in n straight segments strays from the true quarter
 * circle by r (1 - cos(pi / 4n)) at most; below half a device pixel nobody can tell. A 10 m sofa seen
 * whole has roundings of 5-7 px, two segments each; zoomed in on one cushion, the most (five). The
 * sofa's first frame drew 190,000 triangles at five everywhere, most of them smaller than a pixel
 * (issue 16); the detail follows the zoom once the camera is still (Furniture).
 */
import type { Bounds, Vec3 } from './camera.ts';
import { MAX_EDGE_STEPS, roundingOf } from './geometries.ts';
import type { Batch } from './scene-layout.ts';

/** How far (device px) a rounded edge's outline may stray from the true curve. */
export const TOLERANCE_PX = 0.4;

/** The fewest segments per rounded edge: two keep a rounding round in its shading. */
const MIN_EDGE_STEPS = 2;

/** Device pixels one centimetre covers `distance` cm in front of a camera of vertical field `fovDeg`, on a drawing buffer `heightPx` high. */
export function pixelsPerCm(heightPx: number, fovDeg: number, distance: number): number {
  return heightPx / (2 * Math.tan((fovDeg * Math.PI) / 360) * Math.max(distance, 1));
}

/** Distance (cm) from a point to the nearest point of a box (0 inside it). */
export function distanceToBounds(point: Vec3, bounds: Bounds): number {
  let sum = 0;
  for (let k = 0; k < 3; k++) {
    const d = Math.max(bounds.min[k]! - point[k]!, 0, point[k]! - bounds.max[k]!);
    sum += d * d;
  }
  return Math.sqrt(sum);
}

/** Segments per rounded edge of `radiusPx` device pixels: the fewest within TOLERANCE_PX, from two to the most. */
export function edgeStepsFor(radiusPx: number): number {
  for (let n = MIN_EDGE_STEPS; n < MAX_EDGE_STEPS; n++) if (radiusPx * (1 - Math.cos(Math.PI / (4 * n))) <= TOLERANCE_PX) return n;
  return MAX_EDGE_STEPS;
}

/** Segments per rounded edge of a batch's geometry at `pxPerCm`, or null for a shape without roundings. */
function batchEdgeSteps(batch: Batch, pxPerCm: number): number | null {
  const rounding = roundingOf(batch.geometry);
  return rounding === null ? null : edgeStepsFor(rounding.radius * pxPerCm);
}

/**
 * The batches with their rounded geometry at the detail `pxPerCm` asks for (a geometry key per level,
 * so the resources cache builds each level once); other batches as they are.
 */
export function withDetail(batches: readonly Batch[], pxPerCm: number): Batch[] {
  return batches.map((batch) => {
    const edgeSteps = batchEdgeSteps(batch, pxPerCm);
    if (edgeSteps === null) return batch;
    return { ...batch, geometry: { ...batch.geometry, edgeSteps, key: `${batch.geometry.key}/${edgeSteps}` } };
  });
}

/**
 * What withDetail would give the batches at this scale: their segment counts, as one text. Compared on
 * every frame the camera moves, so it builds no batches.
 */
export function detailSignature(batches: readonly Batch[], pxPerCm: number): string {
  return batches.map((b) => batchEdgeSteps(b, pxPerCm) ?? '').join(',');
}
