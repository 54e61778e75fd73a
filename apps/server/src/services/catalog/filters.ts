import { COLOR_GROUPS } from '@masswerk/domain';
import { CATALOG_FILTER_IDS, type CatalogFilter } from '@masswerk/contract';
import { HttpError } from '../../http/http-error.ts';

/** The filters of the catalogue (shop.md §7 "GET /filters"): what each filters by and the GET /catalog parameters that apply it. */
export const CATALOG_FILTERS: readonly CatalogFilter[] = [
  { id: 'price', kind: 'range', unit: 'cents', params: ['price_min', 'price_max'], options: null },
  { id: 'width', kind: 'range', unit: 'mm', params: ['width_min', 'width_max'], options: null },
  { id: 'height', kind: 'range', unit: 'mm', params: ['height_min', 'height_max'], options: null },
  { id: 'color', kind: 'options', unit: null, params: ['color'], options: COLOR_GROUPS.map((g) => ({ id: g.id, hex: g.hex, name: g.name })) },
];

/** GET /filter/{id}/: one filter, or a 404 naming the ones there are. */
export function catalogFilter(id: string): CatalogFilter {
  const filter = CATALOG_FILTERS.find((f) => f.id === id.toLowerCase());
  if (!filter) throw new HttpError('not_found', { key: 'error.not_found.filter', params: { id: id.slice(0, 40), ids: CATALOG_FILTER_IDS.join(', ') } });
  return filter;
}
