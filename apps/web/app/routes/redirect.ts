import { redirect } from 'react-router';
import { FURNITURE_TYPES, familyOf } from '@masswerk/domain';
import type { Route } from './+types/redirect';
import { serverContext } from '../content/api.server';
import { contentEntry } from '../content/content.server';
import { localeFromPath, localePath, pathWithoutLocale } from '../i18n/locale';

/** Where a redirecting path of shop.md §2 leads (without locale prefix), and with which status. */
async function targetOf(rest: string, lookUpPage: (key: string) => Promise<string | undefined>): Promise<[string, number] | null> {
  if (rest === '/samples') return [(await lookUpPage('materialproben')) ?? '/materialproben', 301];
  if (rest === '/showroom') return ['/showroom-berlin', 302];
  if (rest.startsWith('/about-our-configurators/')) return ['/about-our-configurators', 301];
  const former = /^\/([^/]+)\/([^/]+)$/.exec(rest);
  const type = former ? FURNITURE_TYPES.find((t) => familyOf(t).formerPathSegment === former[1]) : undefined;
  if (former && type !== undefined) return [`/${type}/${former[2]}`, 301];
  return null;
}

/**
 * The redirecting rows of the route table, in every locale, the query kept: /samples -> /materialproben
 * (its translated path), /showroom -> /showroom-berlin, /about-our-configurators/{filter} ->
 * /about-our-configurators, a family's former address /{family.formerPathSegment}/{uuid} -> /{type}/{uuid}.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const ctx = serverContext(context, request);
  const target = await targetOf(pathWithoutLocale(url.pathname), async (key) => (await contentEntry(ctx, 'pages', locale, key))?.locUrl);
  if (!target) throw new Response(null, { status: 404 });
  throw redirect(`${localePath(locale, target[0])}${url.search}`, target[1]);
}

export default function Redirecting() {
  return null;
}
