import {
  CONTENT_SCHEMAS,
  contentEntryRoute,
  contentListRoute,
  pageByPathRoute,
  storeConfigRoute,
  type ContentData,
  type ContentType,
  type Page,
  type PageResponse,
  type StoreConfig,
  type WebLoadContext,
} from '@masswerk/contract';
import { countryOfLocale, type Locale } from '@masswerk/domain';
import { apiGet, type ApiResult } from './api.server';

/** One content entry ("default" for headerMenu, footer, ...), or null: a missing or failed entry is logged and the page goes on. */
export async function contentEntry<T extends ContentType>(
  ctx: WebLoadContext,
  type: T,
  locale: Locale,
  key = 'default',
): Promise<ContentData<T> | null> {
  const result = await apiGet(ctx, contentEntryRoute, { params: { type, key }, query: { locale } }, (entry) => CONTENT_SCHEMAS[type].parse(entry.data) as ContentData<T>);
  if (result.ok) return result.value;
  if (result.reason === 'missing') ctx.log.warn({ type, key, locale }, `No content for ${type} ${key}`);
  return null;
}

/** Every entry of a content type for a locale (sorted by key); an empty list when it fails (logged). */
export async function contentList<T extends ContentType>(
  ctx: WebLoadContext,
  type: T,
  locale: Locale,
  kind?: Page['kind'],
): Promise<{ key: string; data: ContentData<T> }[]> {
  const result = await apiGet(ctx, contentListRoute, { params: { type }, query: { locale, kind } }, (list) =>
    list.items.map((item) => ({ key: item.key, data: CONTENT_SCHEMAS[type].parse(item.data) as ContentData<T> })),
  );
  return result.ok ? result.value : [];
}

/**
 * The page at a path (without locale prefix) in a locale. A path the content service would refuse
 * (too long, say) names no page: it is missing, not a failure of the service.
 */
export async function pageByPath(ctx: WebLoadContext, locale: Locale, path: string): Promise<ApiResult<PageResponse>> {
  if (!pageByPathRoute.query.shape.path.safeParse(path).success) return { ok: false, reason: 'missing' };
  return apiGet(ctx, pageByPathRoute, { query: { locale, path } });
}

/** The country shop of a locale; null when the store service does not answer (logged; the shop stays open). */
export async function storeOfLocale(ctx: WebLoadContext, locale: Locale): Promise<StoreConfig | null> {
  const result = await apiGet(ctx, storeConfigRoute, { params: { id: countryOfLocale(locale) } });
  return result.ok ? result.value : null;
}
