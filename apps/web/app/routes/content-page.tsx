import type { Route } from './+types/content-page';
import { serverContext } from '../content/api.server';
import { loadContentPage } from '../content/page.server';
import { PageBlocks } from '../content/PageBlocks';
import { UnavailablePage } from '../content/UnavailablePage';
import { localeFromPath, pathWithoutLocale } from '../i18n/locale';
import { NotFoundPage } from '../shell/NotFoundPage';
import { metaTitle, pageMeta } from '../shell/meta';

/**
 * Every path the route table does not name: a content page by its translated path (faq, imprint,
 * blog posts, showrooms, ...), or the 404 page with status 404; while the content service fails, a
 * page saying so with status 503. Also /closed-store and /cookie-declaration.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Blog paths keep their trailing slash in the URL (shop.md §2); the page is the same.
  const rest = pathWithoutLocale(url.pathname).replace(/(.)\/+$/, '$1');
  return loadContentPage(serverContext(context, request), localeFromPath(url.pathname), rest, url.search);
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  if (data && !data.found && data.unavailable) return pageMeta({ matches, location }, { title: metaTitle(matches, 'unavailable.title'), noindex: true });
  if (!data?.found) return pageMeta({ matches, location }, { title: '404 | Masswerk', noindex: true });
  return pageMeta({ matches, location }, { title: data.page.metaTags.title, description: data.page.metaTags.description, alternates: data.alternates });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return loaderData.unavailable ? <UnavailablePage /> : <NotFoundPage />;
  const { page, extras } = loaderData;
  return (
    <main id="main" className={`page page-${page.kind}`}>
      <PageBlocks page={page} extras={extras} />
    </main>
  );
}
