import type { MiddlewareHandler } from 'hono';
import { HttpError } from './http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a write (any method but GET, HEAD, OPTIONS) that a browser sent from another site: the session
 * cookie (SameSite=Lax) would not go along on most of those, but this holds for every browser and for
 * sign-in calls made without a cookie too (a login forced on a visitor). A browser names the request's
 * origin in `Sec-Fetch-Site` (same-origin is fine) or, older ones, in `Origin` (must be `publicUrl`'s);
 * a request with neither comes from no browser (a script, curl) and carries no visitor's cookie
 * unless its author put it there.
 */
export function sameOriginWrites(publicUrl: string): MiddlewareHandler {
  const origin = new URL(publicUrl).origin;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const site = c.req.header('sec-fetch-site');
      const from = c.req.header('origin');
      const crossSite = site !== undefined ? site !== 'same-origin' && site !== 'none' : from !== undefined && from !== origin;
      if (crossSite) throw new HttpError('cross_site_request', { key: 'error.cross_site_request', params: { origin } });
    }
    await next();
  };
}
