import { countryIso, countryOfLocale, currencyOfLocale, formatDate as formatIsoDate, formatMoney, localeInfo, type Cents, type Locale } from '@masswerk/domain';

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

/** A number in the locale's notation through Intl ("4,5" in German, "4.5" in English). */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(localeInfo(locale).bcp47, options).format(value);
}
