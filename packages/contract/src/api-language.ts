import { z } from 'zod';
import { LOCALES, localeInfo, localeIs, type Locale } from '@masswerk/domain';

// Which language an API answer speaks: the body's `meta.language` where the contract has one (the
// cart), else the best of the shop's locales for the Accept-Language header, else English.

/** The locale of an answer when the request names none we have. */
export const API_DEFAULT_LOCALE: Locale = 'en_GB';

/** At most this many language ranges of a header are read: a real browser sends a handful. */
const MAX_RANGES = 32;

const TAG = /^(?:\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)$/;
const WEIGHT = /^q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

interface LanguageRange {
  tag: string;
  q: number;
}

/** The ranges of an Accept-Language header, lower case, best first (equal weights keep their order); a malformed one is skipped. */
export function acceptLanguageRanges(header: string): LanguageRange[] {
  const ranges: LanguageRange[] = [];
  for (const part of header.split(',').slice(0, MAX_RANGES)) {
    const [rawTag = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (!TAG.test(rawTag)) continue;
    let q = 1;
    let malformed = false;
    for (const param of params) {
      if (!/^q\s*=/.test(param)) continue;
      const weight = WEIGHT.exec(param);
      if (weight) q = Number(weight[1]);
      else malformed = true;
    }
    if (!malformed) ranges.push({ tag: rawTag, q });
  }
  // Array.prototype.sort is stable: ranges of the same weight stay in the order they were sent.
  return ranges.sort((a, b) => b.q - a.q);
}

const tagOf = (locale: Locale) => localeInfo(locale).bcp47.toLowerCase();
const languageOf = (locale: Locale) => localeInfo(locale).language;
/** English first: what "*" gets. */
const ANY_ORDER: readonly Locale[] = [API_DEFAULT_LOCALE, ...LOCALES.filter((l) => l !== API_DEFAULT_LOCALE)];

/**
 * The shop locale that best answers an Accept-Language header (RFC 9110 §12.5.4): ranges by weight,
 * each looked up as RFC 4647 §3.4 does ("de-CH-1996" tries de-CH, then de; a bare language gets its
 * first locale, "de" -> de_DE, "en-US" -> en_GB), "*" any locale (English first); a range of weight 0
 * refuses that locale (or that language). Undefined when none fits.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranges = acceptLanguageRanges(header);
  const refused = new Set(ranges.filter((r) => r.q === 0).map((r) => r.tag));
  const allowed = (locale: Locale) => !refused.has(tagOf(locale)) && !refused.has(languageOf(locale));
  for (const { tag, q } of ranges) {
    if (q === 0) continue;
    if (tag === '*') {
      const any = ANY_ORDER.find(allowed);
      if (any) return any;
      continue;
    }
    for (let subtags = tag.split('-'); subtags.length > 0; subtags = subtags.slice(0, -1)) {
      const prefix = subtags.join('-');
      const exact = LOCALES.find((l) => tagOf(l) === prefix);
      if (exact && (prefix === tag || allowed(exact))) return exact;
      if (subtags.length === 1) {
        const ofLanguage = LOCALES.find((l) => languageOf(l) === prefix && !refused.has(tagOf(l)));
        if (ofLanguage) return ofLanguage;
      }
    }
  }
  return undefined;
}

/** The locale a request body names in `meta.language` (the cart's), when it is one of the shop's locales. */
export function bodyLocale(body: unknown): Locale | undefined {
  const meta = typeof body === 'object' && body !== null ? (body as { meta?: unknown }).meta : undefined;
  const language = typeof meta === 'object' && meta !== null ? (meta as { language?: unknown }).language : undefined;
  return typeof language === 'string' && localeIs(language) ? language : undefined;
}

/** True when a route's body schema has a `meta.language` (the cart's): then that field says the request's language. */
export function bodyNamesLocale(schema: z.ZodType | undefined): boolean {
  const unwrap = (s: unknown): unknown => (s instanceof z.ZodOptional || s instanceof z.ZodNullable ? unwrap(s.unwrap()) : s);
  const body = unwrap(schema);
  if (!(body instanceof z.ZodObject)) return false;
  const meta = unwrap(body.shape.meta);
  return meta instanceof z.ZodObject && meta.shape.language !== undefined;
}

/** The language of an answer: the body's meta.language, else the Accept-Language header's best, else English. */
export function requestLocale(acceptLanguage: string | null | undefined, fromBody?: Locale): Locale {
  return fromBody ?? localeFromAcceptLanguage(acceptLanguage) ?? API_DEFAULT_LOCALE;
}

/** The Content-Language of an answer in a locale ("de-CH"). */
export function contentLanguageOf(locale: Locale): string {
  return localeInfo(locale).bcp47;
}
