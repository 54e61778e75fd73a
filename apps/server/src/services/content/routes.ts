import { Hono } from 'hono';
import { contentEntryRoute, contentListRoute, pageByPathRoute, routePathForHono, type ContentList } from '@masswerk/contract';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { HttpError } from '../../http/http-error.ts';
import { parseInput } from '../../http/validate.ts';
import { findContent, findPageByPath, listContent } from './content-store.ts';
import { jsonWithEtag } from './etag.ts';

/** The content service of shop.md §7: entries by content type and locale, with the parent-locale fallback. */
export function contentRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db } = deps.database;

  routes.get(routePathForHono(pageByPathRoute.path), async (c) => {
    const { locale, path } = parseInput('query', pageByPathRoute.query, c.req.query());
    const page = await findPageByPath(db, c.var.log, locale, path);
    if (!page) throw new HttpError(404, 'not_found', `No page data for page ${path} in ${locale}.`);
    return jsonWithEtag(c, page);
  });

  routes.get(routePathForHono(contentListRoute.path), async (c) => {
    const { type } = parseInput('params', contentListRoute.params, c.req.param());
    const { locale, kind } = parseInput('query', contentListRoute.query, c.req.query());
    const body: ContentList = { type, locale, items: await listContent(db, c.var.log, type, locale, kind) };
    return jsonWithEtag(c, body);
  });

  routes.get(routePathForHono(contentEntryRoute.path), async (c) => {
    const { type, key } = parseInput('params', contentEntryRoute.params, c.req.param());
    const { locale } = parseInput('query', contentEntryRoute.query, c.req.query());
    const entry = await findContent(db, c.var.log, type, key, locale);
    if (!entry) throw new HttpError(404, 'not_found', `There is no ${type} entry "${key}" for ${locale}.`);
    return jsonWithEtag(c, entry);
  });

  return routes;
}
