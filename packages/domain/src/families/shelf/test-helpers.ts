/** Builders for shelf tests. */
import { mm } from '../../units/index.ts';
import type { ShelfStyle } from './constants.ts';
import { STYLES, defaultFeetColor } from './constants.ts';
import type { ShelfColumn, ShelfDesign } from './design.ts';
import { shelfColumn, shelfDefaults, syncWalls } from './design.ts';
import { shelfValidate } from './rules.ts';

/** A design with the given columns (walls synced) and style. */
export function shelfWith(columns: ShelfColumn[], style: ShelfStyle = 'AYR', extra: Partial<ShelfDesign> = {}): ShelfDesign {
  const type = STYLES[style];
  return { ...shelfDefaults(), style, feet: { type, color: defaultFeetColor(type), platform: false }, columns: syncWalls(columns), ...extra };
}

/** n equal columns. */
export function columns(n: number, length = 365, heightInSections = 4, width = 342): ShelfColumn[] {
  return Array.from({ length: n }, () => shelfColumn(length, heightInSections, { width }));
}

/** Error codes of a design. */
export function errorCodes(design: ShelfDesign): string[] {
  return shelfValidate(design).errors.map((e) => e.code);
}

/** Replaces column i (walls re-synced). */
export function withColumn(design: ShelfDesign, i: number, change: (c: ShelfColumn) => ShelfColumn): ShelfDesign {
  return { ...design, columns: syncWalls(design.columns.map((c, k) => (k === i ? change(c) : c))) };
}

export { mm };
