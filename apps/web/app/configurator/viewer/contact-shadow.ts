/**
 * A soft contact shadow computed on the CPU from the scene objects' footprints: parts that touch the
 * floor leave a dark, tight shadow, parts higher up a lighter, wider one. It is recomputed only when
 * the piece changes (a few hundred rectangles and a blur, well under a millisecond per 1000 parts)
 * and drawn as one textured plane, instead of re-rendering the scene from below on every frame.
 */

export interface FootprintBox {
  center: { x: number; y: number; z: number };
  size: { x: number; y: number; z: number };
}

export interface ShadowMap {
  /** Floor rectangle the texture covers, cm: x from minX to maxX, z from minZ to maxZ (row 0 at minZ). */
  minX: number;
  maxX: number;
  minZ: number;
  maxZ: number;
  size: number;
  /** Shadow strength per pixel, 0-1, row-major. */
  alpha: Float32Array;
}

/**
 * A memory of the last boxes: given boxes with the same centres and sizes as the last ones (a colour
 * changed, nothing moved), it returns the last array, so what is computed from where the parts stand
 * (shadows, bounds, framing) is not computed again.
 */
export function boxesSharing<B extends FootprintBox>(): (boxes: readonly B[]) => readonly B[] {
  let last: readonly B[] = [];
  let lastKey = '';
  return (boxes) => {
    const key = footprintKey(boxes);
    if (key !== lastKey || boxes.length !== last.length) {
      last = boxes;
      lastKey = key;
    }
    return last;
  };
}

const footprintKeys = new WeakMap<readonly FootprintBox[], string>();

/**
 * Where the boxes stand and how large they are, as text: equal for boxes that cast the same shadow.
 * Kept per array: the viewer's boxesSharing builds it once per change, and the floor's and the wall's
 * shadows are then looked up with the same array.
 */
function footprintKey(boxes: readonly FootprintBox[]): string {
  let key = footprintKeys.get(boxes);
  if (key === undefined) {
    key = boxes.map((b) => `${b.center.x},${b.center.y},${b.center.z},${b.size.x},${b.size.y},${b.size.z}`).join(';');
    footprintKeys.set(boxes, key);
  }
  return key;
}

/** How many shadows `recentContactShadow` keeps (64 KB each). */
const RECENT_SHADOWS = 8;
const recentShadows = new Map<string, ShadowMap>();

/**
 * The shadow of the boxes on the floor, or on the wall at z = `wallZ`, from the last few computed when
 * these boxes stood the same way: undo, redo and an option tried and taken back return to a shape
 * seen moments ago, and the click's frame then waits for no blur (a floor and a wall shadow took
 * about 6 ms of a click here, issue 16). The maps are only read, so they are shared.
 */
export function recentContactShadow(boxes: readonly FootprintBox[], wallZ?: number): ShadowMap {
  const key = `${wallZ ?? 'floor'}|${footprintKey(boxes)}`;
  const known = recentShadows.get(key);
  if (known) {
    // Newest last: the oldest is the first to go.
    recentShadows.delete(key);
    recentShadows.set(key, known);
    return known;
  }
  const shadow = contactShadow(wallZ === undefined ? boxes : towardsWall(boxes, wallZ));
  recentShadows.set(key, shadow);
  if (recentShadows.size > RECENT_SHADOWS) recentShadows.delete(recentShadows.keys().next().value!);
  return shadow;
}

/** Parts whose underside is higher than this (cm) cast no shadow on the floor. */
const REACH = 60;

/**
 * Box blur of radius r (pixels), in place, rows then columns; `tmp` is scratch of the same length (one
 * for all passes: an edit recomputes two shadows of five passes each, and each pass allocating its own
 * made a megabyte of garbage per click). Indices past an edge repeat the edge pixel.
 */
function blur(src: Float32Array, tmp: Float32Array, n: number, r: number): void {
  if (r < 1) return;
  const w = 2 * r + 1;
  const last = n - 1;
  for (let y = 0; y < n; y++) {
    const row = y * n;
    let sum = 0;
    for (let x = -r; x <= r; x++) sum += src[row + (x < 0 ? 0 : x > last ? last : x)]!;
    for (let x = 0; x < n; x++) {
      tmp[row + x] = sum / w;
      const add = x + r + 1;
      const drop = x - r;
      sum += src[row + (add > last ? last : add)]! - src[row + (drop < 0 ? 0 : drop)]!;
    }
  }
  for (let x = 0; x < n; x++) {
    let sum = 0;
    for (let y = -r; y <= r; y++) sum += tmp[(y < 0 ? 0 : y > last ? last : y) * n + x]!;
    for (let y = 0; y < n; y++) {
      src[y * n + x] = sum / w;
      const add = y + r + 1;
      const drop = y - r;
      sum += tmp[(add > last ? last : add) * n + x]! - tmp[(drop < 0 ? 0 : drop) * n + x]!;
    }
  }
}

/**
 * The boxes as seen by a wall at z = `wallZ` behind them: y becomes the distance from the wall and z
 * the height, so contactShadow() lays their shadow on the wall.
 */
export function towardsWall(boxes: readonly FootprintBox[], wallZ: number): FootprintBox[] {
  return boxes.map((b) => ({
    center: { x: b.center.x, y: b.center.z - wallZ, z: b.center.y },
    size: { x: b.size.x, y: b.size.z, z: b.size.y },
  }));
}

/** The shadow of the boxes on the floor, on a square `size` x `size` map around their footprint. */
export function contactShadow(boxes: readonly FootprintBox[], size = 128): ShadowMap {
  let minX = Infinity, maxX = -Infinity, minZ = Infinity, maxZ = -Infinity;
  for (const b of boxes) {
    minX = Math.min(minX, b.center.x - b.size.x / 2);
    maxX = Math.max(maxX, b.center.x + b.size.x / 2);
    minZ = Math.min(minZ, b.center.z - b.size.z / 2);
    maxZ = Math.max(maxZ, b.center.z + b.size.z / 2);
  }
  if (minX === Infinity) return { minX: -1, maxX: 1, minZ: -1, maxZ: 1, size: 1, alpha: new Float32Array(1) };
  // Square map, padded so the blur fades out inside it.
  const span = Math.max(maxX - minX, maxZ - minZ) + 2 * 25;
  const cx = (minX + maxX) / 2;
  const cz = (minZ + maxZ) / 2;
  const map = { minX: cx - span / 2, maxX: cx + span / 2, minZ: cz - span / 2, maxZ: cz + span / 2 };
  const px = span / size; // cm per pixel
  const contact = new Float32Array(size * size);
  const soft = new Float32Array(size * size);
  for (const b of boxes) {
    const bottom = b.center.y - b.size.y / 2;
    if (bottom > REACH) continue;
    const x0 = Math.max(0, Math.floor((b.center.x - b.size.x / 2 - map.minX) / px));
    const x1 = Math.min(size - 1, Math.ceil((b.center.x + b.size.x / 2 - map.minX) / px));
    const z0 = Math.max(0, Math.floor((b.center.z - b.size.z / 2 - map.minZ) / px));
    const z1 = Math.min(size - 1, Math.ceil((b.center.z + b.size.z / 2 - map.minZ) / px));
    const near = bottom < 4 ? 1 : 0;
    const lift = 1 - bottom / REACH;
    const softStrength = 0.55 * lift * lift;
    for (let z = z0; z <= z1; z++) {
      for (let x = x0; x <= x1; x++) {
        const i = z * size + x;
        if (near > contact[i]!) contact[i] = near;
        if (softStrength > soft[i]!) soft[i] = softStrength;
      }
    }
  }
  const tmp = new Float32Array(size * size);
  blur(contact, tmp, size, Math.max(1, Math.round(2 / px)));
  blur(contact, tmp, size, Math.max(1, Math.round(2 / px)));
  blur(soft, tmp, size, Math.max(1, Math.round(9 / px)));
  blur(soft, tmp, size, Math.max(1, Math.round(9 / px)));
  blur(soft, tmp, size, Math.max(1, Math.round(9 / px)));
  const alpha = new Float32Array(size * size);
  for (let i = 0; i < alpha.length; i++) alpha[i] = Math.min(1, soft[i]! + 0.75 * contact[i]!);
  return { ...map, size, alpha };
}
