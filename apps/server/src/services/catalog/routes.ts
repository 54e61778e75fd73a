import { catalogRoute, countryRoute, filterRangesRoute, filterRoute, filtersRoute } from '@masswerk/contract';
import type { ApiRouter } from '../../http/api-router.ts';
import type { AppDeps } from '../../http/app-env.ts';
import type { DesignCache } from '../designs/design-cache.ts';
import { catalogEntries } from './catalog-entries.ts';
import { filterRanges } from './filter-ranges.ts';
import { CATALOG_FILTERS, catalogFilter } from './filters.ts';
import { getCountry } from './get-country.ts';
import { listCatalog } from './list-catalog.ts';

/** Shared caches may keep the catalogue's answers briefly: they change only when the catalogue is re-seeded. */
const CACHED = { 'Cache-Control': 'public, max-age=60' };

/** The catalogue calls of the design service (shop.md §7): catalog, filters, ranges and countries. */
export function catalogRoutes(router: ApiRouter, deps: AppDeps, designs: DesignCache): void {
  const catalog = catalogEntries(deps.database.db, designs, deps.images);

  router.mount(catalogRoute, async ({ query }, c) => {
    const url = new URL(c.req.url);
    return c.json(await listCatalog(catalog, query, url.pathname, url.searchParams), 200, CACHED);
  });
  router.mount(filterRangesRoute, async ({ query }, c) => c.json(await filterRanges(catalog, query.country_code, query.furniture_group), 200, CACHED));
  router.mount(filtersRoute, (_input, c) => c.json(CATALOG_FILTERS, 200, CACHED));
  router.mount(filterRoute, ({ params }, c) => c.json(catalogFilter(params.id), 200, CACHED));
  router.mount(countryRoute, async ({ params }, c) => c.json(await getCountry(deps.database.db, params.code), 200, CACHED));
}
