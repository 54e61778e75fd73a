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
  const wanted = new Set(sections);
  let parts = objects.filter((o) => !o.invisible && wanted.has(o.section));
  if (parts.length === 0) parts = objects.filter((o) => !o.invisible);
  if (parts.length === 0) return null;
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const o of parts) {
    const c = [o.center.x, o.center.y, o.center.z];
    const h = [o.size.x / 2, o.size.y / 2, o.size.z / 2];
    for (let i = 0; i < 3; i++) {
      min[i] = Math.min(min[i]!, c[i]! - h[i]!);
      max[i] = Math.max(max[i]!, c[i]! + h[i]!);
    }
  }
  const z = max[2]! + IN_FRONT_CM;
  const midY = (min[1]! + max[1]!) / 2;
  if (side === 'top') return { at: [(min[0]! + max[0]!) / 2, max[1]!, z], axis: [0, 1, 0] };
  if (side === 'left') return { at: [min[0]!, midY, z], axis: [-1, 0, 0] };
  return { at: [max[0]!, midY, z], axis: [1, 0, 0] };
}

/** The index of the value of `values` (ascending) nearest to `value`. */
export function nearestIndex(values: readonly number[], value: number): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (Math.abs(values[i]! - value) < Math.abs(values[best]! - value)) best = i;
  return best;
}
