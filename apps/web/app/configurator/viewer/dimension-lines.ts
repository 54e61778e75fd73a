/**
 * Where the dimension annotations go: overall length along the front at the piece's underside, height up the
 * front right edge, depth at the same level at the right; values in millimetres from the model.
 */
import type { Bounds, Vec3 } from './camera.ts';

export interface DimensionLine {
  name: 'length' | 'height' | 'depth';
  from: Vec3;
  to: Vec3;
  /** Half-length and direction of the end ticks. */
  tick: Vec3;
  /** Millimetres. */
  value: number;
}

/** Distance of the dimension lines from the piece, cm. */
const OFFSET = 12;
const TICK = 3;

export function dimensionLines(bounds: Bounds, dimensions: { length: number; width: number; height: number }): DimensionLine[] {
  const { min, max } = bounds;
  // Just above the piece's underside: the floor for a standing piece, under its bottom for a hanging one.
  const base = min[1] + 0.3;
  return [
    { name: 'length', from: [min[0], base, max[2] + OFFSET], to: [max[0], base, max[2] + OFFSET], tick: [0, 0, TICK], value: dimensions.length },
    { name: 'height', from: [max[0] + OFFSET, min[1], max[2]], to: [max[0] + OFFSET, max[1], max[2]], tick: [TICK, 0, 0], value: dimensions.height },
    { name: 'depth', from: [max[0] + OFFSET, base, min[2]], to: [max[0] + OFFSET, base, max[2]], tick: [TICK, 0, 0], value: dimensions.width },
  ];
}

/** Middle of a line, where its label sits. */
export function lineMiddle(l: DimensionLine): Vec3 {
  return [(l.from[0] + l.to[0]) / 2, (l.from[1] + l.to[1]) / 2, (l.from[2] + l.to[2]) / 2];
}

/** Default label: centimetres with at most one decimal, e.g. "225.4 cm". */
export function formatCentimetres(millimetres: number): string {
  return `${new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(millimetres / 10)} cm`;
}
