import type { Locale } from '@masswerk/domain';

/** Swiss Standard German has no ß: "Mass", "Grösse", "Strasse". */
function swissSpelling(text: string): string {
  return text.replaceAll('ß', 'ss').replaceAll('ẞ', 'SS');
}

function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]));
  return value;
}

/**
 * Text written for `from` as a page of `locale` shows it, when `locale` inherits it from its parent:
 * de_CH writes the ß of a de_DE text as ss (so the Swiss shop stores only what differs otherwise);
 * everything else is shown as written. Used for content entries and for message catalogues alike.
 */
export function inheritedText<T>(locale: Locale, from: Locale, data: T): T {
  return locale === 'de_CH' && from === 'de_DE' ? (mapStrings(data, swissSpelling) as T) : data;
}

/**
 * One table per language made the tables of every shop locale: de_AT reads de, de_CH reads de in Swiss
 * spelling (ss for ß), fr_CH reads fr. For words that differ by language only (the API's, a sandbox page's).
 */
export function languageTablesByLocale<T>(tables: { de: T; fr: T; en: T; nl: T }): Readonly<Record<Locale, T>> {
  return {
    de_DE: tables.de,
    de_AT: tables.de,
    de_CH: inheritedText('de_CH', 'de_DE', tables.de),
    fr_FR: tables.fr,
    fr_CH: tables.fr,
    en_GB: tables.en,
    nl_NL: tables.nl,
  };
}
