/**
 * How the shop's catalogue groups designs (shop.md §7 "GET /catalog", "GET /filters/ranges"): into
 * categories, one per configurator back link (configurators.md §2), and into colour groups for the
 * colour filter. Both come from data (the families, the colour table), so an eighth family or colour
 * needs no change here.
 */
import { COLORS, SHELF_COLOR_FAMILIES, colorById, shelfColorFamilyOf } from './colors.ts';
import { FURNITURE_TYPES, type FurnitureType } from '../design/furniture-type.ts';
import { FAMILIES } from '../families/registry.ts';

/** A category of the catalogue: the families whose configurators link back to the same page. */
export interface CatalogCategory {
  /** The back link's id ('shelf', 'sofas', ...): the `category` and `furniture_group` of the catalogue calls. */
  id: string;
  /** The category page's path without the locale prefix: the back link's path ('/shelves'). */
  path: string;
  /** The families shown on it, in FURNITURE_TYPES order. */
  furnitureTypes: readonly FurnitureType[];
}

/** Every category, in the order of the first family of each. */
export const CATALOG_CATEGORIES: readonly CatalogCategory[] = (() => {
  const byId = new Map<string, { id: string; path: string; furnitureTypes: FurnitureType[] }>();
  for (const type of FURNITURE_TYPES) {
    const { id, path } = FAMILIES[type].backLink;
    const category = byId.get(id) ?? { id, path, furnitureTypes: [] };
    category.furnitureTypes.push(type);
    byId.set(id, category);
  }
  return [...byId.values()];
})();

export const CATALOG_CATEGORY_IDS = CATALOG_CATEGORIES.map((c) => c.id) as [string, ...string[]];

/** The category a family's designs are listed in. */
export function catalogCategoryOf(furnitureType: FurnitureType): CatalogCategory {
  return CATALOG_CATEGORIES.find((c) => c.furnitureTypes.includes(furnitureType))!;
}

/** The colour groups of the colour filter: the shelf colour families (white, cream, ..., wood, metal). */
export const COLOR_GROUPS = SHELF_COLOR_FAMILIES.map((f) => ({ id: f.id, name: f.name, hex: colorById(f.colors[0])!.hex }));
export type ColorGroupId = (typeof SHELF_COLOR_FAMILIES)[number]['id'];
export const COLOR_GROUP_IDS = SHELF_COLOR_FAMILIES.map((f) => f.id) as [ColorGroupId, ...ColorGroupId[]];

const rgbOf = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const GROUPED = COLORS.flatMap((c) => {
  const group = shelfColorFamilyOf(c.id);
  return group === undefined ? [] : [{ group, rgb: rgbOf(c.hex) }];
});

/**
 * The colour group of a colour id: its shelf colour family, or for a textile, glass, marble or mirror
 * the family of the nearest grouped colour by its hex code; undefined for an unknown id.
 */
export function colorGroupOf(id: string): ColorGroupId | undefined {
  const own = shelfColorFamilyOf(id);
  if (own !== undefined) return own;
  const color = colorById(id);
  if (color === undefined) return undefined;
  const [r, g, b] = rgbOf(color.hex);
  let best: { group: ColorGroupId; distance: number } | undefined;
  for (const candidate of GROUPED) {
    // Metal is a material, not a hue: a fabric is never "metal".
    if (candidate.group === 'metal') continue;
    const [cr, cg, cb] = candidate.rgb;
    const distance = (r - cr) ** 2 + (g - cg) ** 2 + (b - cb) ** 2;
    if (best === undefined || distance < best.distance) best = { group: candidate.group, distance };
  }
  return best?.group;
}
