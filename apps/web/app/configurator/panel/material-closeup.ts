import { materialSpecOf, textureOf } from '../viewer/material-spec';
import type { Pixels } from '../viewer/texture-pixels';

/**
 * The texture key (texture-pixels.ts drawPixels) a colour's close-up is cut from: the viewer's own
 * texture of that colour (wood grain, woven fabric, marble veins), the fine grain of plaster for
 * leather, or null for a plain surface. The scene's texture files are downloaded or drawn once per page
 * (viewer/scene-assets.ts), so a close-up costs a crop, not a second procedural texture on the main
 * thread (that was 90 ms of the configurator's start on this machine, four times that on a phone).
 */
export function closeupTextureKey(colorId: string): string | null {
  const spec = materialSpecOf(colorId, undefined, 1);
  return textureOf(spec)?.key ?? (spec.surface === 'leather' ? 'plaster' : null);
}

/**
 * A close-up of a colour's material as RGBA pixels: a square cut from its texture (closeupTextureKey's
 * pixels, repeated if smaller) multiplied by the colour, lit from the top left, with a highlight as
 * glossy as the viewer's material (lacquer and chrome shine, laminate and fabric do not). Pure and
 * deterministic, so a test can look at it and the same colour always looks the same.
 */
export function closeupPixels(colorId: string, size: number, texture: Pixels | null): Pixels {
  const spec = materialSpecOf(colorId, undefined, 1);
  const [r, g, b] = rgbOf(spec.color);
  const gloss = Math.max(0, 1 - spec.roughness) * (spec.metalness > 0.5 ? 0.55 : 0.4);
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const t = texture === null ? 1 : texture.data[((y % texture.height) * texture.width + (x % texture.width)) * 4]! / 255;
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

const rgbOf = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
const byte = (v: number): number => Math.max(0, Math.min(255, Math.round(v * 255)));
