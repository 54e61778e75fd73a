/**
 * Procedural geometry per shape (scene-layout.ts names them). Unit shapes are 1 x 1 x 1 around the
 * origin and scaled per instance; upholstery, cushions and thin metal legs are built to size so
 * rounded edges and rods keep their true radius.
 */
import {
  BoxGeometry,
  BufferAttribute,
  BufferGeometry,
  CylinderGeometry,
  LatheGeometry,
  Quaternion,
  SphereGeometry,
  Vector2,
  Vector3,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { GeometrySpec } from './scene-layout.ts';

/** Builds the geometry of a spec (the caller caches and disposes it). */
export function buildGeometry(spec: GeometrySpec): BufferGeometry {
  const s = spec.size ?? [1, 1, 1];
  switch (spec.kind) {
    case 'box':
      return new BoxGeometry(1, 1, 1);
    case 'cylinder':
      return new CylinderGeometry(0.5, 0.5, 1, 28, 1);
    case 'tapered':
      return new CylinderGeometry(0.5, 0.3, 1, 24, 1);
    case 'roll':
      return roll();
    case 'bar': {
      const g = new CylinderGeometry(0.5, 0.5, 1, 20, 1);
      if (spec.axis === 'x') g.rotateZ(Math.PI / 2);
      if (spec.axis === 'z') g.rotateX(Math.PI / 2);
      return g;
    }
    case 'knob':
      return new SphereGeometry(0.5, 20, 14);
    case 'castor':
      return castor();
    case 'block':
    case 'puffed': {
      const { radius, bulge } = roundingOf(spec)!;
      return roundedBlock(s, radius, bulge, spec.edgeSteps);
    }
    case 'hairpin':
      return hairpin(s);
    case 'angle':
      return angle(s);
    case 'frame':
      return frame(s);
  }
}

/**
 * The rounded edges of an upholstered block or a cushion (cm; `bulge` puffs a cushion's faces), or null
 * for a shape without: what roundedBlock is given, and what the level of detail is chosen by (detail.ts).
 */
export function roundingOf(spec: GeometrySpec): { radius: number; bulge: number } | null {
  const s = spec.size ?? [1, 1, 1];
  if (spec.kind === 'block') return { radius: Math.min(2.5, Math.min(...s) * 0.3), bulge: 0 };
  if (spec.kind === 'puffed') return { radius: Math.min(6, Math.min(...s) * 0.45), bulge: 0.28 };
  return null;
}

/** A bolster along x with rounded ends. */
function roll(): BufferGeometry {
  const points: Vector2[] = [];
  const steps = 8;
  // Profile from the bottom centre round the end, along the side, round the other end (lathe about y).
  for (let i = 0; i <= steps; i++) {
    const a = (i / steps) * (Math.PI / 2);
    points.push(new Vector2(0.001 + 0.5 * Math.sin(a) * 0.98, -0.5 + 0.06 * (1 - Math.cos(a))));
  }
  for (let i = steps; i >= 0; i--) {
    const a = (i / steps) * (Math.PI / 2);
    points.push(new Vector2(0.001 + 0.5 * Math.sin(a) * 0.98, 0.5 - 0.06 * (1 - Math.cos(a))));
  }
  const g = new LatheGeometry(points, 32);
  g.rotateZ(Math.PI / 2);
  return g;
}

/** A castor: mounting plate, swivel fork and wheel, within a unit box. */
function castor(): BufferGeometry {
  const plate = new BoxGeometry(1, 0.1, 1).translate(0, 0.45, 0);
  const stem = new CylinderGeometry(0.14, 0.14, 0.25, 12).translate(0, 0.28, 0);
  const fork = new BoxGeometry(0.5, 0.3, 0.7).translate(0, 0.05, 0);
  const wheel = new CylinderGeometry(0.34, 0.34, 0.35, 24).rotateZ(Math.PI / 2).translate(0, -0.16, 0.05);
  return merge([plate, stem, fork, wheel]);
}

/** A rod of `radius` from a to b. */
function rod(a: Vector3, b: Vector3, radius: number): BufferGeometry {
  const dir = new Vector3().subVectors(b, a);
  const g = new CylinderGeometry(radius, radius, dir.length(), 10, 1);
  g.applyQuaternion(new Quaternion().setFromUnitVectors(new Vector3(0, 1, 0), dir.clone().normalize()));
  const mid = new Vector3().addVectors(a, b).multiplyScalar(0.5);
  return g.translate(mid.x, mid.y, mid.z);
}

/** A hairpin leg: two rods from the top corners (along z) meeting at the foot, with a small top plate. */
function hairpin([sx, sy, sz]: readonly [number, number, number]): BufferGeometry {
  const r = Math.max(0.35, Math.min(0.55, sx / 2));
  const top = sy / 2;
  const spread = sz / 2 - r;
  const foot = new Vector3(0, -sy / 2 + r, 0);
  return merge([
    rod(new Vector3(0, top, -spread), foot, r),
    rod(new Vector3(0, top, spread), foot, r),
    new BoxGeometry(sx, 0.3, sz).translate(0, top - 0.15, 0),
  ]);
}

/** An angle-profile leg: two 4 mm plates in an L. */
function angle([sx, sy, sz]: readonly [number, number, number]): BufferGeometry {
  const t = 0.4;
  return merge([
    new BoxGeometry(sx, sy, t).translate(0, 0, -sz / 2 + t / 2),
    new BoxGeometry(t, sy, sz - t).translate(-sx / 2 + t / 2, 0, t / 2),
  ]);
}

/** A frame leg: a flat rectangle of square tube in the y-z plane. */
function frame([sx, sy, sz]: readonly [number, number, number]): BufferGeometry {
  const t = Math.min(sx, 2, sy / 3);
  return merge([
    new BoxGeometry(sx, t, sz).translate(0, sy / 2 - t / 2, 0),
    new BoxGeometry(sx, t, sz).translate(0, -sy / 2 + t / 2, 0),
    new BoxGeometry(sx, sy - 2 * t, t).translate(0, 0, sz / 2 - t / 2),
    new BoxGeometry(sx, sy - 2 * t, t).translate(0, 0, -sz / 2 + t / 2),
  ]);
}

function merge(parts: BufferGeometry[]): BufferGeometry {
  const merged = mergeGeometries(parts.map((p) => (p.index ? p.toNonIndexed() : p)));
  for (const p of parts) p.dispose();
  if (!merged) throw new Error('viewer: could not merge geometry');
  return merged;
}

/** Coordinates along one side: dense in the rounded margins, sparse in between. */
function sideCoords(half: number, radius: number, edgeSteps: number, innerSteps: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < edgeSteps; k++) out.push(-half + (radius * k) / edgeSteps);
  for (let k = 0; k <= innerSteps; k++) out.push(-half + radius + ((2 * (half - radius)) * k) / innerSteps);
  for (let k = edgeSteps - 1; k >= 0; k--) out.push(half - (radius * k) / edgeSteps);
  return out;
}

/** The most segments per rounded edge (a quarter circle): a rounding seen from close up. */
export const MAX_EDGE_STEPS = 5;

/**
 * A box of `size` with edges rounded to `radius`, each rounding in `edgeSteps` segments; `bulge` > 0
 * puffs it like a cushion: full thickness in the middle of its thinnest side, thinner towards the
 * seams, the faces between the roundings in 8 steps at the most detail and fewer with fewer segments.
 */
export function roundedBlock(size: readonly [number, number, number], radius: number, bulge: number, edgeSteps = MAX_EDGE_STEPS): BufferGeometry {
  const half = size.map((v) => v / 2) as [number, number, number];
  const r = Math.max(0.05, Math.min(radius, ...half.map((h) => h * 0.98)));
  const steps = Math.max(1, Math.min(MAX_EDGE_STEPS, Math.round(edgeSteps)));
  const coords = half.map((h) => sideCoords(h, r, steps, bulge > 0 ? Math.max(4, 2 * steps - 2) : 2));
  const positions: number[] = [];
  const indices: number[] = [];
  for (let a = 0; a < 3; a++) {
    const b = (a + 1) % 3;
    const c = (a + 2) % 3;
    for (const sign of [-1, 1]) {
      const start = positions.length / 3;
      const cb = coords[b]!;
      const cc = coords[c]!;
      const p = [0, 0, 0];
      for (const vb of cb) {
        for (const vc of cc) {
          p[a] = sign * half[a]!;
          p[b] = vb;
          p[c] = vc;
          positions.push(p[0]!, p[1]!, p[2]!);
        }
      }
      const n = cc.length;
      for (let i = 0; i < cb.length - 1; i++) {
        for (let j = 0; j < n - 1; j++) {
          const v0 = start + i * n + j;
          const v1 = v0 + n;
          const v2 = v0 + 1;
          const v3 = v1 + 1;
          // (b, c, a) is right-handed, so b x c points along +a: flip the winding on the -a face.
          if (sign > 0) indices.push(v0, v1, v2, v2, v1, v3);
          else indices.push(v0, v2, v1, v2, v3, v1);
        }
      }
    }
  }
  // Round: pull every point onto the rounded surface around the inner box. Scalars, not arrays per
  // point: a 10 m sofa's first frame builds a few thousand points, and arrays of three for each made
  // most of this function's time (issue 16).
  const thin = half.indexOf(Math.min(...half));
  const [u, w] = [0, 1, 2].filter((k) => k !== thin) as [number, number];
  const inner = half.map((h) => h - r);
  const q = [0, 0, 0];
  for (let i = 0; i < positions.length; i += 3) {
    const x = positions[i]!;
    const y = positions[i + 1]!;
    const z = positions[i + 2]!;
    const ix = Math.max(-inner[0]!, Math.min(inner[0]!, x));
    const iy = Math.max(-inner[1]!, Math.min(inner[1]!, y));
    const iz = Math.max(-inner[2]!, Math.min(inner[2]!, z));
    const dx = x - ix;
    const dy = y - iy;
    const dz = z - iz;
    const len = Math.hypot(dx, dy, dz) || 1;
    q[0] = ix + (dx / len) * r;
    q[1] = iy + (dy / len) * r;
    q[2] = iz + (dz / len) * r;
    if (bulge > 0) {
      const f = (1 - Math.pow(Math.abs(q[u]! / half[u]!), 4)) * (1 - Math.pow(Math.abs(q[w]! / half[w]!), 4));
      q[thin] = q[thin]! * (1 - bulge + bulge * Math.max(0, f));
    }
    positions[i] = q[0]!;
    positions[i + 1] = q[1]!;
    positions[i + 2] = q[2]!;
  }
  const g = weldedGeometry(new Float32Array(positions), indices, 1e-4);
  g.computeVertexNormals();
  g.computeBoundingSphere();
  return g;
}

/**
 * An indexed geometry whose vertices at the same place (within `tolerance`) are one: what three's
 * mergeVertices(geometry, tolerance) gives for a geometry with positions only, vertex for vertex and
 * index for index, without its string key per index (six a quad): a 10 m sofa's rounded parts took
 * a quarter of a second of the first frame's scene build there (issue 16).
 */
export function weldedGeometry(positions: Float32Array, indices: readonly number[], tolerance: number): BufferGeometry {
  const t = Math.max(tolerance, Number.EPSILON);
  const multiplier = Math.pow(10, Math.log10(1 / t));
  const additive = t * 0.5 * multiplier;
  const key = (v: number): string => {
    const i = v * 3;
    return `${Math.trunc(positions[i]! * multiplier + additive)},${Math.trunc(positions[i + 1]! * multiplier + additive)},${Math.trunc(positions[i + 2]! * multiplier + additive)},`;
  };
  // Each source vertex's place, once; then the indices in order, a new vertex at each place first seen.
  const keys = Array.from({ length: positions.length / 3 }, (_, v) => key(v));
  const newIndexOf = new Map<string, number>();
  const source: number[] = [];
  const newIndices = indices.map((v) => {
    const k = keys[v]!;
    let n = newIndexOf.get(k);
    if (n === undefined) {
      n = source.length;
      newIndexOf.set(k, n);
      source.push(v);
    }
    return n;
  });
  const welded = new Float32Array(source.length * 3);
  source.forEach((v, n) => welded.set(positions.subarray(v * 3, v * 3 + 3), n * 3));
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(welded, 3));
  g.setIndex(newIndices);
  return g;
}
