import { apiRoutes, healthRoute, openApiDocument, type HealthResponse } from '@masswerk/contract';
import { databaseRoundTrip } from '../../db/client.ts';
import type { ApiRouter } from '../../http/api-router.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { HttpError } from '../../http/http-error.ts';

/** Health and the OpenAPI document. */
export function systemRoutes(router: ApiRouter, deps: AppDeps): void {
  let openApi: unknown;

  router.mount(healthRoute, async (_input, c) => {
    let roundTripMs: number;
    try {
      roundTripMs = await databaseRoundTrip(deps.database.db);
    } catch (error) {
      c.var.log.error({ err: error }, 'health: database round trip failed');
      throw new HttpError('database_unavailable');
    }
    const body: HealthResponse = {
      status: 'ok',
      database: { driver: deps.database.driver, roundTripMs: Math.round(roundTripMs * 1000) / 1000 },
      uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
    };
    return c.json(body);
  });

  router.mountPlain('get', '/openapi.json', (c) => {
    // Built on first use: generating every JSON schema costs a few milliseconds we do not pay at start.
    openApi ??= openApiDocument(apiRoutes, { title: 'Masswerk API', version: '1.0.0' });
    return c.json(openApi);
  });
}
