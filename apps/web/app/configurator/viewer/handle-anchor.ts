/** Where a direct handle sits in the scene, without three.js: on the bounds of the parts it belongs to. */
import type { SceneObject } from '@masswerk/domain';
import type { HandleSide } from './viewer-props.ts';

export interface HandleAnchor {
  /** The point the handle is drawn at, cm. */
  at: [number, number, number];
  /** The direction dragging it grows the size (x for a side, y for the top). */
  axis: [number, number, number];
}

/** How far in front of the piece a handle floats, cm, so the piece never hides it. */
const IN_FRONT_CM = 2;

/**
 * The anchor of a handle on `sections` (every visible part when empty or when none of them is drawn):
 * left or right end half way up, or the middle of the top, on the front face.
 */
export function handleAnchor(objects: readonly SceneObject[], sections: readonly string[], side: HandleSide): HandleAnchor | null {
  if (side === 'between') return betweenAnchor(objects, sections);
  const wanted = new Set(sections);
  let parts = objects.filter((o) => !o.invisible && wanted.has(o.section));
  if (parts.length === 0) parts = objects.filter((o) => !o.invisible);
  const box = boxOf(parts);
  if (box === null) return null;
  const { min, max } = box;
  const z = max[2] + IN_FRONT_CM;
  const midY = (min[1] + max[1]) / 2;
  if (side === 'top') return { at: [(min[0] + max[0]) / 2, max[1], z], axis: [0, 1, 0] };
  if (side === 'left') return { at: [min[0], midY, z], axis: [-1, 0, 0] };
  return { at: [max[0], midY, z], axis: [1, 0, 0] };
}

/** The index of the value of `values` (ascending) nearest to `value`. */
export function nearestIndex(values: readonly number[], value: number): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (Math.abs(values[i]! - value) < Math.abs(values[best]! - value)) best = i;
  return best;
}

type Box = { min: [number, number, number]; max: [number, number, number] };

function boxOf(parts: readonly SceneObject[]): Box | null {
  if (parts.length === 0) return null;
  const box: Box = { min: [Infinity, Infinity, Infinity], max: [-Infinity, -Infinity, -Infinity] };
  for (const o of parts) {
    const c = [o.center.x, o.center.y, o.center.z];
    const h = [o.size.x / 2, o.size.y / 2, o.size.z / 2];
    for (let i = 0; i < 3; i++) {
      box.min[i] = Math.min(box.min[i]!, c[i]! - h[i]!);
      box.max[i] = Math.max(box.max[i]!, c[i]! + h[i]!);
    }
  }
  return box;
}

/** The middle of where two ranges meet: of their overlap, or of the gap between them. */
const meeting = (a: Box, b: Box, i: number): number => (Math.max(a.min[i]!, b.min[i]!) + Math.min(a.max[i]!, b.max[i]!)) / 2;
/** How much two ranges overlap (negative: the gap between them). */
const overlap = (a: Box, b: Box, i: number): number => Math.min(a.max[i]!, b.max[i]!) - Math.max(a.min[i]!, b.min[i]!);

/**
 * A "+" between two sections: on the seam between their parts, a third of the way up where both reach, on the side
 * the piece is seen from (the front of a row along x; the inner side of a sofa's arm along z after a corner).
 */
function betweenAnchor(objects: readonly SceneObject[], sections: readonly string[]): HandleAnchor | null {
  const [left, right] = sections.map((s) => boxOf(objects.filter((o) => !o.invisible && o.section === s)));
  const all = boxOf(objects.filter((o) => !o.invisible));
  if (!left || !right || !all) return null;
  // Below the middle, where a selected column's width handle sits.
  const y = Math.max(left.min[1], right.min[1]) + 0.3 * Math.max(0, overlap(left, right, 1));
  // The seam runs across the axis on which the two touch (overlap least).
  if (overlap(left, right, 0) <= overlap(left, right, 2)) {
    return { at: [meeting(left, right, 0), y, Math.max(left.max[2], right.max[2]) + IN_FRONT_CM], axis: [0, 0, 1] };
  }
  const inner = (left.min[0] + left.max[0]) / 2 < (all.min[0] + all.max[0]) / 2 ? Math.max(left.max[0], right.max[0]) + IN_FRONT_CM : Math.min(left.min[0], right.min[0]) - IN_FRONT_CM;
  return { at: [inner, y, meeting(left, right, 2)], axis: [0, 0, 1] };
}
