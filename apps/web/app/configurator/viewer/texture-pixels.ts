/**
 * Procedural texture pixels (RGBA bytes), seeded and tileable: wood grain per variation, fabric
 * heather, marble veins, and the room surfaces of the shelf scenes. No image files and no network;
 * the same seed always gives the same bytes, so screenshots are stable.
 */

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, row-major, 4 bytes per pixel. */
  data: Uint8Array;
}

/** Deterministic hash of integer lattice coordinates and a seed to [0, 1). */
function hash(x: number, y: number, seed: number): number {
  let h = (x * 374761393 + y * 668265263 + seed * 2147483647) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** Value noise that repeats every `px` by `py` lattice cells, so textures tile without seams. */
function noise(x: number, y: number, px: number, py: number, seed: number): number {
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  const fx = x - xi;
  const fy = y - yi;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const m = (v: number, p: number): number => ((v % p) + p) % p;
  const a = hash(m(xi, px), m(yi, py), seed);
  const b = hash(m(xi + 1, px), m(yi, py), seed);
  const c = hash(m(xi, px), m(yi + 1, py), seed);
  const d = hash(m(xi + 1, px), m(yi + 1, py), seed);
  return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
}

/** Fractal noise over a unit square (u, v in [0, 1)), `fx` by `fy` cells at the first octave; tileable. */
function fbm(u: number, v: number, fx: number, fy: number, seed: number, octaves = 4): number {
  let sum = 0;
  let amp = 0.5;
  let norm = 0;
  for (let o = 0; o < octaves; o++) {
    const k = 2 ** o;
    sum += amp * noise(u * fx * k, v * fy * k, fx * k, fy * k, seed + o * 17);
    norm += amp;
    amp *= 0.5;
  }
  return sum / norm;
}

function make(width: number, height: number, shade: (u: number, v: number, x: number, y: number) => readonly [number, number, number]): Pixels {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = shade(x / width, y / height, x, y);
      const i = (y * width + x) * 4;
      data[i] = clampByte(r);
      data[i + 1] = clampByte(g);
      data[i + 2] = clampByte(b);
      data[i + 3] = 255;
    }
  }
  return { width, height, data };
}

const clampByte = (v: number): number => Math.max(0, Math.min(255, Math.round(v * 255)));
const gray = (v: number): readonly [number, number, number] => [v, v, v];

/**
 * Wood grain running along u (the texture covers about 120 x 30 cm): growth-ring bands warped by
 * slow noise, fine pores streaking along the grain. Multiplies the colour (values about 0.72-1).
 */
export function woodGrainPixels(variation: number, width = 512, height = 128): Pixels {
  const seed = 101 * variation;
  const rings = 9 + (variation % 3) * 3;
  return make(width, height, (u, v) => {
    // Long, gentle waves along the board; a little wobble so rings are not ruled lines.
    const warp = fbm(u, v, 2, 1, seed) * 0.9 + fbm(u, v, 6, 3, seed + 5) * 0.18;
    const t = v * rings + warp;
    const band = Math.pow(0.5 + 0.5 * Math.sin(2 * Math.PI * t), 3);
    const streaks = fbm(u, v, 3, 64, seed + 9, 3);
    const pores = fbm(u, v, 24, 160, seed + 11, 2);
    const tone = fbm(u, v, 1, 2, seed + 3, 2);
    const l = 0.93 - 0.08 * band - 0.06 * streaks - 0.04 * Math.max(0, pores - 0.5) - 0.04 * tone;
    // Dark late wood is a little warmer than early wood.
    return [l, l - 0.008 * band, l - 0.02 * band];
  });
}

/** Heathered yarn with a faint plain weave: subtle, so the fabric colour stays true (tile about 6 cm). */
export function fabricPixels(width = 128, height = 128): Pixels {
  return make(width, height, (u, v, x, y) => {
    const heather = fbm(u, v, 16, 16, 7, 3);
    const weave = ((x >> 1) + (y >> 1)) % 2 === 0 ? 1 : 0.96;
    const l = (0.9 + 0.1 * heather) * weave;
    return gray(l);
  });
}

/** Marble: light ground with soft veins (multiplies the colour; dark marbles get light veins from their ground). */
export function marblePixels(width = 256, height = 256): Pixels {
  return make(width, height, (u, v) => {
    const t = u * 3 + v * 2 + fbm(u, v, 4, 4, 31, 5) * 3;
    const vein = Math.pow(1 - Math.abs(Math.sin(Math.PI * t)), 12);
    const l = 0.97 - 0.35 * vein - 0.05 * fbm(u, v, 8, 8, 37);
    return gray(l);
  });
}

/** Painted plaster: nearly flat, a whisper of trowel marks. */
export function plasterPixels(width = 256, height = 256): Pixels {
  return make(width, height, (u, v) => gray(0.93 + 0.07 * fbm(u, v, 6, 6, 51, 5)));
}

/** Concrete: blotchy cement with small pores. */
export function concretePixels(width = 256, height = 256, seed = 61): Pixels {
  return make(width, height, (u, v) => {
    const cloud = fbm(u, v, 4, 4, seed, 5);
    const fine = fbm(u, v, 32, 32, seed + 3, 2);
    const pore = hash(Math.floor(u * width), Math.floor(v * height), seed) > 0.997 ? 0.9 : 1;
    return gray((0.82 + 0.14 * cloud + 0.04 * fine) * pore);
  });
}

/** Brick wall in running bond (one tile = 4 courses of 2 bricks, about 50 x 26 cm), with colour. */
export function brickPixels(width = 256, height = 128): Pixels {
  const courses = 4;
  const bricks = 2;
  return make(width, height, (u, v) => {
    const row = Math.floor(v * courses);
    const shift = row % 2 === 0 ? 0 : 0.5 / bricks;
    const bu = (u + shift) * bricks;
    const col = Math.floor(bu);
    const fu = bu - col;
    const fv = v * courses - row;
    const mortar = fu < 0.04 || fv < 0.09;
    if (mortar) {
      const m = 0.72 + 0.08 * fbm(u, v, 16, 16, 71, 2);
      return [m, m * 0.97, m * 0.92];
    }
    const tone = 0.75 + 0.25 * hash(col % bricks, row, 73);
    const grit = 0.88 + 0.12 * fbm(u, v, 24, 12, 79, 3);
    const l = tone * grit;
    return [0.62 * l, 0.3 * l, 0.22 * l];
  });
}

/** Floor planks along u (one tile = 4 boards, about 180 x 80 cm), each with its own grain offset and tone. */
export function plankPixels(width = 512, height = 256, seed = 91): Pixels {
  const boards = 4;
  return make(width, height, (u, v) => {
    const row = Math.floor(v * boards);
    const fv = v * boards - row;
    const offset = hash(row, 1, seed);
    const uu = (u + offset) % 1;
    const joint = fv < 0.015 || Math.abs(uu - 0.5) < 0.002 ? 0.7 : 1;
    const tone = 0.9 + 0.1 * hash(row, uu < 0.5 ? 2 : 3, seed);
    const warp = fbm(uu, fv, 3, 1, seed + row, 3) * 1.5;
    const band = Math.pow(0.5 + 0.5 * Math.sin(2 * Math.PI * (fv * 2 + warp)), 3);
    const pores = fbm(uu, fv, 4, 60, seed + 9, 3);
    const l = (0.96 - 0.07 * band - 0.08 * Math.max(0, pores - 0.45)) * tone * joint;
    return [l, l - 0.01 * band, l - 0.03 * band];
  });
}

/** The texture keys furniture can need (material-spec.ts textureOf): five wood grains, fabric, marble. */
export const FURNITURE_TEXTURE_KEYS: readonly string[] = ['wood#1', 'wood#2', 'wood#3', 'wood#4', 'wood#5', 'fabric', 'marble'];

/**
 * The pixels a texture key names: "wood#<variation>", "fabric", "marble" (the furniture's shared
 * textures) or a room surface ("plaster", "concrete", "brick", "planks#<seed>"). Drawn in the viewer's
 * worker (scene-worker.ts); the same function draws on the main thread when no worker is at hand.
 */
export function drawPixels(key: string): Pixels {
  const [kind, n] = key.split('#');
  switch (kind) {
    case 'wood':
      return woodGrainPixels(Number(n));
    case 'marble':
      return marblePixels();
    case 'plaster':
      return plasterPixels();
    case 'concrete':
      return concretePixels();
    case 'brick':
      return brickPixels();
    case 'planks':
      return plankPixels(512, 256, Number(n));
    default:
      return fabricPixels();
  }
}
