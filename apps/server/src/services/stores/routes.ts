import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { routePathForHono, storeConfigRoute, type StoreConfig } from '@masswerk/contract';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { HttpError } from '../../http/http-error.ts';
import { parseInput } from '../../http/validate.ts';
import { stores } from '../../db/schema.ts';

/**
 * GET /api/checkout/store-config/{id} (shop.md §7): the web app's root loader asks it whether the
 * visitor's country shop is closed. Kept apart from the checkout service so that service can absorb it.
 */
export function storeRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get(routePathForHono(storeConfigRoute.path), async (c) => {
    const { id } = parseInput('params', storeConfigRoute.params, c.req.param());
    const [row] = await deps.database.db.select().from(stores).where(eq(stores.countryCode, id));
    if (!row) throw new HttpError(404, 'not_found', `There is no store ${id}.`);
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
  return routes;
}
