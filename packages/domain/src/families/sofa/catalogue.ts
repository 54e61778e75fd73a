/**
 * Builds a sofa line's catalogue: one entry per part type and size (legs per height), found by
 * deriving the elements of every module variant the line offers, so the catalogue and the model
 * cannot drift apart. Prices are net, integer cents, per currency.
 */
import type { CatalogueEntry, PriceRule } from '../../catalogue/entry.ts';
import { cents } from '../../money/cents.ts';
import type { Currency } from '../../money/currency.ts';
import type { DesignElement } from '../../design/element.ts';
import { sofaModuleNew } from './edit.ts';
import type { SofaLine } from './line.ts';
import { lineCornerLength } from './line.ts';
import { sofaElements } from './model.ts';
import type { SofaDesign, SofaLegHeight, SofaModule } from './types.ts';
import { LEG_TYPES } from './types.ts';

interface PartPrice {
  code: number;
  label: string;
  group: string;
  /** Net EUR: a base per part plus a price per square metre of `areaOf`. */
  base: number;
  perSquareMetre: number;
  areaOf: CatalogueEntry['areaOf'];
}

/** Part types of all sofa lines: SKU block, label, price group and EUR price. */
export const SOFA_PART_PRICES: Readonly<Record<string, PartPrice>> = {
  base: { code: 101, label: 'Seat base', group: 'modules', base: 180, perSquareMetre: 150, areaOf: 'length_width' },
  extension_base: { code: 102, label: 'Lounge base', group: 'modules', base: 120, perSquareMetre: 150, areaOf: 'length_width' },
  corner_base: { code: 103, label: 'Corner base', group: 'modules', base: 200, perSquareMetre: 150, areaOf: 'length_width' },
  ottoman_base: { code: 104, label: 'Ottoman base', group: 'ottomans', base: 120, perSquareMetre: 200, areaOf: 'length_width' },
  storage_module: { code: 105, label: 'Open storage module', group: 'modules', base: 250, perSquareMetre: 300, areaOf: 'length_width' },
  backrest: { code: 111, label: 'Backrest', group: 'modules', base: 100, perSquareMetre: 150, areaOf: 'length_height' },
  corner_backrest: { code: 112, label: 'Corner backrest', group: 'modules', base: 120, perSquareMetre: 150, areaOf: 'length_height' },
  corner_side_backrest: { code: 113, label: 'Corner side backrest', group: 'modules', base: 80, perSquareMetre: 150, areaOf: 'width_height' },
  side_backrest: { code: 114, label: 'End backrest', group: 'modules', base: 80, perSquareMetre: 150, areaOf: 'width_height' },
  seat_cushion: { code: 121, label: 'Seat cushion', group: 'cushions', base: 80, perSquareMetre: 250, areaOf: 'length_width' },
  corner_seat_cushion: { code: 122, label: 'Corner seat cushion', group: 'cushions', base: 100, perSquareMetre: 250, areaOf: 'length_width' },
  lounge_cushion: { code: 123, label: 'Lounge cushion', group: 'cushions', base: 120, perSquareMetre: 250, areaOf: 'length_width' },
  ottoman_cushion: { code: 124, label: 'Ottoman cushion', group: 'ottomans', base: 60, perSquareMetre: 250, areaOf: 'length_width' },
  back_cushion: { code: 131, label: 'Back cushion', group: 'cushions', base: 50, perSquareMetre: 200, areaOf: 'length_height' },
  corner_back_cushion: { code: 132, label: 'Corner back cushion', group: 'cushions', base: 60, perSquareMetre: 200, areaOf: 'length_height' },
  corner_side_back_cushion: { code: 133, label: 'Corner side back cushion', group: 'cushions', base: 60, perSquareMetre: 200, areaOf: 'width_height' },
  rounded_cushion: { code: 134, label: 'Rounded neck cushion', group: 'cushions', base: 30, perSquareMetre: 100, areaOf: 'length_height' },
  armrest: { code: 141, label: 'Armrest', group: 'armrests', base: 120, perSquareMetre: 200, areaOf: 'width_height' },
  extension_side: { code: 142, label: 'Lounge side panel', group: 'armrests', base: 120, perSquareMetre: 200, areaOf: 'width_height' },
  sleeping_mechanism: { code: 151, label: 'Sleeping mechanism', group: 'functions', base: 450, perSquareMetre: 0, areaOf: 'length_width' },
  storage_box: { code: 152, label: 'Storage box under the seat', group: 'functions', base: 90, perSquareMetre: 0, areaOf: 'length_width' },
  leg_square: { code: 161, label: 'Square leg', group: 'legs', base: 18, perSquareMetre: 0, areaOf: 'length_width' },
  leg_slanted: { code: 162, label: 'Slanted leg', group: 'legs', base: 22, perSquareMetre: 0, areaOf: 'length_width' },
  leg_corner: { code: 163, label: 'Corner leg', group: 'legs', base: 25, perSquareMetre: 0, areaOf: 'length_width' },
  leg_frame: { code: 164, label: 'Frame leg', group: 'legs', base: 60, perSquareMetre: 0, areaOf: 'length_width' },
  glide: { code: 171, label: 'Floor glide', group: 'legs', base: 3, perSquareMetre: 0, areaOf: 'length_width' },
};

const CURRENCY_FACTOR: Readonly<Record<Currency, number>> = { EUR: 1, CHF: 1.08, GBP: 0.86 };

/** A price rule in all currencies from net EUR amounts. */
export function priceFromEur(base: number, perSquareMetre: number): Readonly<Record<Currency, PriceRule>> {
  const rule = (f: number): PriceRule => ({ base: cents(Math.round(base * f * 100)), perSquareMetre: cents(Math.round(perSquareMetre * f * 100)) });
  return { EUR: rule(CURRENCY_FACTOR.EUR), CHF: rule(CURRENCY_FACTOR.CHF), GBP: rule(CURRENCY_FACTOR.GBP) };
}

/** True for part types whose size is their height (legs and glides). */
const sizedByHeight = (type: string): boolean => type.startsWith('leg_') || type === 'glide';

/** Every module variant a line offers, one small design each, to enumerate its parts. */
function probeDesigns(line: SofaLine, base: SofaDesign): SofaDesign[] {
  const out: SofaDesign[] = [];
  const legVariants: SofaDesign['legs'][] =
    line.legs === 'design'
      ? LEG_TYPES.flatMap((type) => (['normal', 'high'] as SofaLegHeight[]).map((height) => ({ type, height, color: 'black_u12001' })))
      : [undefined];
  for (const depth of line.depths.map((d) => d.value)) {
    for (const height of line.heights) {
      for (const bch of line.backCushionHeights.map((b) => b.value)) {
        const d0: SofaDesign = { ...base, modules: [] };
        const mk = (spec: Partial<SofaModule> & { type: SofaModule['type'] }): SofaModule =>
          sofaModuleNew(line, d0, { moduleDepth: depth, moduleHeight: height, backCushionHeight: bch, ...spec });
        const arms = [0, ...line.armrestLengths];
        const modules: SofaModule[] = [];
        for (const l of line.seatLengths) for (const a of arms) modules.push(mk({ type: 'base', moduleLength: l, armrestLength: [a, a] }));
        for (const l of line.storageSeatLengths) modules.push(mk({ type: 'base', moduleLength: l, storageMode: true }));
        for (const l of line.sleepingLengths) modules.push(mk({ type: 'base', moduleLength: l, sleepingMode: true }));
        for (const l of line.edgeLengths) for (const dir of ['left', 'right'] as const) modules.push(mk({ type: 'edge', moduleLength: l, direction: dir }));
        for (const l of line.extensionModuleLengths) {
          for (const s of [0, ...line.extensionSideLengths]) {
            for (const square of line.allowSquareExtension ? [false, true] : [false]) {
              modules.push(mk({ type: 'extension', moduleLength: l, direction: 'left', extensionsLength: [s, s], extensionsSquare: square }));
            }
          }
        }
        for (const dir of ['left', 'right'] as const) modules.push(mk({ type: 'corner', direction: dir, moduleLength: lineCornerLength(line, depth), moduleDepth: lineCornerLength(line, depth) }));
        for (const s of line.storageModuleSizes) modules.push(mk({ type: 'base', moduleLength: s, moduleDepth: s, storageMode: true }));
        for (const o of line.ottomans) modules.push(mk({ type: 'base', moduleLength: o.length, moduleDepth: o.depth, ottomanMode: true }));
        const moduleLegTypes = line.legs === 'module' ? LEG_TYPES : [undefined];
        for (const legs of legVariants) {
          for (const legType of moduleLegTypes) {
            // One module per design keeps every part's size independent of the layout.
            for (const m0 of modules) {
              const m = legType === undefined ? m0 : { ...m0, legType };
              out.push(legs === undefined ? { ...base, modules: [m] } : { ...base, legs, modules: [m] });
            }
          }
        }
      }
    }
  }
  return out;
}

/**
 * The catalogue of a line: entries keyed by part type and length (legs and glides by height); width
 * and height ranges are those the model produces, so every element matches exactly one entry.
 */
export function sofaCatalogue(line: SofaLine, base: SofaDesign, priceFactor: number): CatalogueEntry[] {
  const sizes = new Map<string, Map<number, DesignElement[]>>();
  for (const design of probeDesigns(line, base)) {
    for (const e of sofaElements(line, design)) {
      const size = sizedByHeight(e.type) ? e.height : e.length;
      let byType = sizes.get(e.type);
      if (byType === undefined) sizes.set(e.type, (byType = new Map()));
      const list = byType.get(size) ?? [];
      list.push(e);
      byType.set(size, list);
    }
  }
  const entries: CatalogueEntry[] = [];
  for (const [type, byType] of [...sizes].sort(([a], [b]) => (SOFA_PART_PRICES[a]?.code ?? 0) - (SOFA_PART_PRICES[b]?.code ?? 0))) {
    const price = SOFA_PART_PRICES[type];
    if (price === undefined) throw new Error(`No price for sofa part type ${type}`);
    [...byType.keys()].sort((a, b) => a - b).forEach((size, n) => {
      const els = byType.get(size)!;
      const range = (get: (e: DesignElement) => number): readonly [number, number] => [Math.min(...els.map(get)), Math.max(...els.map(get))];
      const byHeight = sizedByHeight(type);
      entries.push({
        sku: `${line.skuPrefix}.${price.code}.${String(n + 1).padStart(2, '0')}`,
        furniture_type: line.furnitureType,
        type,
        length: byHeight ? range((e) => e.length) : [size, size],
        width: range((e) => e.width),
        height: byHeight ? [size, size] : range((e) => e.height),
        version: 1,
        mapped_skus: [],
        services: [],
        serviceSkus: [],
        label: `${line.name} ${price.label.toLowerCase()} ${byHeight ? `${size / 10} cm high` : `${size / 10} cm`}`,
        priceGroup: price.group,
        areaOf: price.areaOf,
        price: priceFromEur(price.base * priceFactor, price.perSquareMetre * priceFactor),
      });
    });
  }
  return entries;
}
