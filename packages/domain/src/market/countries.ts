import type { Currency } from '../money/currency.ts';

/** The shop's countries (shop.md §9): lower-case codes as in URLs and store codes; "uk" is ISO "GB". */
export const COUNTRY_CODES = ['at', 'ch', 'de', 'fr', 'nl', 'uk'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** The shop's locales (shop.md §3). */
export const LOCALES = ['de_DE', 'de_AT', 'de_CH', 'fr_FR', 'fr_CH', 'en_GB', 'nl_NL'] as const;
export type Locale = (typeof LOCALES)[number];

export type DateSeparator = '.' | '/' | '-';

export interface Country {
  code: CountryCode;
  /** ISO 3166-1 alpha-2 ("GB" for uk). */
  iso: string;
  currency: Currency;
  /** VAT rate as a decimal fraction (0.081 for 8.1 %), exact under centsMultiply. */
  taxRate: number;
  /** Locales served for this country; the first is the default. */
  locales: readonly Locale[];
  /** Separator of displayed dates (shop.md §5). */
  dateSeparator: DateSeparator;
}

/** One table of the six countries (shop.md §9); NL 19 % is the spec's figure. */
export const COUNTRIES: readonly Country[] = [
  { code: 'at', iso: 'AT', currency: 'EUR', taxRate: 0.2, locales: ['de_AT'], dateSeparator: '.' },
  { code: 'ch', iso: 'CH', currency: 'CHF', taxRate: 0.081, locales: ['de_CH', 'fr_CH'], dateSeparator: '.' },
  { code: 'de', iso: 'DE', currency: 'EUR', taxRate: 0.19, locales: ['de_DE'], dateSeparator: '.' },
  { code: 'fr', iso: 'FR', currency: 'EUR', taxRate: 0.2, locales: ['fr_FR'], dateSeparator: '/' },
  { code: 'nl', iso: 'NL', currency: 'EUR', taxRate: 0.19, locales: ['nl_NL'], dateSeparator: '-' },
  { code: 'uk', iso: 'GB', currency: 'GBP', taxRate: 0, locales: ['en_GB'], dateSeparator: '/' },
];

export const DEFAULT_COUNTRY: CountryCode = 'de';
export const DEFAULT_LOCALE: Locale = 'de_DE';

const BY_CODE = new Map<string, Country>(COUNTRIES.map((c) => [c.code, c]));

/** True when the string is one of the six country codes (lower case). */
export function countryCodeIs(value: string): value is CountryCode {
  return BY_CODE.has(value);
}

/** The country for a code; accepts any case and "gb" for "uk" (shop.md §9 "uk maps to gb"). */
export function countryOf(code: string): Country | undefined {
  const lower = code.toLowerCase();
  return BY_CODE.get(lower === 'gb' ? 'uk' : lower);
}

/** The country for a code, throwing on an unknown one (for trusted input). */
export function countryByCode(code: CountryCode): Country {
  const country = countryOf(code);
  if (!country) throw new RangeError(`unknown country ${code}`);
  return country;
}

/** ISO 3166 alpha-2 code of a shop country ("uk" -> "GB"). */
export function countryIso(code: CountryCode): string {
  return countryByCode(code).iso;
}

/**
 * Country whose content a visitor from `code` sees (shop.md §9): de and lu to de; ch and br to ch;
 * at; fr and be to fr; nl; gb (and uk) to uk; anything else to de.
 */
export function contentCountryOf(code: string | null | undefined): CountryCode {
  switch ((code ?? '').toLowerCase()) {
    case 'de':
    case 'lu':
      return 'de';
    case 'ch':
    case 'br':
      return 'ch';
    case 'at':
      return 'at';
    case 'fr':
    case 'be':
      return 'fr';
    case 'nl':
      return 'nl';
    case 'gb':
    case 'uk':
      return 'uk';
    default:
      return DEFAULT_COUNTRY;
  }
}
