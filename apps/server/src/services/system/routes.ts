import { Hono } from 'hono';
import { apiRoutes, healthRoute, openApiDocument, type HealthResponse } from '@masswerk/contract';
import { databaseRoundTrip } from '../../db/client.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { HttpError } from '../../http/http-error.ts';

/** Health and the OpenAPI document. */
export function systemRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  let openApi: unknown;

  routes.get(healthRoute.path, async (c) => {
    let roundTripMs: number;
    try {
      roundTripMs = await databaseRoundTrip(deps.database.db);
    } catch (error) {
      c.var.log.error({ err: error }, 'health: database round trip failed');
      throw new HttpError(503, 'database_unavailable', 'The database does not answer; try again in a moment.');
    }
    const body: HealthResponse = {
      status: 'ok',
      database: { driver: deps.database.driver, roundTripMs: Math.round(roundTripMs * 1000) / 1000 },
      uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
    };
    return c.json(body);
  });

  routes.get('/openapi.json', (c) => {
    // Built on first use: generating every JSON schema costs a few milliseconds we do not pay at start.
    openApi ??= openApiDocument(apiRoutes, { title: 'Masswerk API', version: '1.0.0' });
    return c.json(openApi);
  });

  return routes;
}
