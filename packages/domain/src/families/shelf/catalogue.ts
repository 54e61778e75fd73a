/**
 * The shelf's catalogue parts: our own SKUs 100.TTT.VV (TTT part type, VV variant), each matching
 * a disjoint range of element dimensions, with net prices per currency.
 */
import type { CatalogueEntry, CatalogueService, PriceRule } from '../../catalogue/entry.ts';
import type { Currency } from '../../money/currency.ts';
import { cents } from '../../money/cents.ts';
import { BASEBOARD_CUT_SKU } from '../../catalogue/parts.ts';
import {
  BACKWALL_HEIGHTS,
  BACKWALL_THICKNESS,
  BOARD_THICKNESS,
  COLUMN_LENGTH_MAX,
  DEPTHS,
  DOOR_HEIGHTS,
  DRAWER_BOX_HEIGHTS,
  DRAWER_HEIGHTS,
  FRONT_GAP,
  FRONT_THICKNESS,
  HANDLE_SIZES,
  HINGE_SIZE,
  LEG_TYPE_LIMITS,
  MAX_SECTIONS,
  METAL_BAR_LENGTHS,
  METAL_BAR_SECTION,
  MODULE_WIDTHS,
  NO_LEGS_EXTRA_HEIGHT,
  STYLES,
  TOTAL_LENGTH_MAX_EXCLUSIVE,
} from './constants.ts';
import { LEG_SPECS } from './elements.ts';
import { sectionsToHeight } from './geometry.ts';

/** Catalogue version of the shelf parts; bump when prices or ranges change. */
export const SHELF_CATALOGUE_VERSION = 1;

// CHF and GBP net prices follow EUR by fixed factors, rounded to whole cents, so one column of
// numbers stays the source. The factors reflect Swiss cost levels and the pound's exchange rate.
const CHF_FACTOR = 1.08;
const GBP_FACTOR = 0.86;

function priced(eurBase: number, eurPerSquareMetre: number): Readonly<Record<Currency, PriceRule>> {
  const rule = (factor: number): PriceRule => ({
    base: cents(Math.round(eurBase * factor)),
    perSquareMetre: cents(Math.round(eurPerSquareMetre * factor)),
  });
  return { EUR: rule(1), CHF: rule(CHF_FACTOR), GBP: rule(GBP_FACTOR) };
}

const CUT: readonly CatalogueService[] = [{ type: 'baseboard_cut', sku: BASEBOARD_CUT_SKU }];
const MIN_LENGTH = MODULE_WIDTHS[0];
const MIN_WALL = sectionsToHeight(2);
const MAX_WALL = sectionsToHeight(MAX_SECTIONS);

type Range = readonly [number, number];
function entry(
  sku: string,
  type: string,
  label: string,
  priceGroup: string,
  dims: { length: Range; width: Range; height: Range },
  areaOf: CatalogueEntry['areaOf'],
  price: Readonly<Record<Currency, PriceRule>>,
  cuttable = false,
): CatalogueEntry {
  return {
    sku,
    furniture_type: 'shelf',
    type,
    ...dims,
    version: SHELF_CATALOGUE_VERSION,
    mapped_skus: [],
    services: cuttable ? CUT : [],
    serviceSkus: cuttable ? [BASEBOARD_CUT_SKU] : [],
    label,
    priceGroup,
    areaOf,
    price,
  };
}

const depthEntries = (d: number, v: string): CatalogueEntry[] => {
  const depthCm = `${d / 10} cm`;
  const boardDims = { length: [MIN_LENGTH, COLUMN_LENGTH_MAX] as Range, width: [d, d] as Range, height: [BOARD_THICKNESS, BOARD_THICKNESS] as Range };
  const boxWidth = d - FRONT_THICKNESS - 21;
  return [
    entry(`100.100.${v}`, 'wall', `Side wall, ${depthCm} deep`, 'walls', { length: [d, d], width: [BOARD_THICKNESS, BOARD_THICKNESS], height: [MIN_WALL, MAX_WALL] }, 'length_height', priced(1500, 7000), true),
    entry(`100.110.${v}`, 'bottom_board', `Bottom board, ${depthCm} deep`, 'boards', boardDims, 'length_width', priced(1200, 6500), true),
    entry(`100.111.${v}`, 'top_board', `Top board, ${depthCm} deep`, 'boards', boardDims, 'length_width', priced(1200, 6500)),
    entry(`100.112.${v}`, 'board', `Shelf board, ${depthCm} deep`, 'boards', boardDims, 'length_width', priced(1200, 6500)),
    entry(`100.220.${v}`, 'drawer', `Drawer box, ${depthCm} deep`, 'fronts', { length: [MIN_LENGTH - 26, COLUMN_LENGTH_MAX - 26], width: [boxWidth, boxWidth], height: [Math.min(...Object.values(DRAWER_BOX_HEIGHTS)), Math.max(...Object.values(DRAWER_BOX_HEIGHTS))] }, 'length_width', priced(3500, 4000)),
  ];
};

const FRONT_LENGTH: Range = [MIN_LENGTH - 2 * FRONT_GAP, COLUMN_LENGTH_MAX - 2 * FRONT_GAP];
const METAL_BAR_PRICES: Readonly<Record<number, number>> = { 724: 2400, 562: 2000, 360: 1600, 245: 1400 };
const LEG_PRICES: Readonly<Record<keyof typeof LEG_SPECS, number>> = {
  LYFT: 600,
  NORDYC: 2200,
  CYRCLE: 2500,
  CLASSYC: 1900,
  SPYN: 2400,
  SLYM: 1700,
  SHYFT: 2100,
  SYMPLE: 1800,
  LYNK: 4900,
  PYN: 2300,
};

function legEntries(): CatalogueEntry[] {
  return (Object.keys(LEG_SPECS) as (keyof typeof LEG_SPECS)[]).map((style, k) => {
    const spec = LEG_SPECS[style];
    const height = LEG_TYPE_LIMITS[STYLES[style]].legHeight;
    // A frame leg spans the wall depth less 2 x 20 mm.
    const width: Range = spec.perWall === 1 ? [DEPTHS[0] - 40, DEPTHS[1] - 40] : [spec.z, spec.z];
    const name = `${style.charAt(0)}${style.slice(1).toLowerCase()}`;
    return entry(`100.400.${String(k + 1).padStart(2, '0')}`, `leg_${style.toLowerCase()}`, `${name} ${spec.perWall === 1 ? 'frame leg' : 'leg'} (${STYLES[style]})`, 'feet', { length: [spec.x, spec.x], width, height: [height, height] }, 'length_height', priced(LEG_PRICES[style], 0));
  });
}

/** Every shelf part of the catalogue. */
export const shelfCatalogue: readonly CatalogueEntry[] = [
  ...DEPTHS.flatMap((d, k) => depthEntries(d, String(k + 1).padStart(2, '0'))),
  ...Object.entries(METAL_BAR_LENGTHS)
    .sort(([a], [b]) => Number(b) - Number(a))
    .map(([, bar], k) =>
      entry(`100.120.${String(k + 1).padStart(2, '0')}`, 'metal_bar', `Metal bar, ${bar / 10} cm`, 'boards', { length: [bar, bar], width: [METAL_BAR_SECTION.width, METAL_BAR_SECTION.width], height: [METAL_BAR_SECTION.height, METAL_BAR_SECTION.height] }, 'length_height', priced(METAL_BAR_PRICES[bar] ?? 2000, 0)),
    ),
  entry('100.200.01', 'door', 'Door', 'fronts', { length: FRONT_LENGTH, width: [FRONT_THICKNESS, FRONT_THICKNESS], height: [Math.min(...Object.values(DOOR_HEIGHTS)), Math.max(...Object.values(DOOR_HEIGHTS))] }, 'length_height', priced(2500, 9000)),
  entry('100.210.01', 'drawer_front', 'Drawer front', 'fronts', { length: FRONT_LENGTH, width: [FRONT_THICKNESS, FRONT_THICKNESS], height: [Math.min(...Object.values(DRAWER_HEIGHTS)), Math.max(...Object.values(DRAWER_HEIGHTS))] }, 'length_height', priced(2000, 9000)),
  entry('100.230.01', 'hinge', 'Concealed hinge', 'fronts', { length: [35, 35], width: [12, 12], height: [HINGE_SIZE, HINGE_SIZE] }, 'length_height', priced(450, 0)),
  ...(Object.keys(HANDLE_SIZES) as (keyof typeof HANDLE_SIZES)[]).map((type, k) => {
    const s = HANDLE_SIZES[type];
    return entry(`100.240.${String(k + 1).padStart(2, '0')}`, `handle_${type}`, `Handle, ${type}`, 'handles', { length: [s.length, s.length], width: [s.width, s.width], height: [s.height, s.height] }, 'length_height', priced({ bar: 1200, knob: 800, grip: 1000 }[type], 0));
  }),
  entry('100.300.01', 'backwall', 'Backwall panel', 'backwalls', { length: [MIN_LENGTH, COLUMN_LENGTH_MAX], width: [BACKWALL_THICKNESS, BACKWALL_THICKNESS], height: [Math.min(...Object.values(BACKWALL_HEIGHTS)), Math.max(...Object.values(BACKWALL_HEIGHTS))] }, 'length_height', priced(600, 3500), true),
  ...legEntries(),
  // Socle segments run from one column plus its wall to a platform under the whole shelf.
  entry('100.410.01', 'socle', 'Socle', 'feet', { length: [MIN_LENGTH + BOARD_THICKNESS, TOTAL_LENGTH_MAX_EXCLUSIVE - 1], width: [DEPTHS[0] - 30, DEPTHS[1]], height: [LEG_TYPE_LIMITS.socle.legHeight, LEG_TYPE_LIMITS.socle.legHeight] }, 'length_width', priced(800, 4000), true),
  entry('100.420.01', 'hanging_rail', 'Wall rail for hanging shelves', 'feet', { length: [MIN_LENGTH, COLUMN_LENGTH_MAX], width: [40, 40], height: [NO_LEGS_EXTRA_HEIGHT, NO_LEGS_EXTRA_HEIGHT] }, 'length_height', priced(1800, 0)),
];
