import type { DesignElement } from '../design/element.ts';
import { elementHasKeyFields, elementHasShape } from '../design/layout.ts';
import type { CatalogueEntry } from './entry.ts';

/** Service SKUs of the cart add-ons (shop.md §3). */
export const ASSEMBLY_SERVICE_SKU = '701.101.02';
export const BASEBOARD_CUT_SKU = '701.102.00';

/** One line of the bill of parts: the element's keys with its SKU and the catalogue's part data. */
export interface Part extends DesignElement {
  sku: string;
  /** Catalogue version of the matched entry. */
  version: number;
  mapped_skus: readonly string[];
  serviceSkus: readonly string[];
  /** Display name of the part from the catalogue ("Shelf board"); `label` stays the instruction label. */
  partName: string;
  priceGroup: string;
}

/** Why a lookup failed: no entry matches, or more than one does. */
export type SkuLookupFailure = 'missing' | 'ambiguous';

/**
 * Thrown when an element has no catalogue entry or several (configurators.md §8); carries the partial
 * element (its key fields), all its properties and its shape properties, for logs and support.
 */
export class SkuLookupError extends Error {
  readonly failure: SkuLookupFailure;
  /** The key fields of the element (furniture_type, section, type, dimensions, colour). */
  readonly partialElement: Partial<DesignElement>;
  /** Every property of the element as given. */
  readonly properties: Readonly<Record<string, unknown>>;
  /** The properties that describe how it is drawn (shape, size, rotation, position). */
  readonly shapeProperties: Readonly<Record<string, unknown>>;
  /** SKUs that matched (empty when missing). */
  readonly matches: readonly string[];

  constructor(failure: SkuLookupFailure, element: Partial<DesignElement>, matches: readonly string[] = []) {
    const what = `${String(element.furniture_type)} ${String(element.type)} ${String(element.length)}x${String(element.width)}x${String(element.height)}`;
    super(
      failure === 'missing'
        ? `invalid sku: no catalogue entry for ${what}`
        : `invalid sku: ${matches.length} catalogue entries (${matches.join(', ')}) match ${what}`,
    );
    this.name = 'SkuLookupError';
    this.failure = failure;
    this.matches = matches;
    this.properties = { ...element };
    this.partialElement = pick(element, ['furniture_type', 'section', 'type', 'length', 'width', 'height', 'color']);
    this.shapeProperties = pick(element, [
      'shape', 'material', 'variation', 'size_x', 'size_y', 'size_z', 'rotation_x', 'rotation_y', 'rotation_z',
      'margin_x', 'margin_y', 'margin_z', 'align_y', 'invisible', 'scene_object_name',
    ]);
  }
}

function pick<K extends keyof DesignElement>(el: Partial<DesignElement>, keys: readonly K[]): Partial<DesignElement> {
  const out: Partial<DesignElement> = {};
  for (const k of keys) if (el[k] !== undefined) out[k] = el[k];
  return out;
}

/** An index of catalogue entries by furniture type and part type, and by SKU. */
export interface CatalogueIndex {
  /** Entries by `furniture_type|type`. */
  byKind: ReadonlyMap<string, readonly CatalogueEntry[]>;
  bySku: ReadonlyMap<string, CatalogueEntry>;
  /** The same lists as byKind, by furniture type then type, so a lookup builds no key string. */
  byTypeOf: ReadonlyMap<string, ReadonlyMap<string, readonly CatalogueEntry[]>>;
}

const INDEXES = new WeakMap<readonly CatalogueEntry[], CatalogueIndex>();

/** Indexes entries (memoised per entries array, which families keep constant). */
export function catalogueIndex(entries: readonly CatalogueEntry[]): CatalogueIndex {
  const cached = INDEXES.get(entries);
  if (cached) return cached;
  const byKind = new Map<string, CatalogueEntry[]>();
  const bySku = new Map<string, CatalogueEntry>();
  const byTypeOf = new Map<string, Map<string, CatalogueEntry[]>>();
  for (const entry of entries) {
    const key = `${entry.furniture_type}|${entry.type}`;
    let list = byKind.get(key);
    if (!list) {
      list = [];
      byKind.set(key, list);
      let byType = byTypeOf.get(entry.furniture_type);
      if (!byType) {
        byType = new Map();
        byTypeOf.set(entry.furniture_type, byType);
      }
      byType.set(entry.type, list);
    }
    list.push(entry);
    bySku.set(entry.sku, entry);
  }
  const index = { byKind, bySku, byTypeOf };
  INDEXES.set(entries, index);
  return index;
}

const NO_ENTRIES: readonly CatalogueEntry[] = [];

function matchesDimensions(element: DesignElement, e: CatalogueEntry): boolean {
  return (
    element.length >= e.length[0] && element.length <= e.length[1] &&
    element.width >= e.width[0] && element.width <= e.width[1] &&
    element.height >= e.height[0] && element.height <= e.height[1]
  );
}

function lookupIn(index: CatalogueIndex, element: DesignElement): CatalogueEntry {
  const candidates = index.byTypeOf.get(element.furniture_type)?.get(element.type) ?? NO_ENTRIES;
  // One pass without collecting: a list of matches is only needed for the error of an ambiguous lookup.
  let first: CatalogueEntry | undefined;
  let count = 0;
  for (const e of candidates) {
    if (!matchesDimensions(element, e)) continue;
    if (first === undefined) first = e;
    count++;
  }
  if (first === undefined) throw new SkuLookupError('missing', element);
  if (count > 1) throw new SkuLookupError('ambiguous', element, candidates.filter((e) => matchesDimensions(element, e)).map((m) => m.sku));
  return first;
}

/** The catalogue entry of an element; throws SkuLookupError when none or several match. */
export function skuLookup(element: DesignElement, entries: readonly CatalogueEntry[]): CatalogueEntry {
  return lookupIn(catalogueIndex(entries), element);
}

/** True when an element is a physical part: it carries every key field, visible or not. */
export function elementIsPart(el: DesignElement): boolean {
  return elementHasKeyFields(el);
}

/**
 * The bill of parts: one entry per physical element (all key fields present, invisible ones included),
 * in element order, with its SKU. Decoration elements (a shape but no key fields) are skipped; an
 * element with neither throws SkuLookupError, as does a missing or ambiguous SKU.
 */
export function parts(elements: readonly DesignElement[], entries: readonly CatalogueEntry[]): Part[] {
  const index = catalogueIndex(entries);
  const out: Part[] = [];
  for (const el of elements) {
    if (!elementIsPart(el)) {
      if (elementHasShape(el)) continue;
      throw new SkuLookupError('missing', el);
    }
    const entry = lookupIn(index, el);
    // A plain copy then assignments: V8 copies `{ ...el }` alone on a fast path, while a spread
    // followed by more members in the same literal is several times slower. Same members, same order.
    const part = { ...el } as Part;
    part.sku = entry.sku;
    part.version = entry.version;
    part.mapped_skus = entry.mapped_skus;
    part.serviceSkus = entry.serviceSkus;
    part.partName = entry.label;
    part.priceGroup = entry.priceGroup;
    out.push(part);
  }
  return out;
}

/** One line of the grouped bill of parts. */
export interface PartSummary {
  sku: string;
  partName: string;
  priceGroup: string;
  quantity: number;
}

/** Parts grouped by SKU with their quantities, sorted by SKU. */
export function partsSummary(list: readonly Part[]): PartSummary[] {
  const bySku = new Map<string, PartSummary>();
  for (const p of list) {
    const line = bySku.get(p.sku);
    if (line) line.quantity += 1;
    else bySku.set(p.sku, { sku: p.sku, partName: p.partName, priceGroup: p.priceGroup, quantity: 1 });
  }
  return [...bySku.values()].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
}
