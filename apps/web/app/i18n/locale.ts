import {
  DEFAULT_LOCALE,
  LOCALE_INFOS,
  localeFromPath as domainLocaleFromPath,
  localeInfo,
  localePath,
  type Locale,
} from '@masswerk/domain';

export type { Locale };
export { DEFAULT_LOCALE, LOCALE_INFOS, localePath };

/** The locale a path belongs to, by its first segment (de_DE has no prefix). */
export function localeFromPath(pathname: string): Locale {
  return domainLocaleFromPath(pathname).locale;
}

/** The path without its locale prefix ("/fr-ch/faq" -> "/faq", "/fr-ch" -> "/"). */
export function pathWithoutLocale(pathname: string): string {
  return domainLocaleFromPath(pathname).rest;
}

/** The locale of a request, by its URL. */
export function localeFromRequest(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}

/** BCP 47 tag for `<html lang>` and Intl ("de-CH"). */
export function localeTag(locale: Locale): string {
  return localeInfo(locale).bcp47;
}

/** The Swiss locales get a language dropdown between each other (shop.md §2). */
export const SWISS_LOCALES: readonly Locale[] = ['de_CH', 'fr_CH'];

/**
 * A link target in a locale: site paths ("/faq") get the locale prefix, anything else (mailto:,
 * https:, #anchors) stays as it is.
 */
export function localeHref(locale: Locale, href: string): string {
  return href.startsWith('/') ? localePath(locale, href) : href;
}

/** The same site path in every locale (for pages whose path is not translated). */
export function sameInEveryLocale(rest: string): Partial<Record<Locale, string>> {
  return Object.fromEntries(LOCALE_INFOS.map((info) => [info.locale, rest]));
}
