/**
 * Camera maths of the viewer, free of three.js so it is cheap to test: where the camera stands for a
 * view angle so the piece fills the frame, and the orbit limits around it. Units are centimetres,
 * x right, y up, z towards the viewer (the scene's axes); angles in degrees unless named *Rad.
 */
import type { CameraAngle } from '@masswerk/domain';

export type Vec3 = readonly [number, number, number];

/** An axis-aligned box, in centimetres. */
export interface Bounds {
  min: Vec3;
  max: Vec3;
}

export interface CameraPose {
  position: Vec3;
  target: Vec3;
  /** Distance from target to position. */
  distance: number;
}

export interface OrbitLimits {
  /** OrbitControls' polar angles are measured from straight up, in radians. */
  minPolarRad: number;
  maxPolarRad: number;
  /** Around the vertical axis, 0 = front; Infinity when the piece can be walked around. */
  minAzimuthRad: number;
  maxAzimuthRad: number;
  minDistance: number;
  maxDistance: number;
}

const DEG = Math.PI / 180;

/** Bounds of boxes given by centre and size; an empty list gives a 1 m cube on the floor so the camera has something to frame. */
export function boundsOfBoxes(boxes: Iterable<{ center: { x: number; y: number; z: number }; size: { x: number; y: number; z: number } }>): Bounds {
  let minX = Infinity, minY = Infinity, minZ = Infinity;
  let maxX = -Infinity, maxY = -Infinity, maxZ = -Infinity;
  for (const { center: c, size: s } of boxes) {
    minX = Math.min(minX, c.x - s.x / 2);
    minY = Math.min(minY, c.y - s.y / 2);
    minZ = Math.min(minZ, c.z - s.z / 2);
    maxX = Math.max(maxX, c.x + s.x / 2);
    maxY = Math.max(maxY, c.y + s.y / 2);
    maxZ = Math.max(maxZ, c.z + s.z / 2);
  }
  if (minX === Infinity) return { min: [-50, 0, -50], max: [50, 100, 50] };
  return { min: [minX, minY, minZ], max: [maxX, maxY, maxZ] };
}

/** A box of `size` (cm) standing on the floor around the piece's centre: the least the camera frames, so a cushion is not shown as big as a sofa. */
export function minimumBox(b: Bounds, size: Vec3 = [70, 40, 70]): Bounds {
  const c = boundsCenter(b);
  return { min: [c[0] - size[0] / 2, b.min[1], c[2] - size[2] / 2], max: [c[0] + size[0] / 2, b.min[1] + size[1], c[2] + size[2] / 2] };
}

/** The bounds reaching down to the floor (y = 0): a hanging piece is framed with the floor under it, so it is seen to hang. */
export function withFloor(b: Bounds): Bounds {
  return b.min[1] <= 0 ? b : { min: [b.min[0], 0, b.min[2]], max: b.max };
}

/** Bounds of points. */
export function boundsOfPoints(points: readonly Vec3[]): Bounds {
  if (points.length === 0) return { min: [-50, 0, -50], max: [50, 100, 50] };
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (const p of points) {
    for (let k = 0; k < 3; k++) {
      min[k] = Math.min(min[k]!, p[k]!);
      max[k] = Math.max(max[k]!, p[k]!);
    }
  }
  return { min, max };
}

/** Centre of a box. */
export function boundsCenter(b: Bounds): Vec3 {
  return [(b.min[0] + b.max[0]) / 2, (b.min[1] + b.max[1]) / 2, (b.min[2] + b.max[2]) / 2];
}

/** Unit vector from the target towards the camera: azimuth turns right of the front, polar lifts above the horizon. */
export function viewDirection(angle: CameraAngle): Vec3 {
  const az = angle.azimuth * DEG;
  const el = angle.polar * DEG;
  return [Math.sin(az) * Math.cos(el), Math.sin(el), Math.cos(az) * Math.cos(el)];
}

/**
 * The camera pose that frames every corner of `bounds` from `angle`, with a perspective camera of
 * vertical field of view `fovDeg` and `aspect` (width / height), leaving `margin` (0.1 = 10 %) free
 * on each side. Exact for the 8 corners: each must project inside the (shrunk) frustum.
 */
export function frameBounds(bounds: Bounds, angle: CameraAngle, fovDeg: number, aspect: number, margin = 0.1): CameraPose {
  return framePoints(boxCorners(bounds), angle, fovDeg, aspect, margin);
}

/** The 8 corners of a box. */
export function boxCorners(b: Bounds): Vec3[] {
  const out: Vec3[] = [];
  for (const x of [b.min[0], b.max[0]]) for (const y of [b.min[1], b.max[1]]) for (const z of [b.min[2], b.max[2]]) out.push([x, y, z]);
  return out;
}

/**
 * Like frameBounds, for any set of points (the corners of every part): an L-shaped sofa is framed
 * by its parts, not by its bounding box, whose empty front corner would push the sofa aside.
 */
export function framePoints(corners: readonly Vec3[], angle: CameraAngle, fovDeg: number, aspect: number, margin = 0.1): CameraPose {
  const bounds = boundsOfPoints(corners);
  const back = viewDirection(angle);
  // Camera basis: right = up x back (normalised), up' = back x right.
  const right = normalize(cross([0, 1, 0], back));
  const up = cross(back, right);
  const tanV = Math.tan((fovDeg * DEG) / 2) * (1 - 2 * margin);
  const tanH = tanV * aspect;
  let target = boundsCenter(bounds);
  let distance: number;
  // Seen from an angle a box's picture is lopsided around its centre: step back until every corner
  // fits, then slide the aim to the middle of the picture, and again (three rounds converge).
  for (let round = 0; round < 3; round++) {
    distance = 0;
    for (const c of corners) {
      const rel: Vec3 = [c[0] - target[0], c[1] - target[1], c[2] - target[2]];
      const along = dot(rel, back); // towards the camera
      distance = Math.max(distance, along + Math.abs(dot(rel, right)) / tanH, along + Math.abs(dot(rel, up)) / tanV);
    }
    distance = Math.max(distance, 10);
    let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
    for (const c of corners) {
      const rel: Vec3 = [c[0] - target[0], c[1] - target[1], c[2] - target[2]];
      const depth = distance - dot(rel, back);
      const x = dot(rel, right) / depth;
      const y = dot(rel, up) / depth;
      minX = Math.min(minX, x); maxX = Math.max(maxX, x);
      minY = Math.min(minY, y); maxY = Math.max(maxY, y);
    }
    const sx = ((minX + maxX) / 2) * distance;
    const sy = ((minY + maxY) / 2) * distance;
    target = [target[0] + right[0] * sx + up[0] * sy, target[1] + right[1] * sx + up[1] * sy, target[2] + right[2] * sx + up[2] * sy];
  }
  distance = 0;
  for (const c of corners) {
    const rel: Vec3 = [c[0] - target[0], c[1] - target[1], c[2] - target[2]];
    const along = dot(rel, back);
    distance = Math.max(distance, along + Math.abs(dot(rel, right)) / tanH, along + Math.abs(dot(rel, up)) / tanV);
  }
  distance = Math.max(distance, 10);
  return {
    target,
    distance,
    position: [target[0] + back[0] * distance, target[1] + back[1] * distance, target[2] + back[2] * distance],
  };
}

/**
 * A close-up from a framed pose: the same direction, aimed at `target` (a part of the piece) and `zoom`
 * times closer, as the visitor's own zoom would take it (the configurator's maximum zoom).
 */
export function closeupPose(pose: CameraPose, target: Vec3, zoom: number): CameraPose {
  const distance = pose.distance / Math.max(1, zoom);
  const back = normalize([pose.position[0] - pose.target[0], pose.position[1] - pose.target[1], pose.position[2] - pose.target[2]]);
  return { target, distance, position: [target[0] + back[0] * distance, target[1] + back[1] * distance, target[2] + back[2] * distance] };
}

/**
 * Orbit limits around a framed pose: never below the floor's horizon nor straight down; sideways as
 * far as the family allows (`orbitDegrees` either side of the front, family.cameraOrbitDegrees: a piece
 * against a wall is never seen from behind; null: all the way round). Zoom goes in to `maxZoom` times
 * closer and out a little.
 */
export function orbitLimits(orbitDegrees: number | null, framedDistance: number, maxZoom: number): OrbitLimits {
  const azimuth = orbitDegrees === null ? Infinity : orbitDegrees * DEG;
  return {
    minPolarRad: 20 * DEG,
    maxPolarRad: 88 * DEG,
    minAzimuthRad: -azimuth,
    maxAzimuthRad: azimuth,
    minDistance: framedDistance / Math.max(1, maxZoom),
    maxDistance: framedDistance * 1.6,
  };
}

/** Clamps an orbit target inside the piece's bounds (grown by `slack` cm), and never under the floor. */
export function clampTarget(target: Vec3, bounds: Bounds, slack = 20): Vec3 {
  return [
    clamp(target[0], bounds.min[0] - slack, bounds.max[0] + slack),
    clamp(target[1], Math.max(0, bounds.min[1] - slack), bounds.max[1] + slack),
    clamp(target[2], bounds.min[2] - slack, bounds.max[2] + slack),
  ];
}

/** Smooth step for camera moves: ease-in-out cubic of t in [0, 1]. */
export function easeInOutCubic(t: number): number {
  const x = clamp(t, 0, 1);
  return x < 0.5 ? 4 * x * x * x : 1 - Math.pow(-2 * x + 2, 3) / 2;
}

/** Linear interpolation of two points. */
export function lerp3(a: Vec3, b: Vec3, t: number): Vec3 {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** Whether two poses are the same to a millimetre (no move needed). */
export function posesEqual(a: CameraPose, b: CameraPose): boolean {
  const close = (p: Vec3, q: Vec3): boolean => Math.abs(p[0] - q[0]) < 0.1 && Math.abs(p[1] - q[1]) < 0.1 && Math.abs(p[2] - q[2]) < 0.1;
  return close(a.position, b.position) && close(a.target, b.target);
}

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));
const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
function normalize(v: Vec3): Vec3 {
  const l = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / l, v[1] / l, v[2] / l];
}

/** A camera position around a target as azimuth and elevation (degrees, as CameraAngle) and distance. */
export interface Orbit {
  azimuth: number;
  polar: number;
  distance: number;
}

/** The orbit of a position around a target (inverse of orbitPosition). */
export function orbitOf(position: Vec3, target: Vec3): Orbit {
  const rel: Vec3 = [position[0] - target[0], position[1] - target[1], position[2] - target[2]];
  const distance = Math.hypot(rel[0], rel[1], rel[2]) || 1e-6;
  return {
    azimuth: Math.atan2(rel[0], rel[2]) / DEG,
    polar: Math.asin(clamp(rel[1] / distance, -1, 1)) / DEG,
    distance,
  };
}

/** The position of an orbit around a target. */
export function orbitPosition(orbit: Orbit, target: Vec3): Vec3 {
  const d = viewDirection(orbit);
  return [target[0] + d[0] * orbit.distance, target[1] + d[1] * orbit.distance, target[2] + d[2] * orbit.distance];
}

/** Interpolates two orbits the short way round (so a move never swings through the piece). */
export function lerpOrbit(a: Orbit, b: Orbit, t: number): Orbit {
  let dAz = (b.azimuth - a.azimuth) % 360;
  if (dAz > 180) dAz -= 360;
  if (dAz < -180) dAz += 360;
  return {
    azimuth: a.azimuth + dAz * t,
    polar: a.polar + (b.polar - a.polar) * t,
    distance: a.distance + (b.distance - a.distance) * t,
  };
}
