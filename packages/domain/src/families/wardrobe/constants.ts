/**
 * Business constants of the wardrobe (configurators.md §5 and §9), plus the choices the spec left
 * open (docs/decisions.md). Everything is in millimetres unless a name says otherwise.
 */
import type { ColorId } from '../../catalogue/colors.ts';
import { CARCASS_COLORS } from '../kit/colors.ts';

export const WARDROBE_VERSION = 1;

/** Module widths offered with turning doors (configurators.md §5). */
export const TURNING_WIDTHS = [500, 800, 1000] as const;
/** Module widths offered with sliding doors (configurators.md §5). */
export const SLIDING_WIDTHS = [1600, 2000, 2400, 3000] as const;
export const MODULE_WIDTHS = [...TURNING_WIDTHS, ...SLIDING_WIDTHS] as const;

/** Longest wardrobe we build, outer walls included (configurators.md §5). */
export const MAX_TOTAL_LENGTH = 5040;
/** Above this height a warning asks the customer to check the ceiling (configurators.md §5). */
export const HEIGHT_WARNING_ABOVE = 2440;

/** Offered heights: 2000 to 2800 mm in steps of one drilling pitch (decision "Heights"). */
export const MIN_HEIGHT = 2000;
export const MAX_HEIGHT = 2800;
export const DRILLING_PITCH = 32;
export const WARDROBE_HEIGHTS: readonly number[] = Array.from(
  { length: (MAX_HEIGHT - MIN_HEIGHT) / DRILLING_PITCH + 1 },
  (_, i) => MIN_HEIGHT + i * DRILLING_PITCH,
);

/** First hole above the interior floor, and hole spacing (configurators.md §9). */
export const DRILLING_START = 46;

/** Outer wall depths (configurators.md §9): 617 flush with turning doors, 647 covering sliding doors. */
export const DEPTH_TURNING = 617;
export const DEPTH_SLIDING = 647;
export const WALL_DEPTHS = [DEPTH_TURNING, DEPTH_SLIDING] as const;

/** Corpus panel thickness, outer (cover) wall thickness, corpus depth, plinth height, back thickness. */
export const BOARD = 19;
export const OUTER_WALL = 20;
export const CORPUS_DEPTH = 598;
export const PLINTH_HEIGHT = 110;
export const BACK = 8;
/** Back panels sit in a groove this far from the rear edge; the plinth is set back this far. */
export const BACK_INSET = 10;
export const PLINTH_SETBACK = 40;
export const DOOR = 19;

/** Drawer box heights (configurators.md §9) and the front lengths per compartment width. */
export const DRAWER_HEIGHT_LOW = 50;
export const DRAWER_HEIGHT_TALL = 146;
export const DRAWER_FRONT_LENGTHS = { 500: 386, 800: 686, 1000: 886 } as const satisfies Record<number, number>;

/** Door panels per module width (configurators.md §9 "Door count per width 1, 2 or 3"; decision "Doors"). */
export const DOOR_COUNT: Readonly<Record<number, 1 | 2 | 3>> = {
  500: 1,
  800: 2,
  1000: 2,
  1600: 2,
  2000: 2,
  2400: 3,
  3000: 3,
};
/** Sliding modules are 2 or 3 corpuses ("compartments") behind one set of sliding doors. */
export const SLIDING_OVERLAP = 30;

export type DoorType = 'turning' | 'sliding';

/** Handle models (decision "Handles"). Fyx is a grip milled into the door, so it has no colour of its own. */
export const HANDLE_NAMES = {
  fyx: 'Fyx grip',
  nyche: 'Nyche recessed handle',
  lyne: 'Lyne bar handle',
  knobb: 'Knobb knob',
} as const;
export type Handle = keyof typeof HANDLE_NAMES;
/** The handles in the order the configurator offers them: the names' order, listed once. */
export const HANDLES = Object.keys(HANDLE_NAMES) as readonly Handle[];
/** Handles per door type: sliding panels pass each other, so only flush handles fit them. */
export const HANDLES_FOR: Readonly<Record<DoorType, readonly Handle[]>> = {
  turning: ['fyx', 'nyche', 'lyne', 'knobb'],
  sliding: ['fyx', 'nyche'],
};
/** Outer size of each handle as [x, z, y] (length, width, height) in millimetres. */
export const HANDLE_SIZE: Readonly<Record<Handle, readonly [number, number, number]>> = {
  fyx: [20, DOOR, 400],
  nyche: [30, DOOR, 200],
  lyne: [16, 30, 320],
  knobb: [30, 30, 30],
};
/** Handle centre above the floor: a comfortable grip height. */
export const HANDLE_CENTRE_Y = 1050;
export const HANDLE_EDGE_INSET = 40;

/** The eight interior kinds of configurators.md §2, as stored ids. */
export const INTERIOR_TYPES = [
  'board',
  'closet_rod',
  'garment_lift',
  'pant_hanger',
  'solid_drawer',
  'glass_drawer',
  'small_drawer',
  'shoes_drawer',
] as const;
export type InteriorType = (typeof INTERIOR_TYPES)[number];

export interface InteriorSpec {
  name: string;
  /** Allowed positions are multiples of this many holes (configurators.md §9: 6, 3 for small drawers). */
  step: number;
  /** Holes the part itself takes, from its hole upward. */
  size: number;
  /** Holes that must stay free below it (hanging space for clothes). */
  clearanceBelow: number;
  /** Compartment widths it is made for. */
  widths: readonly number[];
  /** Whether the customer colours it (boards and drawers); metal fittings have a fixed finish. */
  colored: boolean;
}

/** What each interior needs on the drilling grid (decision "Interiors"). */
export const INTERIORS: Readonly<Record<InteriorType, InteriorSpec>> = {
  board: { name: 'Board', step: 6, size: 1, clearanceBelow: 0, widths: [500, 800, 1000], colored: true },
  closet_rod: { name: 'Closet rod', step: 6, size: 1, clearanceBelow: 24, widths: [500, 800, 1000], colored: false },
  garment_lift: { name: 'Garment lift', step: 6, size: 6, clearanceBelow: 30, widths: [800, 1000], colored: false },
  pant_hanger: { name: 'Pant hanger', step: 6, size: 1, clearanceBelow: 18, widths: [500, 800, 1000], colored: false },
  solid_drawer: { name: 'Solid drawer', step: 6, size: 6, clearanceBelow: 0, widths: [500, 800, 1000], colored: true },
  glass_drawer: { name: 'Glass drawer', step: 6, size: 6, clearanceBelow: 0, widths: [800, 1000], colored: true },
  small_drawer: { name: 'Small drawer', step: 3, size: 3, clearanceBelow: 0, widths: [500, 800, 1000], colored: true },
  shoes_drawer: { name: 'Shoes drawer', step: 6, size: 6, clearanceBelow: 0, widths: [800, 1000], colored: true },
};
export const DRAWER_TYPES = ['solid_drawer', 'glass_drawer', 'small_drawer', 'shoes_drawer'] as const satisfies readonly InteriorType[];

/** Corpus and interiors: only minimal laminate or wood (configurators.md §5; decision "Colours"). */
export const CORPUS_COLORS = [
  'white_u11209',
  'light_grey_u12044',
  'anthracite_u12233',
  'black_u12001',
  'oak_h3303',
  'walnut_h3734',
  'oak',
  'walnut',
] as const satisfies readonly ColorId[];
/** Door bodies: every laminate, wood decor, solid wood and mirror. */
export const DOOR_COLORS = [...CARCASS_COLORS, 'mirror_silver', 'mirror_bronze'] as const satisfies readonly ColorId[];
/** Outer walls show from the side like doors, but a mirror side panel is not offered. */
export const OUTER_WALL_COLORS = DOOR_COLORS.filter((c) => !c.startsWith('mirror_'));
export const HANDLE_COLORS = [
  'aluminium',
  'metal_stainless',
  'chrome',
  'matt_gold',
  'metal_black',
  'metal_white',
] as const satisfies readonly ColorId[];
/** Finishes of the parts the customer does not colour. */
export const FITTING_COLOR = 'chrome' satisfies ColorId;
export const RAIL_COLOR = 'aluminium' satisfies ColorId;
export const GLASS_FRONT_COLOR = 'glass_satin' satisfies ColorId;

export const COLOR_GROUPS = ['whole', 'corpuses', 'drawers', 'boards', 'doors', 'handles', 'outer_walls'] as const;
export type ColorGroup = (typeof COLOR_GROUPS)[number];

/** Made to measure in the workshop; assembly adds 14 days on top (shop.md §9). */
export const WARDROBE_SHIPPING_DAYS = 35;

/** Compartments (corpuses) of a module: one for turning doors, one per sliding panel. */
export function compartmentCount(width: number): number {
  return doorTypeOfWidth(width) === 'sliding' ? (DOOR_COUNT[width] ?? 2) : 1;
}

/** Width of each compartment of a module. */
export function compartmentWidth(width: number): number {
  return width / compartmentCount(width);
}

/** The door type a module width takes, or undefined for a width we do not build. */
export function doorTypeOfWidth(width: number): DoorType | undefined {
  if ((TURNING_WIDTHS as readonly number[]).includes(width)) return 'turning';
  if ((SLIDING_WIDTHS as readonly number[]).includes(width)) return 'sliding';
  return undefined;
}

/** Number of holes in each column of the drilling grid for a wardrobe height. */
export function holeCount(height: number): number {
  const clear = height - PLINTH_HEIGHT - 2 * BOARD;
  return Math.floor((clear - 2 * DRILLING_START) / DRILLING_PITCH) + 1;
}

/** Height of a hole above the floor. */
export function holeY(position: number): number {
  return PLINTH_HEIGHT + BOARD + DRILLING_START + position * DRILLING_PITCH;
}
