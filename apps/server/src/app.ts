import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { ApiError } from '@masswerk/contract';
import type { AppDeps, AppEnv } from './http/app-env.ts';
import { compress } from './http/compress.ts';
import { HttpError } from './http/http-error.ts';
import { requestLog } from './http/request-log.ts';
import { systemRoutes } from './services/system/routes.ts';
import { designRoutes } from './services/designs/routes.ts';
import { contentRoutes } from './services/content/routes.ts';
import { storeRoutes } from './services/stores/routes.ts';
import { imageRoutes } from './services/images/routes.ts';
import type { WebApp } from './web.ts';

/** The whole HTTP application: /api/* services, /fit/* images, JSON errors, and the web app for every other path. */
export function createApp(deps: AppDeps, web?: WebApp): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(requestLog(deps.logger));

  const api = new Hono<AppEnv>();
  api.route('/', systemRoutes(deps));
  api.route('/', designRoutes(deps));
  api.route('/', contentRoutes(deps));
  api.route('/', storeRoutes(deps));
  api.all('*', (c) => {
    throw new HttpError(404, 'not_found', `There is no API call ${c.req.method} ${c.req.path}.`);
  });
  app.route('/api', api);
  app.route('/fit', imageRoutes(deps.fitImages));

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      const body: ApiError = {
        error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
      };
      return c.json(body, error.status);
    }
    c.var.log.error({ err: error }, 'unhandled error');
    const body: ApiError = { error: { code: 'internal_error', message: 'Something went wrong on our side; please try again.' } };
    return c.json(body, 500);
  });

  if (web) {
    // Pages go out brotli-compressed (gzip for old clients), build assets as the build precompressed
    // them (brotli at its best quality, see apps/web/vite.config.ts): a phone's first request stays
    // within the first TCP round trips.
    app.use('*', compress());
    // Hashed build assets never change under their name: cache them for a year.
    app.use(
      '/assets/*',
      serveStatic({ root: web.clientDir, precompressed: true, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }),
    );
    app.use('*', serveStatic({ root: web.clientDir, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') }));
    app.all('*', (c) =>
      web.handler(c.req.raw, {
        // Loaders reach the API in process (no network hop), under the page request's id and logger.
        apiFetch: async (path, init) => app.request(path, { ...init, headers: { ...init?.headers, 'x-request-id': c.var.requestId } }),
        log: c.var.log,
      }),
    );
  }
  return app;
}
