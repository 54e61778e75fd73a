import type { DateSeparator } from './countries.ts';

/** Date display separators by ISO country (shop.md §5): dot AT BE CH DE LU, slash FR UK/GB, dash NL. */
const SEPARATORS: Readonly<Record<string, DateSeparator>> = {
  AT: '.',
  BE: '.',
  CH: '.',
  DE: '.',
  LU: '.',
  FR: '/',
  UK: '/',
  GB: '/',
  NL: '-',
};

/** The display separator of dates for a country (any case, "uk" or "gb"); dot when unknown. */
export function dateSeparatorOf(country: string): DateSeparator {
  return SEPARATORS[country.toUpperCase()] ?? '.';
}

/** Formats an ISO date ("2024-03-05") as dd mm yyyy with the country's separator ("05.03.2024"). */
export function formatDate(isoDate: string, country: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) throw new RangeError(`not an ISO date: ${isoDate}`);
  const [, y, m, d] = match;
  const sep = dateSeparatorOf(country);
  return `${d}${sep}${m}${sep}${y}`;
}

/**
 * Parses a date typed as dd-mm-yyyy (separators -, / or ., day and month with one or two digits,
 * years 1900 to 2099) into "yyyy-mm-dd"; null for anything else, including impossible dates (31.02.).
 */
export function parseDateInput(text: string): string | null {
  const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (year < 1900 || year > 2099 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days in a month of the Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
