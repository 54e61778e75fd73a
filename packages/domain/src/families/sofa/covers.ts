/**
 * Upholstery and leg colours of the sofas: which catalogue colours cover a sofa, the cover article
 * (cover_sku) of each, leg colour validity per leg type and the deterministic cushion variations.
 */
import { COLORS, FABRIC_FAMILIES, LEATHER_FAMILIES, LEG_MATERIALS, PI_DIGITS, colorById } from '../../catalogue/colors.ts';
import type { SofaLegType } from './types.ts';

/** Fabric and leather colours, in catalogue order: everything a sofa or cushion may be covered in. */
export const UPHOLSTERY_COLORS: readonly string[] = COLORS.filter((c) => c.kind === 'fabric' || c.kind === 'leather').map(
  (c) => c.id,
);

/** True when the colour is a fabric or leather of the catalogue. */
export function upholsteryColorIs(id: string): boolean {
  const kind = colorById(id)?.kind;
  return kind === 'fabric' || kind === 'leather';
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/**
 * The cover article of a fabric or leather colour, in our SKU form: 600.FFF.CC for fabrics and
 * 610.FFF.CC for leathers (FFF the textile family, CC the colour within it); undefined otherwise.
 */
export function coverSku(colorId: string): string | undefined {
  const color = colorById(colorId);
  if (color === undefined) return undefined;
  const inFamily = COLORS.filter((c) => c.kind === color.kind && c.family === color.family);
  const index = inFamily.findIndex((c) => c.id === color.id) + 1;
  if (color.kind === 'fabric') {
    const family = (FABRIC_FAMILIES as readonly string[]).indexOf(color.family) + 1;
    return `600.${pad(family, 3)}.${pad(index, 2)}`;
  }
  if (color.kind === 'leather') {
    const family = (LEATHER_FAMILIES as readonly string[]).indexOf(color.family) + 1;
    return `610.${pad(family, 3)}.${pad(index, 2)}`;
  }
  return undefined;
}

/** Leg colours per leg type: square and slanted laminate and wood, frame and corner laminate and steel. */
export const LEG_COLORS: Readonly<Record<SofaLegType, readonly string[]>> = {
  square: [...LEG_MATERIALS.laminate, ...LEG_MATERIALS.wood],
  slanted: [...LEG_MATERIALS.laminate, ...LEG_MATERIALS.wood],
  corner: [...LEG_MATERIALS.laminate, ...LEG_MATERIALS.metal],
  frame: [...LEG_MATERIALS.laminate, ...LEG_MATERIALS.metal],
};

/** Every colour any sofa leg may have. */
export const ALL_LEG_COLORS: readonly string[] = [...new Set(Object.values(LEG_COLORS).flat())];

/** True when legs of this type can be made in this colour. */
export function legColorAllowed(type: SofaLegType, color: string): boolean {
  return LEG_COLORS[type].includes(color);
}

/**
 * Deterministic cushion variation: back cushions have 3 variations, seat cushions 4 (configurators.md
 * §9); the pi digit at the cushion's position in the sofa picks one, so a design always looks the same.
 */
export function cushionVariation(kind: 'back' | 'seat', moduleIndex: number, cushionIndex: number): number {
  const options = kind === 'back' ? 3 : 4;
  const position = (moduleIndex * 8 + cushionIndex * 3 + (kind === 'back' ? 1 : 0)) % PI_DIGITS.length;
  return (Number(PI_DIGITS[position]) % options) + 1;
}
