/**
 * The studio environment (reflections and soft light) computed on the CPU, as a prefiltered cube map
 * in three's PMREM layout: one mip level per roughness. three's PMREMGenerator renders the same room
 * on the GPU, but at its minimum size (256 px faces, 256 GGX samples per texel) that took 2.4 s of
 * software WebGL on a quiet machine, during which the page's main thread waited on the first frame's
 * commit. This runs in the viewer's worker (scene-worker.ts) in about a tenth of that and leaves the
 * main thread only an upload. Pure: no three.js, no DOM.
 */

/** Light panels of the studio: [x, y, z, width, height, intensity, sRGB colour], in a 10 m room. */
export const STUDIO_PANELS: readonly (readonly [number, number, number, number, number, number, string])[] = [
  [0, 4.5, 2.5, 8, 5, 3.2, '#ffffff'], // large softbox above, in front
  [-4.8, 1.6, 1.5, 2.5, 6, 1.6, '#fff4e6'], // warm strip, left
  [4.8, 1.6, 0.5, 2.5, 6, 1.1, '#eef3ff'], // cool strip, right
  [0, 1.2, -4.8, 9, 3, 0.5, '#f4ede2'], // bounce behind
];
/** The grey room around the panels (sRGB). */
export const STUDIO_WALL = '#8f8b85';

/** The key of the studio environment among the viewer's computed assets (the others are texture-pixels.ts keys). */
export const ENVIRONMENT_KEY = 'environment';

/** Face size of the sharpest level; each further level halves it. */
export const ENVIRONMENT_SIZE = 128;
/** Levels the shader samples (0: mirror, last: fully rough), plus one smaller level the mip chain needs. */
export const ENVIRONMENT_ROUGHNESS_LEVELS = 4;

export interface EnvironmentLevel {
  /** Face width and height, texels. */
  size: number;
  /** Six faces (+x, -x, +y, -y, +z, -z), RGBA half floats (linear), row 0 at t = 0 as GL samples cube maps. */
  faces: Uint16Array[];
}

type Vec = [number, number, number];

function linear(hex: string): Vec {
  const n = parseInt(hex.slice(1), 16);
  const c = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return [c((n >> 16) & 255), c((n >> 8) & 255), c(n & 255)];
}

const normalize = (v: Vec): Vec => {
  const l = Math.hypot(v[0], v[1], v[2]);
  return [v[0] / l, v[1] / l, v[2] / l];
};
const cross = (a: Vec, b: Vec): Vec => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const dot = (a: Vec, b: Vec): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** The panels as three.js places them (a plane at the position, turned to face the centre, lookAt). */
const PANELS = STUDIO_PANELS.map(([x, y, z, w, h, intensity, color]) => {
  const position: Vec = [x, y, z];
  const normal = normalize([-x, -y, -z]);
  const right = normalize(cross([0, 1, 0], normal));
  const up = cross(normal, right);
  const c = linear(color);
  return { position, normal, right, up, halfW: w / 2, halfH: h / 2, radiance: [c[0] * intensity, c[1] * intensity, c[2] * intensity] as Vec };
});
const WALL = linear(STUDIO_WALL);

/** Radiance seen from the centre of the studio in direction `d` (unit), linear RGB. */
export function studioRadiance(d: Vec): Vec {
  return radianceAt(d[0], d[1], d[2]);
}

function radianceAt(dx: number, dy: number, dz: number): Vec {
  let nearest = Infinity;
  let seen = WALL;
  for (const p of PANELS) {
    const n = p.normal;
    const facing = dx * n[0] + dy * n[1] + dz * n[2];
    if (facing >= 0) continue;
    const t = dot(p.position, n) / facing;
    if (t <= 0 || t >= nearest) continue;
    const hx = dx * t - p.position[0], hy = dy * t - p.position[1], hz = dz * t - p.position[2];
    if (Math.abs(hx * p.right[0] + hy * p.right[1] + hz * p.right[2]) > p.halfW) continue;
    if (Math.abs(hx * p.up[0] + hy * p.up[1] + hz * p.up[2]) > p.halfH) continue;
    nearest = t;
    seen = p.radiance;
  }
  return seen;
}

/** Direction of cube face `face` at face coordinates u, v in [-1, 1] (the GL cube map table, inverted). */
function faceDirection(face: number, u: number, v: number): Vec {
  switch (face) {
    case 0:
      return normalize([1, -v, -u]);
    case 1:
      return normalize([-1, -v, u]);
    case 2:
      return normalize([u, 1, v]);
    case 3:
      return normalize([u, -1, -v]);
    case 4:
      return normalize([u, -v, 1]);
    default:
      return normalize([-u, -v, -1]);
  }
}

/** studioRadiance of faceDirection, without normalising (the hit point does not depend on the length). */
function faceRadiance(face: number, u: number, v: number): Vec {
  switch (face) {
    case 0:
      return radianceAt(1, -v, -u);
    case 1:
      return radianceAt(-1, -v, u);
    case 2:
      return radianceAt(u, 1, v);
    case 3:
      return radianceAt(u, -1, -v);
    case 4:
      return radianceAt(u, -v, 1);
    default:
      return radianceAt(-u, -v, -1);
  }
}

/** A float cube map: six faces of size x size RGB. */
interface FloatCube {
  size: number;
  faces: Float32Array[];
}

/** The texel of `cube` a direction falls in (nearest), as GL picks the face and coordinates. */
function lookup(cube: FloatCube, x: number, y: number, z: number, out: Vec): void {
  const ax = Math.abs(x), ay = Math.abs(y), az = Math.abs(z);
  let face: number, sc: number, tc: number, ma: number;
  if (ax >= ay && ax >= az) {
    ma = ax;
    face = x > 0 ? 0 : 1;
    sc = x > 0 ? -z : z;
    tc = -y;
  } else if (ay >= az) {
    ma = ay;
    face = y > 0 ? 2 : 3;
    sc = x;
    tc = y > 0 ? z : -z;
  } else {
    ma = az;
    face = z > 0 ? 4 : 5;
    sc = z > 0 ? x : -x;
    tc = -y;
  }
  const n = cube.size;
  const i = Math.min(n - 1, Math.max(0, Math.floor(((sc / ma + 1) / 2) * n)));
  const j = Math.min(n - 1, Math.max(0, Math.floor(((tc / ma + 1) / 2) * n)));
  const data = cube.faces[face]!;
  const k = (j * n + i) * 3;
  out[0] = data[k]!;
  out[1] = data[k + 1]!;
  out[2] = data[k + 2]!;
}

/** Calls `f` with each texel's face, index and unit direction. */
function eachTexel(size: number, f: (face: number, index: number, d: Vec) => void): void {
  for (let face = 0; face < 6; face++) {
    for (let j = 0; j < size; j++) {
      for (let i = 0; i < size; i++) f(face, j * size + i, faceDirection(face, (2 * (i + 0.5)) / size - 1, (2 * (j + 0.5)) / size - 1));
    }
  }
}

function emptyCube(size: number): FloatCube {
  return { size, faces: Array.from({ length: 6 }, () => new Float32Array(size * size * 3)) };
}

/** The room at `size`, each texel averaged over a 3 x 3 grid spread over twice its width (the soft edge three's blur gave). */
function capture(size: number): FloatCube {
  const cube = emptyCube(size);
  const k = 3;
  for (let face = 0; face < 6; face++) {
    const data = cube.faces[face]!;
    for (let j = 0; j < size; j++) {
      for (let i = 0; i < size; i++) {
        let r = 0, g = 0, b = 0;
        for (let sj = 0; sj < k; sj++) {
          for (let si = 0; si < k; si++) {
            const u = (2 * (i + 0.5 + ((si + 0.5) / k - 0.5) * 2)) / size - 1;
            const v = (2 * (j + 0.5 + ((sj + 0.5) / k - 0.5) * 2)) / size - 1;
            const c = faceRadiance(face, Math.max(-1, Math.min(1, u)), Math.max(-1, Math.min(1, v)));
            r += c[0];
            g += c[1];
            b += c[2];
          }
        }
        const o = (j * size + i) * 3;
        data[o] = r / (k * k);
        data[o + 1] = g / (k * k);
        data[o + 2] = b / (k * k);
      }
    }
  }
  return cube;
}

/** Box-filtered half-size copy. */
function downsample(cube: FloatCube): FloatCube {
  const n = cube.size / 2;
  const out = emptyCube(n);
  for (let face = 0; face < 6; face++) {
    const src = cube.faces[face]!;
    const dst = out.faces[face]!;
    for (let j = 0; j < n; j++) {
      for (let i = 0; i < n; i++) {
        for (let c = 0; c < 3; c++) {
          const at = (x: number, y: number) => src[(y * cube.size + x) * 3 + c]!;
          dst[(j * n + i) * 3 + c] = (at(2 * i, 2 * j) + at(2 * i + 1, 2 * j) + at(2 * i, 2 * j + 1) + at(2 * i + 1, 2 * j + 1)) / 4;
        }
      }
    }
  }
  return out;
}

/** Radical inverse (Hammersley points): evenly spread samples, the same on every run. */
function radicalInverse(i: number): number {
  let bits = i;
  bits = ((bits << 16) | (bits >>> 16)) >>> 0;
  bits = (((bits & 0x55555555) << 1) | ((bits & 0xaaaaaaaa) >>> 1)) >>> 0;
  bits = (((bits & 0x33333333) << 2) | ((bits & 0xcccccccc) >>> 2)) >>> 0;
  bits = (((bits & 0x0f0f0f0f) << 4) | ((bits & 0xf0f0f0f0) >>> 4)) >>> 0;
  bits = (((bits & 0x00ff00ff) << 8) | ((bits & 0xff00ff00) >>> 8)) >>> 0;
  return bits / 4294967296;
}

/**
 * GGX prefiltering for the view along the normal (as three's PMREM assumes): importance samples of the
 * lobe, weighted by n.l (Karis' split sum), read from `source`.
 */
function prefilter(source: FloatCube, size: number, roughness: number, samples: number): FloatCube {
  const out = emptyCube(size);
  const a2 = roughness ** 4;
  const lobe: [number, number, number][] = [];
  for (let s = 0; s < samples; s++) {
    const phi = (2 * Math.PI * (s + 0.5)) / samples;
    const e = radicalInverse(s);
    const cosT = Math.sqrt((1 - e) / (1 + (a2 - 1) * e));
    const sinT = Math.sqrt(1 - cosT * cosT);
    lobe.push([Math.cos(phi) * sinT, Math.sin(phi) * sinT, cosT]);
  }
  const c: Vec = [0, 0, 0];
  eachTexel(size, (face, index, n) => {
    const tx = normalize(Math.abs(n[1]) < 0.999 ? cross([0, 1, 0], n) : cross([1, 0, 0], n));
    const ty = cross(n, tx);
    let r = 0, g = 0, b = 0, w = 0;
    for (const [hx, hy, hz] of lobe) {
      // h in world space, then l = reflect(-n, h); n.l = 2 (n.h)^2 - 1 with n.h = hz.
      const nl = 2 * hz * hz - 1;
      if (nl <= 0) continue;
      const h0 = tx[0] * hx + ty[0] * hy + n[0] * hz, h1 = tx[1] * hx + ty[1] * hy + n[1] * hz, h2 = tx[2] * hx + ty[2] * hy + n[2] * hz;
      lookup(source, 2 * hz * h0 - n[0], 2 * hz * h1 - n[1], 2 * hz * h2 - n[2], c);
      r += c[0] * nl;
      g += c[1] * nl;
      b += c[2] * nl;
      w += nl;
    }
    const o = index * 3;
    const data = out.faces[face]!;
    data[o] = r / w;
    data[o + 1] = g / w;
    data[o + 2] = b / w;
  });
  return out;
}

/** The roughness a level is prefiltered for: three's PMREMGenerator.lodToRoughness, which its shaders invert. */
export function levelRoughness(level: number, maxLevel: number): number {
  return maxLevel > 0 ? 1 - Math.sqrt(1 - level / maxLevel) : 0;
}

/** IEEE half float bits of a finite, non-negative number (what a HalfFloatType texture holds). */
export function toHalf(value: number): number {
  if (!(value > 6.1e-5)) return value > 0 ? Math.round(value / 5.960464477539063e-8) : 0;
  if (value >= 65504) return 0x7bff;
  const exponent = Math.floor(Math.log2(value));
  const mantissa = Math.round((value / 2 ** exponent - 1) * 1024);
  return mantissa === 1024 ? ((exponent + 16) << 10) : ((exponent + 15) << 10) | mantissa;
}

function toHalfFaces(cube: FloatCube): EnvironmentLevel {
  const faces = cube.faces.map((data) => {
    const out = new Uint16Array((data.length / 3) * 4);
    for (let p = 0, q = 0; p < data.length; p += 3, q += 4) {
      out[q] = toHalf(data[p]!);
      out[q + 1] = toHalf(data[p + 1]!);
      out[q + 2] = toHalf(data[p + 2]!);
      out[q + 3] = 0x3c00; // 1.0
    }
    return out;
  });
  return { size: cube.size, faces };
}

/**
 * The prefiltered studio: ENVIRONMENT_ROUGHNESS_LEVELS levels from ENVIRONMENT_SIZE down (level k for
 * levelRoughness(k, levels - 1)), then one more half-size level to end the mip chain.
 */
export function studioEnvironmentLevels(): EnvironmentLevel[] {
  const maxLevel = ENVIRONMENT_ROUGHNESS_LEVELS - 1;
  const sharp = capture(ENVIRONMENT_SIZE);
  // Rougher lobes read a smaller copy: fewer samples then cover the lobe without speckle.
  const sources = [sharp, downsample(sharp), downsample(downsample(sharp))];
  sources.push(downsample(sources[2]!));
  const levels: FloatCube[] = [sharp];
  for (let level = 1; level <= maxLevel; level++) {
    const size = ENVIRONMENT_SIZE >> level;
    const roughness = levelRoughness(level, maxLevel);
    levels.push(prefilter(sources[Math.min(level, sources.length - 1)]!, size, roughness, level === maxLevel ? 192 : 64));
  }
  levels.push(downsample(levels[maxLevel]!));
  return levels.map(toHalfFaces);
}

/** The levels as one run of bytes (each level's six faces in turn, half floats in the platform's order): the file the build writes. */
export function environmentBytes(levels: readonly EnvironmentLevel[]): Uint8Array {
  const out = new Uint8Array(levels.reduce((n, l) => n + l.faces.reduce((m, f) => m + f.byteLength, 0), 0));
  let offset = 0;
  for (const level of levels) {
    for (const face of level.faces) {
      out.set(new Uint8Array(face.buffer, face.byteOffset, face.byteLength), offset);
      offset += face.byteLength;
    }
  }
  return out;
}

/** The levels of studioEnvironmentLevels back from environmentBytes (views on `buffer`), or null when its size is not theirs. */
export function environmentFromBytes(buffer: ArrayBuffer): EnvironmentLevel[] | null {
  const sizes = Array.from({ length: ENVIRONMENT_ROUGHNESS_LEVELS + 1 }, (_, level) => ENVIRONMENT_SIZE >> level);
  if (buffer.byteLength !== sizes.reduce((n, size) => n + 6 * size * size * 4 * 2, 0)) return null;
  let offset = 0;
  return sizes.map((size) => ({
    size,
    faces: Array.from({ length: 6 }, () => {
      const face = new Uint16Array(buffer, offset, size * size * 4);
      offset += face.byteLength;
      return face;
    }),
  }));
}
