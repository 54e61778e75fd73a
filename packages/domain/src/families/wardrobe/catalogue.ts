/**
 * The wardrobe's catalogue parts: our own SKUs 200.AAA.BB (AAA the part, BB the variant), net prices
 * in integer cents. CHF and GBP are derived from EUR by fixed factors (decision "Prices").
 */
import type { CatalogueEntry, CatalogueService, PriceRule } from '../../catalogue/entry.ts';
import type { Currency } from '../../money/currency.ts';
import { cents } from '../../money/cents.ts';
import { BASEBOARD_CUT_SKU } from '../../catalogue/parts.ts';
import {
  BACK,
  BOARD,
  CORPUS_DEPTH,
  DEPTH_SLIDING,
  DEPTH_TURNING,
  DOOR,
  HANDLE_SIZE,
  HANDLES,
  MAX_HEIGHT,
  MIN_HEIGHT,
  OUTER_WALL,
  PLINTH_HEIGHT,
} from './constants.ts';
import type { Handle } from './constants.ts';

/** Price factors from EUR: Swiss prices run higher, British ones lower (no VAT-inclusive rounding here). */
const FACTOR: Readonly<Record<Currency, number>> = { EUR: 1, CHF: 1.08, GBP: 0.87 };

/** A price rule in every currency from EUR cents (base, per square metre). */
function price(base: number, perSquareMetre: number): Readonly<Record<Currency, PriceRule>> {
  const rule = (f: number): PriceRule => ({ base: cents(Math.round(base * f)), perSquareMetre: cents(Math.round(perSquareMetre * f)) });
  return { EUR: rule(FACTOR.EUR), CHF: rule(FACTOR.CHF), GBP: rule(FACTOR.GBP) };
}

const CUT: readonly CatalogueService[] = [{ type: 'baseboard_cut', sku: BASEBOARD_CUT_SKU }];

type Range = readonly [number, number];
const exactly = (v: number): Range => [v, v];

interface Row {
  sku: string;
  type: string;
  length: Range;
  width: Range;
  height: Range;
  label: string;
  priceGroup: string;
  areaOf: CatalogueEntry['areaOf'];
  eur: readonly [base: number, perSquareMetre: number];
  cuttable?: boolean;
}

const H: Range = [MIN_HEIGHT, MAX_HEIGHT];
/** Clear widths between two corpus walls: compartments of 500, 800 and 1000 mm. */
const CLEAR: Range = [500 - 2 * BOARD, 1000 - 2 * BOARD];
const INNER: Range = [500 - 2 * BOARD - 2, 1000 - 2 * BOARD - 2];
const INNER_WIDE: Range = [800 - 2 * BOARD - 2, 1000 - 2 * BOARD - 2];
const FRONTS: Range = [386, 886];
const FRONTS_WIDE: Range = [686, 886];

const HANDLE_PRICE: Readonly<Record<Handle, number>> = { fyx: 1500, nyche: 1400, lyne: 1900, knobb: 900 };
const HANDLE_SKU: Readonly<Record<Handle, string>> = { fyx: '200.020.00', nyche: '200.021.00', lyne: '200.022.00', knobb: '200.023.00' };

const ROWS: readonly Row[] = [
  // Corpus.
  { sku: '200.001.00', type: 'outer_wall', length: exactly(OUTER_WALL), width: [DEPTH_TURNING, DEPTH_SLIDING], height: H, label: 'Outer wall', priceGroup: 'walls', areaOf: 'width_height', eur: [2000, 7500], cuttable: true },
  { sku: '200.002.00', type: 'inner_wall', length: exactly(BOARD), width: exactly(CORPUS_DEPTH), height: H, label: 'Corpus wall', priceGroup: 'corpus', areaOf: 'width_height', eur: [1200, 3800], cuttable: true },
  { sku: '200.003.00', type: 'top', length: CLEAR, width: exactly(CORPUS_DEPTH), height: exactly(BOARD), label: 'Top board', priceGroup: 'corpus', areaOf: 'length_width', eur: [800, 4500] },
  { sku: '200.004.00', type: 'bottom', length: CLEAR, width: exactly(CORPUS_DEPTH), height: exactly(BOARD), label: 'Bottom board', priceGroup: 'corpus', areaOf: 'length_width', eur: [800, 4500], cuttable: true },
  { sku: '200.005.00', type: 'plinth', length: CLEAR, width: exactly(BOARD), height: exactly(PLINTH_HEIGHT), label: 'Plinth', priceGroup: 'corpus', areaOf: 'length_height', eur: [500, 4500] },
  { sku: '200.006.00', type: 'back', length: [CLEAR[0] + 16, CLEAR[1] + 16], width: exactly(BACK), height: [MIN_HEIGHT - PLINTH_HEIGHT, MAX_HEIGHT - PLINTH_HEIGHT], label: 'Back panel', priceGroup: 'corpus', areaOf: 'length_height', eur: [600, 2000], cuttable: true },
  // Doors.
  { sku: '200.010.00', type: 'door', length: [396, 496], width: exactly(DOOR), height: [MIN_HEIGHT - PLINTH_HEIGHT - 4, MAX_HEIGHT - PLINTH_HEIGHT - 4], label: 'Turning door with hinges', priceGroup: 'doors', areaOf: 'length_height', eur: [3500, 10500] },
  { sku: '200.011.00', type: 'sliding_door', length: [815, 1020], width: exactly(DOOR), height: [MIN_HEIGHT - PLINTH_HEIGHT - 44, MAX_HEIGHT - PLINTH_HEIGHT - 44], label: 'Sliding door panel with runners', priceGroup: 'doors', areaOf: 'length_height', eur: [5500, 10500] },
  { sku: '200.012.00', type: 'rail_top', length: [1600, 3000], width: exactly(49), height: exactly(30), label: 'Top sliding rail', priceGroup: 'doors', areaOf: 'length_width', eur: [6000, 20000] },
  { sku: '200.013.00', type: 'rail_bottom', length: [1600, 3000], width: exactly(49), height: exactly(10), label: 'Bottom sliding rail', priceGroup: 'doors', areaOf: 'length_width', eur: [2500, 20000] },
  // Handles.
  ...HANDLES.map((h): Row => {
    const [x, z, y] = HANDLE_SIZE[h];
    return { sku: HANDLE_SKU[h], type: `handle_${h}`, length: exactly(x), width: exactly(z), height: exactly(y), label: `${h[0]?.toUpperCase() ?? ''}${h.slice(1)} handle`, priceGroup: 'handles', areaOf: 'length_height', eur: [HANDLE_PRICE[h], 0] };
  }),
  // Interiors.
  { sku: '200.030.00', type: 'board', length: INNER, width: exactly(560), height: exactly(BOARD), label: 'Interior board', priceGroup: 'interiors', areaOf: 'length_width', eur: [1500, 4500] },
  { sku: '200.031.00', type: 'closet_rod', length: INNER, width: exactly(30), height: exactly(30), label: 'Closet rod with brackets', priceGroup: 'interiors', areaOf: 'length_width', eur: [1800, 30000] },
  { sku: '200.032.00', type: 'garment_lift', length: INNER_WIDE, width: exactly(120), height: exactly(192), label: 'Garment lift', priceGroup: 'interiors', areaOf: 'length_width', eur: [14000, 0] },
  { sku: '200.033.00', type: 'pant_hanger', length: INNER, width: exactly(480), height: exactly(40), label: 'Pull-out pant hanger', priceGroup: 'interiors', areaOf: 'length_width', eur: [7000, 4000] },
  { sku: '200.040.00', type: 'solid_drawer', length: [FRONTS[0] - 20, FRONTS[1] - 20], width: exactly(500), height: exactly(146), label: 'Drawer box', priceGroup: 'drawers', areaOf: 'length_width', eur: [6000, 6000] },
  { sku: '200.041.00', type: 'glass_drawer', length: [FRONTS_WIDE[0] - 20, FRONTS_WIDE[1] - 20], width: exactly(500), height: exactly(146), label: 'Glass drawer box', priceGroup: 'drawers', areaOf: 'length_width', eur: [6500, 6000] },
  { sku: '200.042.00', type: 'small_drawer', length: [FRONTS[0] - 20, FRONTS[1] - 20], width: exactly(500), height: exactly(50), label: 'Small drawer box', priceGroup: 'drawers', areaOf: 'length_width', eur: [4500, 5000] },
  { sku: '200.043.00', type: 'shoes_drawer', length: [FRONTS_WIDE[0] - 20, FRONTS_WIDE[1] - 20], width: exactly(500), height: exactly(50), label: 'Shoes pull-out', priceGroup: 'drawers', areaOf: 'length_width', eur: [5500, 5000] },
  { sku: '200.045.00', type: 'drawer_front', length: FRONTS, width: exactly(DOOR), height: exactly(186), label: 'Drawer front', priceGroup: 'drawers', areaOf: 'length_height', eur: [1200, 12000] },
  { sku: '200.045.01', type: 'drawer_front', length: FRONTS, width: exactly(DOOR), height: exactly(90), label: 'Low drawer front', priceGroup: 'drawers', areaOf: 'length_height', eur: [1000, 12000] },
  { sku: '200.046.00', type: 'glass_front', length: FRONTS_WIDE, width: exactly(DOOR), height: exactly(186), label: 'Glass drawer front', priceGroup: 'drawers', areaOf: 'length_height', eur: [4000, 30000] },
];

/** The wardrobe's catalogue entries (merged into the shared catalogue). */
export const wardrobeCatalogue: readonly CatalogueEntry[] = ROWS.map((r) => ({
  sku: r.sku,
  furniture_type: 'wardrobe',
  type: r.type,
  length: r.length,
  width: r.width,
  height: r.height,
  version: 1,
  // Our first wardrobe catalogue: no earlier SKUs map onto these yet.
  mapped_skus: [],
  services: r.cuttable === true ? CUT : [],
  serviceSkus: r.cuttable === true ? [BASEBOARD_CUT_SKU] : [],
  label: r.label,
  priceGroup: r.priceGroup,
  areaOf: r.areaOf,
  price: price(r.eur[0], r.eur[1]),
}));
