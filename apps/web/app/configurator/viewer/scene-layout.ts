/**
 * From scene objects to draw batches, without three.js: which geometry and which material each
 * object needs, where it stands, and which objects share one instanced draw call. Kept pure so
 * the grouping (the draw-call budget) and the rotation rules are unit-tested.
 */
import { cm, type SceneObject } from '@masswerk/domain';
import { materialSpecOf, type MaterialSpec, type SurfaceKind, textureOf } from './material-spec.ts';
import { roomTextureKey, type RoomStyle } from './room-style.ts';

/** Geometry families the viewer builds. "unit" ones are 1 x 1 x 1 and scaled per instance. */
export type GeometryKind =
  | 'box'
  | 'cylinder'
  | 'tapered'
  | 'roll'
  | 'bar'
  | 'knob'
  | 'castor'
  | 'block'
  | 'puffed'
  | 'hairpin'
  | 'angle'
  | 'frame';

export interface GeometrySpec {
  /** Cache key: kind, plus the size for sized geometry. */
  key: string;
  kind: GeometryKind;
  /** Local size in cm (x = length, y = height, z = depth) for geometry built to size; absent for unit geometry. */
  size?: readonly [number, number, number];
  /** Axis of a bar (its longest local side). */
  axis?: 'x' | 'y' | 'z';
  /** Segments per rounded edge of a block or cushion (the level of detail, detail.ts); absent: the most. */
  edgeSteps?: number;
}

export interface Placement {
  object: SceneObject;
  /** Centre, cm. */
  position: readonly [number, number, number];
  /** Euler XYZ, radians. */
  rotation: readonly [number, number, number];
  /** Instance scale: the local size for unit geometry, 1 for geometry built to size. */
  scale: readonly [number, number, number];
}

export interface Batch {
  key: string;
  geometry: GeometrySpec;
  material: MaterialSpec;
  highlighted: boolean;
  items: Placement[];
}

/** Shapes whose geometry is sized in centimetres (rounded edges and thin rods must not be stretched). */
const SIZED: ReadonlySet<GeometryKind> = new Set(['block', 'puffed', 'hairpin', 'angle', 'frame']);

const SHAPE_KINDS: Readonly<Record<string, GeometryKind>> = {
  box: 'box',
  flat: 'box',
  rail: 'box',
  drawer: 'box',
  open_box: 'box',
  hinge: 'box',
  handle_grip: 'box',
  cylinder: 'cylinder',
  tapered: 'tapered',
  slanted_leg: 'tapered',
  roll: 'roll',
  bar: 'bar',
  handle_bar: 'bar',
  handle_knob: 'knob',
  castor: 'castor',
  // The element shape of seat and back cushions (every sofa's) and of the cushion family's piece.
  cushion: 'puffed',
  hairpin: 'hairpin',
  angle: 'angle',
  frame: 'frame',
};

/**
 * The underside of a piece that hangs on the wall, cm above the floor (docs/decisions.md "A hanging
 * shelf is drawn on the wall"): clear of any skirting and of a baseboard, low enough that a tall hanging
 * shelf still fits under a usual ceiling.
 */
export const HANGING_UNDERSIDE_CM = 40;

/** Part types a piece hangs on the wall by (the shelf's AYR style: a rail under each column). */
const WALL_MOUNTS: ReadonlySet<string> = new Set(['hanging_rail']);

/** Where the viewer stands a piece: on the floor as the domain builds it, or lifted onto the wall. */
export interface SceneMounting {
  /** The piece hangs on the wall (it has a wall mount among its visible parts). */
  hangs: boolean;
  /** How far the viewer lifts every part, cm: 0 for a standing piece (its legs or socle already lift its body). */
  lift: number;
}

/**
 * The mounting of the visible objects. The domain builds every piece from the floor up (a hanging
 * shelf's rail at y = 0); a piece with a wall mount is lifted so that its lowest part is
 * HANGING_UNDERSIDE_CM above the floor.
 */
export function sceneMounting(objects: readonly SceneObject[]): SceneMounting {
  let hangs = false;
  let bottom = Infinity;
  for (const object of objects) {
    if (object.invisible) continue;
    if (WALL_MOUNTS.has(object.type)) hangs = true;
    bottom = Math.min(bottom, object.center.y - object.size.y / 2);
  }
  if (!hangs || bottom === Infinity) return { hangs: false, lift: 0 };
  return { hangs: true, lift: HANGING_UNDERSIDE_CM - bottom };
}

/** The objects moved up by `lift` cm (the same array when there is nothing to move). */
export function liftedScene(objects: readonly SceneObject[], lift: number): readonly SceneObject[] {
  if (lift === 0) return objects;
  return objects.map((o) => ({
    ...o,
    position: { ...o.position, y: cm(o.position.y + lift) },
    center: { ...o.center, y: cm(o.center.y + lift) },
  }));
}

/** Rounded to a millimetre, so equal parts share a key despite float noise. */
const r1 = (v: number): number => Math.round(v * 10) / 10;

/**
 * The size of an object before its rotation. The domain gives `size` as the object's extent in the
 * room (a sofa module turned by 90 degrees reports its depth along x), so for quarter turns the
 * local size is the room size turned back; other angles are taken as local sizes.
 */
export function localSize(object: Pick<SceneObject, 'size' | 'rotation'>): [number, number, number] {
  const world: [number, number, number] = [object.size.x, object.size.y, object.size.z];
  const m = rotationMatrix(object.rotation.x, object.rotation.y, object.rotation.z).map((row) => row.map((v) => Math.abs(v)));
  const isPermutation = m.every((row) => row.every((v) => v < 1e-6 || Math.abs(v - 1) < 1e-6));
  if (!isPermutation) return world;
  // world = |R| local  =>  local = |R|^T world (exact 0/1 entries, so sizes do not pick up float noise)
  const p = m.map((row) => row.map((v) => Math.round(v)));
  return [0, 1, 2].map((j) => p[0]![j]! * world[0] + p[1]![j]! * world[1] + p[2]![j]! * world[2]) as [number, number, number];
}

/** Rotation matrix of Euler angles in degrees, order XYZ (three.js' default): R = Rx * Ry * Rz. */
export function rotationMatrix(xDeg: number, yDeg: number, zDeg: number): number[][] {
  const [a, b, c] = [xDeg, yDeg, zDeg].map((d) => (d * Math.PI) / 180) as [number, number, number];
  const [ca, sa, cb, sb, cc, sc] = [Math.cos(a), Math.sin(a), Math.cos(b), Math.sin(b), Math.cos(c), Math.sin(c)];
  return [
    [cb * cc, -cb * sc, sb],
    [ca * sc + sa * sb * cc, ca * cc - sa * sb * sc, -sa * cb],
    [sa * sc - ca * sb * cc, sa * cc + ca * sb * sc, ca * cb],
  ];
}

/** The geometry an object is drawn with. Upholstered boxes get rounded edges; cushions are puffed. */
export function geometrySpecOf(object: SceneObject, upholstered: boolean, size: readonly [number, number, number]): GeometrySpec {
  let kind: GeometryKind = SHAPE_KINDS[object.shape] ?? 'box';
  if (kind === 'box' && upholstered) kind = 'block';
  if (SIZED.has(kind)) {
    const s = [r1(size[0]), r1(size[1]), r1(size[2])] as const;
    return { key: `${kind}:${s.join('x')}`, kind, size: s };
  }
  if (kind === 'bar') {
    const axis = size[0] >= size[1] && size[0] >= size[2] ? 'x' : size[1] >= size[2] ? 'y' : 'z';
    return { key: `bar-${axis}`, kind, axis };
  }
  return { key: kind, kind };
}

/**
 * Draw batches for the visible objects: one per geometry, material and highlight state, so a shelf
 * of sixty white boards is one draw call. Batches come out in a stable order (first appearance).
 */
export function layoutScene(objects: readonly SceneObject[], selection: readonly string[]): Batch[] {
  const selected = new Set(selection);
  const batches = new Map<string, Batch>();
  for (const object of objects) {
    if (object.invisible) continue;
    const material = materialSpecOf(object.color, object.material, object.variation);
    const size = localSize(object);
    const geometry = geometrySpecOf(object, material.upholstered, size);
    const highlighted = selected.has(object.section);
    const key = `${geometry.key}|${material.key}|${highlighted ? 1 : 0}`;
    let batch = batches.get(key);
    if (!batch) {
      batch = { key, geometry, material, highlighted, items: [] };
      batches.set(key, batch);
    }
    const rad = Math.PI / 180;
    batch.items.push({
      object,
      position: [object.center.x, object.center.y, object.center.z],
      rotation: [object.rotation.x * rad, object.rotation.y * rad, object.rotation.z * rad],
      scale: geometry.size ? [1, 1, 1] : [Math.max(size[0], 0.01), Math.max(size[1], 0.01), Math.max(size[2], 0.01)],
    });
  }
  return withTextileProgram([...batches.values()]);
}

/** Surfaces three.js draws with its standard material; the others have a program of their own. */
const STANDARD_SURFACES = new Set<SurfaceKind>(['laminate', 'wood', 'metal', 'marble', 'mirror']);

/**
 * In a scene with textiles, the parts of standard surfaces (a sofa's legs and frame) are drawn by the
 * textiles' shader program: software WebGL compiles and links each program before the first frame
 * shows (issue 16), and a sheen without colour changes nothing of how they look.
 */
function withTextileProgram(batches: Batch[]): Batch[] {
  if (!batches.some((b) => b.material.surface === 'fabric')) return batches;
  return batches.map((b) =>
    STANDARD_SURFACES.has(b.material.surface) ? { ...b, material: { ...b.material, key: `${b.material.key}|textile`, textileProgram: true } } : b,
  );
}

/**
 * The textures (texture-pixels.ts keys) a scene draws: its visible objects' and its room's. The first
 * frame waits for them; the page asks for their files early (LazyViewer).
 */
export function sceneTextureKeys(objects: readonly SceneObject[], room: RoomStyle | null): string[] {
  const keys = new Set<string>();
  for (const object of objects) {
    if (object.invisible) continue;
    const texture = textureOf(materialSpecOf(object.color, object.material, object.variation));
    if (texture) keys.add(texture.key);
  }
  if (room) keys.add(roomTextureKey(room.wall)).add(roomTextureKey(room.floor));
  return [...keys];
}
