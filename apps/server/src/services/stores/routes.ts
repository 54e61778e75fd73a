import { storeConfigRoute, type StoreConfig } from '@masswerk/contract';
import { findStore } from '../../db/stores.ts';
import type { ApiRouter } from '../../http/api-router.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { HttpError } from '../../http/http-error.ts';

/**
 * GET /api/checkout/store-config/{id} (shop.md §7): the web app's root loader asks it whether the
 * visitor's country shop is closed. Kept apart from the checkout service so that service can absorb it.
 */
export function storeRoutes(router: ApiRouter, deps: AppDeps): void {
  router.mount(storeConfigRoute, async ({ params: { id } }, c) => {
    const row = await findStore(deps.database.db, id);
    if (!row) throw new HttpError('not_found', { key: 'error.not_found.store', params: { id } });
    const body = {
      id,
      locale: row.locale,
      currencyCode: row.currencyCode,
      taxRateBasisPoints: row.taxRateBasisPoints,
      closed: row.closed,
    } as StoreConfig;
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(body);
  });
}
