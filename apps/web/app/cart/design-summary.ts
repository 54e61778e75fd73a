import { cartSpecsOf, type LineItemSpecs } from '@masswerk/domain';
import type { DesignInfo } from '@masswerk/contract';

/** What a cart line shows of a saved design, taken from the server's design info. */
export interface DesignSummary {
  uuid: string;
  furnitureType: string;
  /** The name the visitor gave it, or null. */
  name: string | null;
  /** Outer size in millimetres: length (width of the piece), width (depth), height. */
  dimensions: { length: number; width: number; height: number };
  /** Colour ids, the most visible first. */
  colors: string[];
  specs: LineItemSpecs;
}

type Part = Pick<DesignInfo['parts'][number], 'type' | 'length' | 'width' | 'height' | 'color'>;

/** At most this many colours are named; fewer when the rest cover too little of the piece to notice. */
const MAX_COLORS = 3;
const MIN_SHARE = 0.1;

/**
 * The colours that make up most of a piece: each part counts with its largest face (a board by its
 * surface, not by its edge), so a shelf's boards outweigh its handles. Colours covering less than a
 * tenth are left out, but the largest colour is always named.
 */
export function designMainColors(parts: readonly Part[]): string[] {
  const areas = new Map<string, number>();
  for (const part of parts) {
    const [a = 0, b = 0] = [part.length, part.width, part.height].map((d) => Math.abs(d)).sort((x, y) => y - x);
    areas.set(part.color, (areas.get(part.color) ?? 0) + a * b);
  }
  const total = [...areas.values()].reduce((sum, area) => sum + area, 0);
  const ranked = [...areas.entries()].sort((x, y) => y[1] - x[1]);
  return ranked.filter(([, area], index) => index === 0 || (total > 0 && area / total >= MIN_SHARE)).slice(0, MAX_COLORS).map(([color]) => color);
}

/** The summary of a design from its info: name, family, size, main colours and specs (counted from its parts). */
export function designSummaryOf(info: Pick<DesignInfo, 'uuid' | 'furniture_type' | 'name' | 'dimensions'> & { parts: readonly Part[] }): DesignSummary {
  return {
    uuid: info.uuid,
    furnitureType: info.furniture_type,
    name: info.name,
    dimensions: { length: info.dimensions.length, width: info.dimensions.width, height: info.dimensions.height },
    colors: designMainColors(info.parts),
    specs: cartSpecsOf(info.parts),
  };
}
