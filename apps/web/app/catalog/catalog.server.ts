import type { AppLoadContext } from 'react-router';
import { catalogRoute, filterRangesRoute, type CatalogPage, type FilterRanges } from '@masswerk/contract';
import { CATALOG_CATEGORIES, countryOfLocale, type CatalogCategory } from '@masswerk/domain';
import { apiGet, serverContext } from '../content/api.server';
import { localeFromRequest, pathWithoutLocale } from '../i18n/locale';
import { CATALOG_WEB_PAGE_SIZE, readCatalogForm, type CatalogForm } from './catalog-form';
import { catalogColorNames, catalogMessages } from './messages.server';
import type { CatalogMessages } from './i18n';

export interface CatalogPageData {
  category: Pick<CatalogCategory, 'id' | 'path'> & { furnitureTypes: string[] };
  messages: CatalogMessages;
  colorNames: Record<string, string>;
  form: CatalogForm;
  ignored: boolean;
  page: CatalogPage | null;
  ranges: FilterRanges | null;
}

/** The category a page's path names (the configurators' back-link paths), or undefined. */
export function categoryOfPath(pathname: string): CatalogCategory | undefined {
  const rest = pathWithoutLocale(pathname).replace(/\/+$/, '');
  return CATALOG_CATEGORIES.find((c) => c.path === rest);
}

/**
 * A category page's data: the curated designs of its families from GET /api/designs/catalog with the
 * visitor's filters, sort and page (from the query: a GET form), priced for the locale's country, and
 * the ranges of its filters. An API failure leaves `page` null: the page says so and keeps its form.
 */
export async function loadCatalogPage({ request, context }: { request: Request; context: AppLoadContext }): Promise<CatalogPageData | null> {
  const url = new URL(request.url);
  const category = categoryOfPath(url.pathname);
  if (!category) return null;
  const locale = localeFromRequest(request);
  const country_code = countryOfLocale(locale);
  const ctx = serverContext(context, request);
  const { form, api, ignored } = readCatalogForm(url.searchParams);
  const [page, ranges] = await Promise.all([
    apiGet(ctx, catalogRoute, { query: { country_code, category: category.id, page_size: CATALOG_WEB_PAGE_SIZE, ...api } }),
    apiGet(ctx, filterRangesRoute, { query: { country_code, furniture_group: category.id } }),
  ]);
  const value = page.ok ? page.value : null;
  return {
    category: { id: category.id, path: category.path, furnitureTypes: [...category.furnitureTypes] },
    messages: catalogMessages(locale),
    colorNames: catalogColorNames(locale, [...new Set(value?.results.map((d) => d.colors.primary) ?? [])]),
    form,
    ignored,
    page: value,
    ranges: ranges.ok ? ranges.value : null,
  };
}
