import { materialSpecOf } from '../viewer/material-spec';
import { fabricPixels, marblePixels, plasterPixels, woodGrainPixels, type Pixels } from '../viewer/texture-pixels';

/**
 * A close-up of a colour's material as RGBA pixels: the viewer's own procedural texture (wood grain,
 * woven fabric, marble veins, a fine grain for leather) multiplied by the colour, lit from the top left,
 * with a highlight as glossy as the viewer's material (lacquer and chrome shine, laminate and fabric do not).
 * Pure and deterministic, so a test can look at it and the same colour always looks the same.
 */
export function closeupPixels(colorId: string, size: number): Pixels {
  const spec = materialSpecOf(colorId, undefined, 1);
  const texture = textureOf(spec.surface, spec.grain ?? 1, size);
  const [r, g, b] = rgbOf(spec.color);
  const gloss = Math.max(0, 1 - spec.roughness) * (spec.metalness > 0.5 ? 0.55 : 0.4);
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const t = texture === null ? 1 : texture.data[(y * texture.width + x) * 4]! / 255;
      // Light from the top left; a soft diagonal highlight band for glossy surfaces.
      const shade = 1.08 - (0.16 * (x + y)) / (2 * size);
      const band = (x - 0.7 * y - 0.25 * size) / (0.14 * size);
      const highlight = gloss * Math.exp(-band * band);
      data[i] = byte(r * t * shade + highlight);
      data[i + 1] = byte(g * t * shade + highlight);
      data[i + 2] = byte(b * t * shade + highlight);
      data[i + 3] = 255;
    }
  }
  return { width: size, height: size, data };
}

/** The texture of a surface at the close-up's size (a square of it), or null for a plain one. */
function textureOf(surface: ReturnType<typeof materialSpecOf>['surface'], grain: number, size: number): Pixels | null {
  switch (surface) {
    case 'wood':
      // The wood texture covers a long board; a third of it is a hand's width of grain.
      return crop(woodGrainPixels(grain, size * 3, size), size);
    case 'fabric':
      return fabricPixels(size, size);
    case 'marble':
      return marblePixels(size, size);
    case 'leather':
      return plasterPixels(size, size);
    default:
      return null;
  }
}

function crop(pixels: Pixels, size: number): Pixels {
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) data.set(pixels.data.subarray(y * pixels.width * 4, (y * pixels.width + size) * 4), y * size * 4);
  return { width: size, height: size, data };
}

const rgbOf = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
const byte = (v: number): number => Math.max(0, Math.min(255, Math.round(v * 255)));
