import { data, redirect } from 'react-router';
import type { ContentData, Page, PageResponse, WebLoadContext } from '@masswerk/contract';
import { localePath, type Locale } from '../i18n/locale';
import { contentEntry, contentList, pageByPath } from './content.server';

/** Content a page's blocks need besides the page itself, fetched only when a block asks for it. */
export interface PageExtras {
  faq?: ContentData<'faq'>[];
  showrooms?: ContentData<'showroomsList'>['showrooms'];
  testimonials?: ContentData<'testimonials'>[];
  materials?: ContentData<'materials'>[];
  jobs?: { key: string; data: ContentData<'career'> }[];
  posts?: { key: string; data: Page }[];
}

/** Fetches what the page's blocks need (FAQ, showrooms, reviews, ...), each logged and left empty on failure. */
export async function extrasFor(ctx: WebLoadContext, locale: Locale, page: Page): Promise<PageExtras> {
  const types = new Set(page.blocks.map((block) => block.type));
  const extras: PageExtras = {};
  await Promise.all([
    types.has('faq') &&
      contentList(ctx, 'faq', locale).then((list) => (extras.faq = list.map((i) => i.data).sort((a, b) => a.order - b.order))),
    types.has('showrooms') && contentEntry(ctx, 'showroomsList', locale).then((list) => (extras.showrooms = list?.showrooms ?? [])),
    types.has('testimonials') &&
      contentList(ctx, 'testimonials', locale).then((list) => (extras.testimonials = list.map((i) => i.data).filter((r) => r.showOnWebsite))),
    types.has('materials') && contentList(ctx, 'materials', locale).then((list) => (extras.materials = list.map((i) => i.data))),
    types.has('jobs') && contentList(ctx, 'career', locale).then((list) => (extras.jobs = list)),
    types.has('blogIndex') &&
      contentList(ctx, 'pages', locale, 'blogPost').then(
        (list) => (extras.posts = list.sort((a, b) => (b.data.publishedAt ?? '').localeCompare(a.data.publishedAt ?? ''))),
      ),
  ]);
  return extras;
}

export type ContentPageData =
  | ({ found: true } & Pick<PageResponse, 'page' | 'alternates'> & { extras: PageExtras })
  | { found: false; unavailable?: true };

/**
 * The content page at `rest` (a path without locale prefix) in a locale. A page asked for by its
 * shared url where its translated path differs redirects there (301, query kept). No page: the 404
 * page with status 404, logged 'No page data for page {url}' (spec §8). The content service failing
 * (logged by pageByPath) is a 503 whose page says so inside the shell, which carries on with what it has.
 */
export async function loadContentPage(ctx: WebLoadContext, locale: Locale, rest: string, search: string) {
  const result = await pageByPath(ctx, locale, rest);
  if (!result.ok) {
    if (result.reason === 'failed') {
      return data<ContentPageData>({ found: false, unavailable: true }, { status: 503, headers: { 'Retry-After': '30' } });
    }
    const url = localePath(locale, rest);
    ctx.log.warn({ locale, url }, `No page data for page ${url}`);
    return data<ContentPageData>({ found: false }, { status: 404 });
  }
  const { page, alternates } = result.value;
  if (page.locUrl !== rest) {
    throw redirect(`${localePath(locale, page.locUrl)}${search}`, 301);
  }
  return data<ContentPageData>({ found: true, page, alternates, extras: await extrasFor(ctx, locale, page) });
}
