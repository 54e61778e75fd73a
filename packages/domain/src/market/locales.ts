import type { Currency } from '../money/currency.ts';
import { COUNTRIES, DEFAULT_LOCALE, LOCALES, type CountryCode, type Locale } from './countries.ts';

export interface LocaleInfo {
  locale: Locale;
  language: 'de' | 'fr' | 'en' | 'nl';
  country: CountryCode;
  currency: Currency;
  /** URL prefix: "" for the default de_DE, else "/de-at", "/fr-ch", ... */
  urlPrefix: string;
  /** BCP 47 tag for Intl and the html lang attribute ("de-CH"). */
  bcp47: string;
}

function info(locale: Locale): LocaleInfo {
  const [language, region] = locale.split('_') as [LocaleInfo['language'], string];
  const country = COUNTRIES.find((c) => c.locales.includes(locale));
  if (!country) throw new Error(`locale ${locale} has no country`);
  return {
    locale,
    language,
    country: country.code,
    currency: country.currency,
    urlPrefix: locale === DEFAULT_LOCALE ? '' : `/${language}-${region.toLowerCase()}`,
    bcp47: `${language}-${region}`,
  };
}

/** Every locale with its language, country, currency and URL prefix. */
export const LOCALE_INFOS: readonly LocaleInfo[] = LOCALES.map(info);

const BY_LOCALE = new Map<string, LocaleInfo>(LOCALE_INFOS.map((l) => [l.locale, l]));

/** True when the string is one of the shop's locales ("de_CH"). */
export function localeIs(value: string): value is Locale {
  return BY_LOCALE.has(value);
}

/** Everything known about a locale. */
export function localeInfo(locale: Locale): LocaleInfo {
  const found = BY_LOCALE.get(locale);
  if (!found) throw new RangeError(`unknown locale ${locale}`);
  return found;
}

/** The country a locale belongs to ("fr_CH" -> "ch"). */
export function countryOfLocale(locale: Locale): CountryCode {
  return localeInfo(locale).country;
}

/** The currency of a locale (EUR for de_DE, the default). */
export function currencyOfLocale(locale: Locale): Currency {
  return localeInfo(locale).currency;
}

/** The URL prefix of a locale: "" for de_DE, "/de-at", "/fr-ch", "/en-gb", ... */
export function localeUrlPrefix(locale: Locale): string {
  return localeInfo(locale).urlPrefix;
}

/**
 * Splits a pathname into its locale and the rest ("/fr-ch/shelves" -> fr_CH, "/shelves"); a path
 * without a known prefix is de_DE. Prefixes match case-insensitively and only as a whole segment.
 */
export function localeFromPath(pathname: string): { locale: Locale; rest: string } {
  const match = /^\/([a-zA-Z]{2}-[a-zA-Z]{2})(?=\/|$|\?|#)/.exec(pathname);
  if (match) {
    const prefix = `/${(match[1] ?? '').toLowerCase()}`;
    const found = LOCALE_INFOS.find((l) => l.urlPrefix === prefix);
    if (found) return { locale: found.locale, rest: pathname.slice(match[0].length) || '/' };
  }
  return { locale: DEFAULT_LOCALE, rest: pathname || '/' };
}

/** Prefixes a locale-free path for a locale ("/shelves", fr_CH -> "/fr-ch/shelves"). */
export function localePath(locale: Locale, path: string): string {
  const prefix = localeUrlPrefix(locale);
  if (prefix === '') return path || '/';
  return path === '/' || path === '' ? prefix : `${prefix}${path}`;
}
