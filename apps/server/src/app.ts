import { join } from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppDeps, AppEnv } from './http/app-env.ts';
import { buildAssets } from './http/build-assets.ts';
import { compress } from './http/compress.ts';
import { MANIFEST_PATH, manifestCache } from './http/manifest-cache.ts';
import { pageCache } from './http/page-cache.ts';
import { ApiRouter } from './http/api-router.ts';
import { HttpError } from './http/http-error.ts';
import { languageHeaders, localeOfRequest } from './http/request-locale.ts';
import { ClientGoneError } from './http/validate.ts';
import { requestLog } from './http/request-log.ts';
import { sameSiteRedirects } from './http/same-site-redirects.ts';
import { cspNonce, securityHeaders, withPagePolicy } from './http/security-headers.ts';
import { systemRoutes } from './services/system/routes.ts';
import { designCache } from './services/designs/design-cache.ts';
import { designRoutes } from './services/designs/routes.ts';
import { catalogRoutes } from './services/catalog/routes.ts';
import { contentRoutes } from './services/content/routes.ts';
import { storeRoutes } from './services/stores/routes.ts';
import { cartSources } from './services/carts/cart-sources.ts';
import { cartRoutes } from './services/carts/routes.ts';
import { orderRoutes } from './services/orders/routes.ts';
import { vatNumberRoutes, vatNumbersFrom } from './services/vatnumbers/routes.ts';
import { paymentProvidersFrom } from './services/payments/providers.ts';
import { paymentRoutes } from './services/payments/routes.ts';
import { sandboxPages } from './services/payments/sandbox/pages.ts';
import { SANDBOX_PAGE_BASE } from './services/payments/sandbox/sandbox.ts';
import { userRoutes } from './services/users/routes.ts';
import { imageRoutes } from './services/images/routes.ts';
import { productRoutes } from './services/product/routes.ts';
import { reviewRoutes } from './services/reviews/routes.ts';
import { devMailPageEnabled, mailDir } from './services/mail/create-mailer.ts';
import { devMailPage } from './services/mail/dev-mail-page.ts';
import type { WebApp } from './web.ts';

/** The whole HTTP application: /api/* services, /fit/* images, JSON errors, and the web app for every other path. */
export function createApp(deps: AppDeps, web?: WebApp): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(requestLog(deps.logger));
  app.use(sameSiteRedirects(deps.logger));
  app.use(securityHeaders({ tls: deps.config.PUBLIC_URL.startsWith('https:') }));

  const api = new Hono<AppEnv>();
  const router = new ApiRouter(api, { checkAnswers: deps.checkAnswers, base: '/api' });
  systemRoutes(router, deps);
  // Saved designs are immutable: read and checked once, priced once per country and services.
  const designs = designCache(deps.database.db);
  designRoutes(router, deps, designs);
  catalogRoutes(router, deps, designs);
  // The product page's calls: descriptions, related designs, breadcrumbs (services/product).
  productRoutes(router, deps, designs);
  contentRoutes(router, deps);
  storeRoutes(router, deps);
  // The cart and the orders price from the same sources (designs, discounts, coupons).
  const vat = vatNumbersFrom(deps);
  const carts = cartSources(deps.database.db, deps.logger, designs, vat.lookup);
  cartRoutes(router, deps, carts, vat);
  vatNumberRoutes(router, vat);
  orderRoutes(router, deps, carts);
  const providers = paymentProvidersFrom(deps.database.db, deps.config);
  paymentRoutes(router, deps, providers);
  // Before the user service: /users/reviews is not a user's id.
  reviewRoutes(router, deps);
  userRoutes(router, deps);
  router.mountFallback();
  app.route('/api', api);
  app.route('/fit', imageRoutes(deps.fitImages));
  // The mails written instead of sent, for development (README "E-mail"); absent in production.
  if (devMailPageEnabled(deps.config)) app.route('/dev/mail', devMailPage(mailDir(deps.config)));
  // The built-in sandbox provider's hosted payment page (README "Payments").
  if (deps.config.PAYMENT_PROVIDER === 'sandbox') app.route(SANDBOX_PAGE_BASE, sandboxPages({ db: deps.database.db, config: deps.config }));

  // Every error answer is worded in the request's language (see request-locale.ts) and says which.
  app.onError((error, c) => {
    const locale = localeOfRequest(c);
    if (error instanceof HttpError) return c.json(error.body(locale), error.status, languageHeaders(locale, error.headers));
    if (error instanceof ClientGoneError) {
      // The client hung up mid-request: nobody reads this answer, and nothing went wrong on our side.
      c.var.log.info({ reason: error.message }, 'client closed the request');
      return c.json(new HttpError('bad_request', { key: 'error.bad_request.incomplete' }).body(locale), 400, languageHeaders(locale));
    }
    c.var.log.error({ err: error }, 'unhandled error');
    return c.json(new HttpError('internal_error').body(locale), 500, languageHeaders(locale));
  });

  if (web) {
    // Pages go out brotli-compressed (gzip for old clients), build assets as the build precompressed
    // them (brotli at its best quality, see apps/web/vite.config.ts): a phone's first request stays
    // within the first TCP round trips.
    app.use('*', compress());
    // Hashed build assets never change under their name: kept in memory, and cached for a year.
    app.use('/assets/*', buildAssets(join(web.clientDir, 'assets')));
    app.use('*', serveStatic({ root: web.clientDir, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') }));
    // The route discovery's answers are the same for every visitor of a build: worked out once per query.
    app.use(MANIFEST_PATH, manifestCache());
    // Pages that say a shared cache may keep them, for visitors without cookies (http/page-cache.ts).
    const pages = pageCache();
    app.all('*', async (c) => {
      // A fresh nonce per page: its inline scripts carry it, and the page's policy names it.
      const nonce = cspNonce();
      const key = web.cacheKey(c.req.raw);
      const kept = key === null ? null : pages.answer(key, nonce);
      if (kept) return withPagePolicy(kept, nonce);
      let failed = false;
      const page = await web.handler(c.req.raw, {
        // Loaders reach the API in process (no network hop), under the page request's id and logger, and
        // as the page's client: its socket (c.env) and X-Forwarded-For, so that a rate limit counts the
        // visitor, not every visitor of the pages together.
        apiFetch: async (path, init) => {
          const forwarded = c.req.header('x-forwarded-for');
          const headers = { ...init?.headers, 'x-request-id': c.var.requestId, ...(forwarded !== undefined ? { 'x-forwarded-for': forwarded } : {}) };
          return app.request(path, { ...init, headers }, c.env);
        },
        log: c.var.log,
        cspNonce: nonce,
        publicUrl: deps.config.PUBLIC_URL,
        renderFailed: () => {
          failed = true;
        },
      });
      return withPagePolicy(key === null ? page : pages.keep(key, page, nonce, () => !failed), nonce);
    });
  }
  return app;
}
