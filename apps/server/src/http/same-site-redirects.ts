import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';

/**
 * The last guard on every redirect the shop answers: a Location that would lead to another host
 * (an absolute URL elsewhere, or a path a browser reads as one, "//host" or "/\host") becomes the
 * home page, and is logged, since a route built it from what a visitor sent.
 */
export function sameSiteRedirects(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const location = c.res.headers.get('Location');
    if (location === null || c.res.status < 300 || c.res.status >= 400) return;
    const here = new URL(c.req.url);
    const target = URL.canParse(location, here.href) ? new URL(location, here) : null;
    if (target !== null && target.origin === here.origin && !/^[/\\]{2}/.test(location)) return;
    logger.warn({ path: c.req.path, location }, 'a redirect off the site was replaced by the home page');
    // In place: Hono copies the old answer's headers onto a replacement, Location included.
    c.res.headers.set('Location', '/');
  };
}
