import { contentEntryRoute, contentListRoute, pageByPathRoute, type ContentList } from '@masswerk/contract';
import type { ApiRouter } from '../../http/api-router.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { HttpError } from '../../http/http-error.ts';
import { findContent, findPageByPath, listContent } from './content-store.ts';
import { jsonWithEtag } from './etag.ts';

/** The content service of shop.md §7: entries by content type and locale, with the parent-locale fallback. */
export function contentRoutes(router: ApiRouter, deps: AppDeps): void {
  const { db } = deps.database;

  router.mount(pageByPathRoute, async ({ query: { locale, path } }, c) => {
    const page = await findPageByPath(db, c.var.log, locale, path);
    if (!page) throw new HttpError('not_found', { key: 'error.not_found.page', params: { path, locale } });
    return jsonWithEtag(c, page);
  });

  router.mount(contentListRoute, async ({ params: { type }, query: { locale, kind } }, c) => {
    const body: ContentList = { type, locale, items: await listContent(db, c.var.log, type, locale, kind) };
    return jsonWithEtag(c, body);
  });

  router.mount(contentEntryRoute, async ({ params: { type, key }, query: { locale } }, c) => {
    const entry = await findContent(db, c.var.log, type, key, locale);
    if (!entry) throw new HttpError('not_found', { key: 'error.not_found.entry', params: { type, key, locale } });
    return jsonWithEtag(c, entry);
  });
}
