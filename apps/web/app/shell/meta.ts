import type { MetaDescriptor } from 'react-router';
import type { MessageKey, Messages } from '../i18n/messages-types';
import { LOCALE_INFOS, localeFromPath, localePath, localeTag, pathWithoutLocale, type Locale } from '../i18n/locale';

export interface RootMetaData {
  origin: string;
}

type MetaMatches = readonly ({ id: string; data?: unknown } | undefined)[];

/** The root loader's data inside a route's meta function. */
export function rootMetaData(matches: MetaMatches): RootMetaData | undefined {
  return matches.find((m) => m?.id === 'root')?.data as RootMetaData | undefined;
}

/**
 * Title, description, canonical URL and `<link rel="alternate" hreflang>` for every locale that has the
 * page (x-default: de_DE). `alternates` maps locales to the path without prefix; by default the same
 * path in every locale.
 */
export function pageMeta(
  { matches, location }: { matches: MetaMatches; location: { pathname: string } },
  page: { title: string; description?: string; alternates?: Partial<Record<Locale, string>>; noindex?: boolean },
): MetaDescriptor[] {
  const root = rootMetaData(matches);
  const tags: MetaDescriptor[] = [{ title: page.title }];
  if (page.description) tags.push({ name: 'description', content: page.description });
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex' });
  if (!root) return tags;
  const locale = localeFromPath(location.pathname);
  const rest = pathWithoutLocale(location.pathname);
  const alternates = page.alternates ?? Object.fromEntries(LOCALE_INFOS.map((l) => [l.locale, rest]));
  const own = alternates[locale] ?? rest;
  tags.push({ tagName: 'link', rel: 'canonical', href: `${root.origin}${localePath(locale, own)}` });
  for (const { locale } of LOCALE_INFOS) {
    const path = alternates[locale];
    if (path !== undefined) tags.push({ tagName: 'link', rel: 'alternate', hrefLang: localeTag(locale), href: `${root.origin}${localePath(locale, path)}` });
  }
  if (alternates.de_DE !== undefined) tags.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${root.origin}${localePath('de_DE', alternates.de_DE)}` });
  return tags;
}

/** The root's messages inside a meta function, for titles: `metaTitle(matches, 'cart.title')` -> "Warenkorb | Masswerk". */
export function metaTitle(matches: MetaMatches, key: MessageKey): string {
  const messages = (matches.find((m) => m?.id === 'root')?.data as { messages?: Messages } | undefined)?.messages;
  return messages ? `${messages[key]} | Masswerk` : 'Masswerk';
}
