import type { CatalogPage, CatalogQuery, CatalogSort } from '@masswerk/contract';
import type { CatalogEntryRow } from '../../db/catalog.ts';
import type { CatalogEntries, PricedEntry } from './catalog-entries.ts';

const within = (value: number, min: number | undefined, max: number | undefined) => (min === undefined || value >= min) && (max === undefined || value <= max);

/** The filters that need no price: category, family, favourite, size and colour. */
function matches(row: CatalogEntryRow, query: CatalogQuery): boolean {
  return (
    (query.category === undefined || row.category === query.category) &&
    (query.furniture_type === undefined || row.furnitureType === query.furniture_type) &&
    (query.is_favorite === undefined || row.isFavorite === query.is_favorite) &&
    within(row.lengthMm, query.width_min, query.width_max) &&
    within(row.heightMm, query.height_min, query.height_max) &&
    (query.color === undefined || query.color.length === 0 || (query.color as string[]).includes(row.colorGroup))
  );
}

const SORT_KEYS: Record<string, (entry: PricedEntry) => number> = {
  rank: (e) => e.row.rank,
  price: (e) => e.price.totalPriceInclTaxes,
  width: (e) => e.row.lengthMm,
  height: (e) => e.row.heightMm,
};

/** Sorted by the key, ties by rank (then seed key), so every order is total and pages never overlap. */
function sorted(entries: PricedEntry[], sort: CatalogSort): PricedEntry[] {
  const descending = sort.startsWith('-');
  const key = SORT_KEYS[sort.replace('-', '')]!;
  return entries.sort((a, b) => (descending ? key(b) - key(a) : key(a) - key(b)) || a.row.rank - b.row.rank || a.row.seedKey.localeCompare(b.row.seedKey));
}

/** The query string of another page of the same request. */
function pageLink(path: string, search: URLSearchParams, page: number): string {
  const params = new URLSearchParams(search);
  params.set('page', String(page));
  return `${path}?${params.toString()}`;
}

/**
 * GET /catalog (shop.md §7): the curated designs, filtered, priced by the domain in the country's
 * currency, sorted and cut into pages. `search` is the request's own query, for the next and previous links.
 */
export async function listCatalog(catalog: CatalogEntries, query: CatalogQuery, path: string, search: URLSearchParams): Promise<CatalogPage> {
  const rows = (await catalog.entries()).filter((row) => matches(row, query));
  const priced = (await catalog.priced(rows, query.country_code)).filter((e) => within(e.price.totalPriceInclTaxes, query.price_min, query.price_max));
  const all = sorted(priced, query.sort_by);
  const pages = Math.max(1, Math.ceil(all.length / query.page_size));
  const start = (query.page - 1) * query.page_size;
  const results = await Promise.all(all.slice(start, start + query.page_size).map((entry) => catalog.present(entry)));
  return {
    country_code: query.country_code,
    count: all.length,
    page: query.page,
    page_size: query.page_size,
    pages,
    next: query.page < pages ? pageLink(path, search, query.page + 1) : null,
    previous: query.page > 1 ? pageLink(path, search, Math.min(query.page - 1, pages)) : null,
    results,
  };
}
