import { colorById, countryIso, countryOfLocale, currencyOfLocale, formatDate as formatIsoDate, formatMoney, localeInfo, SHOP_TIME_ZONES, type Cents, type Currency, type Locale } from '@masswerk/domain';

/**
 * Prices for the locale's currency (shop.md §9): "1.234 €", "CHF 1'234.50", "£1,234.56". The domain
 * writes the formats as data that equals Intl.NumberFormat on Node, so the server's text and the
 * hydrated text are the same whatever ICU the browser has.
 */
export function formatPrice(amount: Cents | number, locale: Locale): string {
  return formatMoney(amount as Cents, currencyOfLocale(locale));
}

/** Picks the locale's currency from an amount given per currency. */
export function priceIn(amounts: { EUR: number; CHF: number; GBP: number }, locale: Locale): number {
  return amounts[currencyOfLocale(locale)];
}

/** A date as dd.mm.yyyy (AT, CH, DE), dd/mm/yyyy (FR, UK) or dd-mm-yyyy (NL) (shop.md §5). */
export function formatDate(isoDate: string, locale: Locale): string {
  return formatIsoDate(isoDate, countryIso(countryOfLocale(locale)));
}

/** A colour's name from a locale's names (the configurator's words), else the catalogue's English one, else its id. */
export function colorNameFrom(names: Readonly<Record<string, string>> | undefined): (id: string) => string {
  return (id) => names?.[id] ?? colorById(id)?.name ?? id;
}

/** A number in the locale's notation through Intl ("4,5" in German, "4.5" in English). */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(localeInfo(locale).bcp47, options).format(value);
}

/** Money, percentages, numbers, lists and dates of a locale, as the pages with their own catalogues (cart, checkout) write them. */
export function localeFormatters(locale: Locale) {
  const bcp47 = localeInfo(locale).bcp47;
  return {
    /** Cents in a currency as the shop writes them everywhere ("1.234,50 €", "CHF 1'234.50", "£1,234.50"). */
    money: (amount: number, currency: Currency) => formatMoney(amount as Cents, currency),
    /** A fraction as a percentage in the locale ("19 %", "19%"). */
    percent: (fraction: number) => new Intl.NumberFormat(bcp47, { style: 'percent', maximumFractionDigits: 2 }).format(fraction),
    /** A number in the locale ("72,6"). */
    number: (value: number) => new Intl.NumberFormat(bcp47, { maximumFractionDigits: 2 }).format(value),
    /** Items joined in the locale ("a, b and c"). */
    list: (items: readonly string[]) => new Intl.ListFormat(bcp47, { type: 'conjunction' }).format(items),
    /** An ISO date (a date and time is cut to its day) in the country's notation (dd.mm.yyyy, dd/mm/yyyy, dd-mm-yyyy). */
    date: (iso: string) => formatDate(iso.slice(0, 10), locale),
    /** A moment (ISO 8601) as Intl writes a long date and time in the locale, in the shop's time zone ("25. November 2026 um 18:31"). */
    moment: (iso: string) => new Intl.DateTimeFormat(bcp47, { dateStyle: 'long', timeStyle: 'short', timeZone: SHOP_TIME_ZONES[countryOfLocale(locale)] }).format(new Date(iso)),
    /** A calendar day (YYYY-MM-DD) as Intl writes it in full in the locale ("Sonntag, 13. Dezember 2026"). */
    day: (isoDate: string) => new Intl.DateTimeFormat(bcp47, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)),
  };
}
