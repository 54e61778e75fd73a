/**
 * What a colour id looks like, as plain numbers: the surface a person should recognise (oiled oak,
 * glossy lacquer, matte laminate, brushed steel, glass, mirror, woven fabric, leather). materials.ts
 * turns a spec into a three.js material; keeping the look here makes it testable and reviewable.
 */
import { colorById, type ColorKind } from '@masswerk/domain';

export type SurfaceKind = 'lacquer' | 'laminate' | 'wood' | 'metal' | 'glass' | 'marble' | 'mirror' | 'leather' | 'fabric';

export interface MaterialSpec {
  /** Cache key: one material per colour id (+ wood variation). */
  key: string;
  surface: SurfaceKind;
  /** sRGB hex. */
  color: string;
  roughness: number;
  metalness: number;
  /** Glossy top coat (lacquer, leather). */
  clearcoat?: number;
  /** Velvety rim light of textiles. */
  sheen?: number;
  /** Below 1 for glass. */
  opacity?: number;
  /** Wood grain pattern 1-5 (configurators.md §9: pseudo-random variation per element). */
  grain?: number;
  /** Marble veins. */
  veins?: boolean;
  /** Woven bump for fabrics. */
  weave?: boolean;
  /** Textile and leather parts are drawn soft, with rounded edges. */
  upholstered: boolean;
  /**
   * Drawn by the textiles' shader program, with a sheen of no colour (so it looks as it would without
   * one): in a scene with textiles the legs and frames then need no program of their own (layoutScene).
   */
  textileProgram?: boolean;
}

const FALLBACK_HEX = '#BDBDB8';

/** Per-metal finish: polished chrome to powder-coated steel. */
const METALS: Readonly<Record<string, { roughness: number; metalness: number }>> = {
  chrome: { roughness: 0.08, metalness: 1 },
  metal_stainless: { roughness: 0.3, metalness: 1 },
  aluminium: { roughness: 0.35, metalness: 1 },
  matt_gold: { roughness: 0.42, metalness: 1 },
  metal_black: { roughness: 0.55, metalness: 0.5 },
  metal_white: { roughness: 0.5, metalness: 0.15 },
};

/** The look of a colour on a part; `material` is the element's material hint (upholstery, leg, glass, ...). */
export function materialSpecOf(colorId: string, material: string | undefined, variation: number | undefined): MaterialSpec {
  const color = colorById(colorId);
  const kind: ColorKind | undefined = color?.kind;
  const hex = color?.hex ?? FALLBACK_HEX;
  const upholstered = kind === 'fabric' || kind === 'leather' || material === 'upholstery';
  const base = { color: hex, upholstered };
  switch (kind) {
    case 'wood':
    case 'laminate_wood': {
      const grain = clampVariation(variation);
      // Solid wood is oiled (a little sheen); wood decor laminate is flatter.
      return { ...base, key: `${colorId}#${grain}`, surface: 'wood', roughness: kind === 'wood' ? 0.55 : 0.62, metalness: 0, grain };
    }
    case 'lacquer':
      return { ...base, key: colorId, surface: 'lacquer', roughness: 0.25, metalness: 0, clearcoat: 0.8 };
    case 'laminate':
      return { ...base, key: colorId, surface: 'laminate', roughness: 0.7, metalness: 0 };
    case 'metal': {
      const finish = METALS[colorId] ?? { roughness: 0.3, metalness: 1 };
      return { ...base, key: colorId, surface: 'metal', ...finish };
    }
    case 'glass': {
      const satin = colorId.includes('satin');
      const smoked = colorId.includes('smoked');
      return { ...base, key: colorId, surface: 'glass', roughness: satin ? 0.45 : 0.05, metalness: 0, opacity: satin ? 0.7 : smoked ? 0.6 : 0.3 };
    }
    case 'marble':
      return { ...base, key: colorId, surface: 'marble', roughness: 0.18, metalness: 0, veins: true };
    case 'mirror':
      return { ...base, key: colorId, surface: 'mirror', roughness: 0.03, metalness: 1 };
    case 'leather':
      return { ...base, key: colorId, surface: 'leather', roughness: 0.5, metalness: 0, clearcoat: 0.15 };
    case 'fabric':
      return { ...base, key: colorId, surface: 'fabric', roughness: 0.92, metalness: 0, sheen: 0.7, weave: true };
    default:
      return { ...base, key: `fallback:${colorId}`, surface: 'laminate', roughness: 0.7, metalness: 0 };
  }
}

function clampVariation(v: number | undefined): number {
  if (v === undefined || !Number.isFinite(v)) return 1;
  return Math.min(5, Math.max(1, Math.round(v)));
}

/** Which shared texture a spec needs, and how many centimetres one tile covers (u along the grain, v across). */
export function textureOf(spec: MaterialSpec): { key: string; tileCm: readonly [number, number] } | null {
  if (spec.grain !== undefined) return { key: `wood#${spec.grain}`, tileCm: [120, 30] };
  if (spec.weave) return { key: 'fabric', tileCm: [6, 6] };
  if (spec.veins) return { key: 'marble', tileCm: [90, 90] };
  return null;
}
