/**
 * Shelf constants of configurators.md §5 and §9, in millimetres unless a name says otherwise.
 * Every table the rules, the geometry and the options read lives here, once.
 */
import type { ColorId } from '../../catalogue/colors.ts';
import { LEG_MATERIALS } from '../../catalogue/colors.ts';
import { CARCASS_COLORS } from '../kit/colors.ts';

/** Vertical pitch of the shelf grid: one section is 19.2 cm. */
export const SECTION_HEIGHT = 192;
/** Thickness of boards and walls: 1.9 cm. */
export const BOARD_THICKNESS = 19;
/** Thickness of a backwall panel (sits in a groove behind the boards). */
export const BACKWALL_THICKNESS = 8;
/** Gap around an inset front, each side. */
export const FRONT_GAP = 3;
/** Thickness of a door or drawer front. */
export const FRONT_THICKNESS = 19;

/** Column heights in sections (configurators.md §5). */
export const HEIGHTS_IN_SECTIONS = [2, 3, 4, 6, 8, 10, 12, 13, 14, 15, 16, 17, 18] as const;
export const MAX_SECTIONS = 18;

/** Standard module widths (column board lengths), mm. */
export const MODULE_WIDTHS = [250, 365, 564, 726] as const;
/** The continuous range of column widths, mm (36.5 to 72.6 cm). */
export const COLUMN_LENGTH_MIN = 365;
export const COLUMN_LENGTH_MAX = 726;
/** Column depths, mm (34.2 and 47 cm). */
export const DEPTHS = [342, 470] as const;
export type ShelfDepth = (typeof DEPTHS)[number];
export const MAX_COLUMNS = 11;
/** Total length must lie strictly between these, mm. */
export const TOTAL_LENGTH_MIN_EXCLUSIVE = 250;
export const TOTAL_LENGTH_MAX_EXCLUSIVE = 3750;
/** Above this total height the shelf gets a warning, mm. */
export const HEIGHT_WARNING_ABOVE = 2000;
/** Assembly is recommended above this length or height, mm (shop.md §9). */
export const ASSEMBLY_RECOMMENDED_ABOVE = 1500;

/** Metal bar length per module width (configurators.md §9). */
export const METAL_BAR_LENGTHS: Readonly<Record<number, number>> = { 726: 724, 564: 562, 365: 360, 250: 245 };
/** Cross-section of a metal bar: width (depth direction) x height. */
export const METAL_BAR_SECTION = { width: 20, height: 20 } as const;

/** Door heights per height in sections. */
export const DOOR_HEIGHTS: Readonly<Record<number, number>> = {
  2: 359,
  3: 551,
  4: 743,
  6: 1127,
  8: 1511,
  10: 1895,
  12: 2279,
};
export const DOOR_SECTIONS = [2, 3, 4, 6, 8, 10, 12] as const;
/** Drawer front heights per height in sections, and the drawer box inside. */
export const DRAWER_HEIGHTS: Readonly<Record<number, number>> = { 1: 167, 2: 359 };
export const DRAWER_BOX_HEIGHTS: Readonly<Record<number, number>> = { 1: 110, 2: 220 };
export const DRAWER_SECTIONS = [1, 2] as const;
/** Backwall panel heights per height in sections. */
export const BACKWALL_HEIGHTS: Readonly<Record<number, number>> = { 1: 173, 2: 365, 4: 750 };
export const BACKWALL_SECTIONS = [1, 2, 4] as const;

/** Hinge size (cup plate height) and its distance from the door's top and bottom edge. */
export const HINGE_SIZE = 50;
export const HINGE_EDGE_DISTANCE = 100;
/** Hinges per door: more for taller doors, so the door does not sag. */
export function hingeCount(doorHeight: number): number {
  if (doorHeight <= 743) return 2;
  if (doorHeight <= 1511) return 3;
  if (doorHeight <= 1895) return 4;
  return 5;
}

/** Leg types of configurators.md §5 ("hanging" is the spec's 'ayr' mounting). */
export const LEG_TYPES = [
  'hanging',
  'socle',
  'square',
  'straight',
  'slanted',
  'flat',
  'narrow',
  'corner',
  'frame',
  'hairpin',
  'roll',
] as const;
export type LegType = (typeof LEG_TYPES)[number];

export interface LegTypeLimits {
  /** Highest column or wall, in sections. */
  maxSections: number;
  /** Total length range, mm, inclusive. */
  minLength: number;
  maxLength: number;
  /** Height of the leg (or socle), mm; the body of the shelf starts here. */
  legHeight: number;
}

/** Leg-type table of configurators.md §5 and leg heights of §9. */
export const LEG_TYPE_LIMITS: Readonly<Record<LegType, LegTypeLimits>> = {
  hanging: { maxSections: 18, minLength: 205, maxLength: 4980, legHeight: 0 },
  socle: { maxSections: 18, minLength: 405, maxLength: 4980, legHeight: 60 },
  square: { maxSections: 18, minLength: 405, maxLength: 4980, legHeight: 20 },
  straight: { maxSections: 8, minLength: 405, maxLength: 2330, legHeight: 120 },
  slanted: { maxSections: 8, minLength: 405, maxLength: 2330, legHeight: 120 },
  flat: { maxSections: 8, minLength: 405, maxLength: 2330, legHeight: 120 },
  narrow: { maxSections: 8, minLength: 405, maxLength: 2330, legHeight: 120 },
  corner: { maxSections: 8, minLength: 405, maxLength: 2330, legHeight: 120 },
  frame: { maxSections: 8, minLength: 405, maxLength: 2330, legHeight: 120 },
  hairpin: { maxSections: 8, minLength: 405, maxLength: 2330, legHeight: 120 },
  roll: { maxSections: 4, minLength: 405, maxLength: 1570, legHeight: 80 },
};

/** A shelf without legs (hanging) adds 7 mm to its height: the hanging rail below the bottom board. */
export const NO_LEGS_EXTRA_HEIGHT = 7;

/**
 * Styles: the named looks of the styles view. Each leg set is one leg product and implies its leg type;
 * 'AYR' (hanging) and 'SOCLE' are the two mountings without legs.
 */
export const STYLES = {
  AYR: 'hanging',
  SOCLE: 'socle',
  LYFT: 'square',
  NORDYC: 'slanted',
  CYRCLE: 'roll',
  CLASSYC: 'straight',
  SPYN: 'hairpin',
  SLYM: 'narrow',
  SHYFT: 'corner',
  SYMPLE: 'flat',
  LYNK: 'frame',
  PYN: 'hairpin',
} as const satisfies Record<string, LegType>;
export type ShelfStyle = keyof typeof STYLES;
export const STYLE_IDS = Object.keys(STYLES) as ShelfStyle[];
/** The leg sets of configurators.md §9 (styles that stand on legs). */
export const LEG_SETS = ['LYFT', 'NORDYC', 'CYRCLE', 'CLASSYC', 'SPYN', 'SLYM', 'SHYFT', 'SYMPLE', 'LYNK', 'PYN'] as const;

/** The first style of a leg type, used when the legs view switches the type. */
export function styleForLegType(type: LegType): ShelfStyle {
  const style = STYLE_IDS.find((s) => STYLES[s] === type);
  if (style === undefined) throw new Error(`no style for leg type ${type}`);
  return style;
}

/** Handle types; 'none' is push-to-open. */
export const HANDLE_TYPES = ['bar', 'knob', 'grip', 'none'] as const;
export type HandleType = (typeof HANDLE_TYPES)[number];
/** Handle sizes: length (horizontal on drawers, vertical on doors), depth (sticks out), height. */
export const HANDLE_SIZES: Readonly<Record<Exclude<HandleType, 'none'>, { length: number; width: number; height: number }>> = {
  bar: { length: 160, width: 30, height: 12 },
  knob: { length: 30, width: 25, height: 30 },
  grip: { length: 120, width: 15, height: 20 },
};

/** Base shipping time of a shelf in days, before the 14 days of assembly (shop.md §9). */
export const SHELF_SHIPPING_DAYS = 21;

/** Shelf scenes: wall, floor and skirting ("socle") materials of the room. */
export const SHELF_SCENES = {
  natural_wood: { label: 'Natural wood', wall: 'plaster_warm_white', floor: 'oak_parquet', socle: 'white_u11209' },
  beton_living: { label: 'Beton living', wall: 'concrete_light', floor: 'concrete_polished', socle: 'grey_u12091' },
  industrial_loft: { label: 'Industrial loft', wall: 'brick_red', floor: 'walnut_planks', socle: 'black_u12001' },
} as const;
export type ShelfScene = keyof typeof SHELF_SCENES;
export const SHELF_SCENE_IDS = Object.keys(SHELF_SCENES) as ShelfScene[];

// ---- Colours per part (configurators.md §5: "each part type has its own allowed colours") ----

/** Board, wall, front, backwall and socle colours: laminates, wood decors, oak and walnut (the kit's casegoods colours). */
export { CARCASS_COLORS };
export const METAL_BAR_COLORS: readonly ColorId[] = [
  'metal_black',
  'metal_white',
  'metal_stainless',
  'chrome',
  'matt_gold',
  'aluminium',
];
export const HANDLE_COLORS: readonly ColorId[] = [
  'aluminium',
  'metal_stainless',
  'metal_black',
  'chrome',
  'matt_gold',
  'oak',
  'walnut',
];
const WOOD_LEGS = LEG_MATERIALS.wood;
const VARNISH_LEGS = LEG_MATERIALS.varnish;
const STEEL: readonly ColorId[] = ['metal_stainless', 'metal_black'];
/** Foot colours per leg type; square/slanted and frame/corner follow configurators.md §4. */
export const FEET_COLORS: Readonly<Record<LegType, readonly ColorId[]>> = {
  hanging: ['metal_stainless', 'metal_black', 'metal_white'],
  socle: CARCASS_COLORS,
  square: [...WOOD_LEGS, 'black_u12001'],
  straight: [...WOOD_LEGS, ...VARNISH_LEGS],
  slanted: [...WOOD_LEGS, 'black_u12001'],
  flat: ['chrome', 'metal_stainless', 'matt_gold', 'metal_black'],
  narrow: [...WOOD_LEGS, ...VARNISH_LEGS],
  corner: ['black_u12001', ...STEEL],
  frame: ['black_u12001', ...STEEL],
  hairpin: ['chrome', 'metal_stainless', 'matt_gold', 'metal_black'],
  roll: ['metal_black', 'chrome'],
};
/** Default foot colour per leg type: the first of its list. */
export function defaultFeetColor(type: LegType): ColorId {
  const first = FEET_COLORS[type][0];
  if (first === undefined) throw new Error(`no colours for ${type}`);
  return first;
}

/** Colour an element falls back to when the design carries none (configurators.md §4). */
export const FALLBACK_COLOR: ColorId = 'oak';
export const DEFAULT_COLOR: ColorId = 'white_u11209';
export const DEFAULT_METAL_BAR_COLOR: ColorId = 'metal_black';
export const DEFAULT_HANDLE_COLOR: ColorId = 'aluminium';
/** Aluminium handles are drawn and sourced in stainless steel (configurators.md §4). */
export const HANDLE_MATERIAL_OVERRIDES: Readonly<Record<string, ColorId>> = { aluminium: 'metal_stainless' };
