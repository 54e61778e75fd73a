import type { FurnitureType } from '../design/furniture-type.ts';
import type { Cents } from '../money/cents.ts';
import type { Currency } from '../money/currency.ts';

/** A baseboard-cut service a part can carry (configurators.md §3 "services"). */
export interface CatalogueService {
  type: 'baseboard_cut';
  sku: string;
}

/** Net price (excluding VAT) of one part in one currency: a base plus a part proportional to its area. */
export interface PriceRule {
  base: Cents;
  /** Per square metre of length x height (or length x width for horizontal parts, as the family says). */
  perSquareMetre: Cents;
}

/**
 * One catalogue part. SKUs are our own, in the spec's NNN.NNN.NN form. A design element matches an entry
 * when furniture_type and type are equal and each dimension lies in the entry's inclusive range.
 */
export interface CatalogueEntry {
  sku: string;
  furniture_type: FurnitureType;
  type: string;
  length: readonly [number, number];
  width: readonly [number, number];
  height: readonly [number, number];
  version: number;
  mapped_skus: readonly string[];
  services: readonly CatalogueService[];
  serviceSkus: readonly string[];
  /** Display name of the part ("Shelf board"). */
  label: string;
  /** Explanation group of the price breakdown ("boards", "fronts", "modules", ...). */
  priceGroup: string;
  /** Which two dimensions the area price uses. */
  areaOf: 'length_height' | 'length_width' | 'width_height';
  price: Readonly<Record<Currency, PriceRule>>;
}
