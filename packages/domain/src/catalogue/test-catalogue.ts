import { cents } from '../money/cents.ts';
import type { CatalogueEntry } from './entry.ts';

/** A catalogue entry for tests: a shelf board for any size unless overridden. */
export function testEntry(overrides: Partial<CatalogueEntry> = {}): CatalogueEntry {
  return {
    sku: '100.001.01',
    furniture_type: 'shelf',
    type: 'board',
    length: [0, 10_000],
    width: [0, 10_000],
    height: [0, 10_000],
    version: 1,
    mapped_skus: [],
    services: [],
    serviceSkus: [],
    label: 'Shelf board',
    priceGroup: 'boards',
    areaOf: 'length_width',
    price: {
      EUR: { base: cents(1000), perSquareMetre: cents(5000) },
      CHF: { base: cents(1100), perSquareMetre: cents(5500) },
      GBP: { base: cents(900), perSquareMetre: cents(4500) },
    },
    ...overrides,
  };
}
