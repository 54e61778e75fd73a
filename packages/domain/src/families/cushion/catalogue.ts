/** Cushion parts: one SKU per size, 400.101.0N, net prices 30–80 EUR by area. */
import type { CatalogueEntry } from '../../catalogue/entry.ts';
import { priceFromEur } from '../sofa/catalogue.ts';
import { CUSHION_SIZES, CUSHION_THICKNESS } from './constants.ts';

export const cushionCatalogue: readonly CatalogueEntry[] = CUSHION_SIZES.map((s, i) => ({
  sku: `400.101.${String(i + 1).padStart(2, '0')}`,
  furniture_type: 'cushion',
  type: 'cushion',
  length: [s.length, s.length],
  width: [s.width, s.width],
  height: [CUSHION_THICKNESS, CUSHION_THICKNESS],
  version: 1,
  mapped_skus: [],
  services: [],
  serviceSkus: [],
  label: `Cushion ${s.length / 10} x ${s.width / 10} cm`,
  priceGroup: 'cushions',
  areaOf: 'length_width',
  // 30 EUR + 125 EUR/m²: 300 x 500 is about 49 EUR, 400 x 800 about 70 EUR.
  price: priceFromEur(30, 125),
}));
