/**
 * Doors and drawers opened in the 3D view, without three.js (docs/decisions.md "Opening doors and
 * drawers is the viewer's"): the design does not change, the viewer moves its fronts so the visitor
 * sees the wardrobe's interiors and the shelf's drawers. A turning door swings out round its hinge
 * edge, sliding doors slide over the first door of their module, a drawer slides out with its box; a
 * handle goes with the door or drawer front it is on.
 */
import { cm, type SceneObject } from '@masswerk/domain';
import { DRAWER_BOXES, DRAWER_FRONTS, isOpenable as isFront, SLIDING, TURNING } from './pick.ts';
import { localSize, rotationMatrix } from './scene-layout.ts';

/** How far an open turning door swings, degrees. */
export const DOOR_SWING_DEGREES = 100;
/** How far a drawer with no box of its own (a shelf's) comes out, cm. */
const DRAWER_PULL_CM = 22;
/** Share of its box's depth a drawer comes out by. */
const DRAWER_PULL_SHARE = 0.6;

/** Eased share of the way open (0 closed, 1 open), for a smooth start and stop. */
export function easeOpen(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x * x * (3 - 2 * x);
}

/** A rigid move: turned by `yaw` degrees round a vertical axis through (pivotX, pivotZ), then shifted. */
interface Move {
  yaw: number;
  pivotX: number;
  pivotZ: number;
  dx: number;
  dz: number;
}

const within = (v: number, centre: number, half: number, slack: number): boolean => Math.abs(v - centre) <= half + slack;

/** The front a handle or a drawer box belongs to: the nearest one in front of it covering its centre. */
function ownerOf(part: SceneObject, fronts: readonly SceneObject[], inFront: boolean): SceneObject | undefined {
  let best: SceneObject | undefined;
  let bestGap = Infinity;
  for (const f of fronts) {
    if (f.section !== part.section) continue;
    if (!within(part.center.x, f.center.x, f.size.x / 2, 1) || !within(part.center.y, f.center.y, f.size.y / 2, 1)) continue;
    const gap = inFront ? part.center.z - f.center.z : f.center.z - part.center.z;
    if (gap < -0.5 || gap >= bestGap) continue;
    best = f;
    bestGap = gap;
  }
  return best;
}

/** A door or a drawer the visitor can open on its own: its key, its section and its number there (by kind, top to bottom, left to right). */
export interface Front {
  key: string;
  section: string;
  kind: 'door' | 'drawer';
  n: number;
  /** Its index in the scene. */
  index: number;
}

/** The scene's doors and drawers; a key stays the same while its section keeps its fronts (`m0:door:2`). */
export function frontsOf(objects: readonly SceneObject[]): Front[] {
  const found = objects.flatMap((o, index) => (!o.invisible && isFront(o.type) ? [{ o, index }] : []));
  found.sort((a, b) => (a.o.section < b.o.section ? -1 : a.o.section > b.o.section ? 1 : b.o.center.y - a.o.center.y || a.o.center.x - b.o.center.x));
  const counts = new Map<string, number>();
  return found.map(({ o, index }) => {
    const kind = o.type === TURNING || o.type === SLIDING ? 'door' : 'drawer';
    const n = (counts.get(`${o.section}:${kind}`) ?? 0) + 1;
    counts.set(`${o.section}:${kind}`, n);
    return { key: `${o.section}:${kind}:${n}`, section: o.section, kind, n, index };
  });
}

/** The front each part opens with, by the part's index in the scene: a door or drawer itself, a handle on it, a drawer box behind it. */
export function frontOfParts(objects: readonly SceneObject[]): Map<number, Front> {
  const fronts = frontsOf(objects);
  const byObject = new Map(fronts.map((f) => [objects[f.index]!, f]));
  const shown = fronts.map((f) => objects[f.index]!);
  const out = new Map(fronts.map((f) => [f.index, f]));
  objects.forEach((o, i) => {
    if (o.invisible) return;
    const owner = o.type.startsWith('handle_') ? ownerOf(o, shown, true) : DRAWER_BOXES.has(o.type) ? ownerOf(o, shown.filter((f) => DRAWER_FRONTS.has(f.type)), false) : undefined;
    const front = owner === undefined ? undefined : byObject.get(owner);
    if (front !== undefined) out.set(i, front);
  });
  return out;
}

/** The move of each front, `shareOf` it the way open. */
function frontMoves(objects: readonly SceneObject[], fronts: readonly SceneObject[], shareOf: (front: SceneObject) => number): Map<SceneObject, Move> {
  const moves = new Map<SceneObject, Move>();
  const bySection = new Map<string, SceneObject[]>();
  for (const f of fronts) bySection.set(f.section, [...(bySection.get(f.section) ?? []), f]);
  for (const group of bySection.values()) {
    const doors = group.filter((f) => f.type === TURNING);
    const middle = doors.reduce((s, d) => s + d.center.x, 0) / Math.max(1, doors.length);
    const sliding = group.filter((f) => f.type === SLIDING).sort((a, b) => a.center.x - b.center.x);
    const slideTo = sliding[0]?.center.x ?? 0;
    // The first sliding door slides over the second, unless another is (being) opened: that one slides over the first.
    const othersOpen = sliding.slice(1).some((d) => shareOf(d) > 0);
    for (const f of group) {
      const share = shareOf(f);
      if (share <= 0) continue;
      if (f === sliding[0] && sliding.length > 1) {
        if (!othersOpen) moves.set(f, { yaw: 0, pivotX: 0, pivotZ: 0, dx: (sliding[1]!.center.x - f.center.x) * share, dz: 0 });
      } else if (f.type === TURNING) {
        // Doors left of their module's middle (and a lone door) hinge on the left edge, the others on the right.
        const left = f.center.x <= middle + 0.5;
        const pivotX = left ? f.center.x - f.size.x / 2 : f.center.x + f.size.x / 2;
        moves.set(f, { yaw: (left ? -1 : 1) * DOOR_SWING_DEGREES * share, pivotX, pivotZ: f.center.z + f.size.z / 2, dx: 0, dz: 0 });
      } else if (f.type === SLIDING) {
        moves.set(f, { yaw: 0, pivotX: 0, pivotZ: 0, dx: (slideTo - f.center.x) * share, dz: 0 });
      } else {
        const box = objects.find((o) => DRAWER_BOXES.has(o.type) && !o.invisible && ownerOf(o, [f], false) === f);
        const pull = box === undefined ? DRAWER_PULL_CM : box.size.z * DRAWER_PULL_SHARE;
        moves.set(f, { yaw: 0, pivotX: 0, pivotZ: 0, dx: 0, dz: pull * share });
      }
    }
  }
  return moves;
}

/** The object moved: its centre carried round the pivot, its turn added, its size kept as the viewer reads it. */
function moved(o: SceneObject, m: Move): SceneObject {
  const rad = (m.yaw * Math.PI) / 180;
  const [cos, sin] = [Math.cos(rad), Math.sin(rad)];
  const rx = o.center.x - m.pivotX;
  const rz = o.center.z - m.pivotZ;
  const x = m.yaw === 0 ? o.center.x + m.dx : m.pivotX + rx * cos + rz * sin + m.dx;
  const z = m.yaw === 0 ? o.center.z + m.dz : m.pivotZ - rx * sin + rz * cos + m.dz;
  const rotation = { ...o.rotation, y: o.rotation.y + m.yaw };
  // The viewer reads `size` as the extent in the room for quarter turns and as the part's own size
  // otherwise (scene-layout.ts localSize): give it what it reads for the new turn.
  const local = localSize(o);
  const r = rotationMatrix(rotation.x, rotation.y, rotation.z).map((row) => row.map((v) => Math.abs(v)));
  const quarter = r.every((row) => row.every((v) => v < 1e-6 || Math.abs(v - 1) < 1e-6));
  const s = quarter ? r.map((row) => Math.round(row[0]!) * local[0] + Math.round(row[1]!) * local[1] + Math.round(row[2]!) * local[2]) : local;
  const size = { x: cm(s[0]!), y: cm(s[1]!), z: cm(s[2]!) };
  const center = { x: cm(x), y: o.center.y, z: cm(z) };
  return { ...o, rotation, size, center, position: { x: cm(x - s[0]! / 2), y: o.position.y, z: cm(z - s[2]! / 2) } };
}

/**
 * The scene with its doors and drawers `share` of the way open: all of them, or each by its key
 * (frontsOf; a key not in the map is closed). The same array when all are closed.
 */
export function openScene(objects: readonly SceneObject[], share: number | ReadonlyMap<string, number>): readonly SceneObject[] {
  if (typeof share === 'number' ? share <= 0 : ![...share.values()].some((v) => v > 0)) return objects;
  const fronts = objects.filter((o) => !o.invisible && isFront(o.type));
  if (fronts.length === 0) return objects;
  let shareOf: (front: SceneObject) => number = () => share as number;
  if (typeof share !== 'number') {
    const keys = new Map(frontsOf(objects).map((f) => [objects[f.index]!, f.key]));
    shareOf = (front) => share.get(keys.get(front) ?? '') ?? 0;
  }
  const moves = frontMoves(objects, fronts, shareOf);
  return objects.map((o) => {
    if (o.invisible) return o;
    const own = moves.get(o);
    if (own !== undefined) return moved(o, own);
    const owner = o.type.startsWith('handle_') ? ownerOf(o, fronts, true) : DRAWER_BOXES.has(o.type) ? ownerOf(o, fronts.filter((f) => DRAWER_FRONTS.has(f.type)), false) : undefined;
    const move = owner === undefined ? undefined : moves.get(owner);
    return move === undefined ? o : moved(o, move);
  });
}
