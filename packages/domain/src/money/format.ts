import type { Cents } from './cents.ts';
import type { Currency } from './currency.ts';

/** Separators and symbol placement of one currency (shop.md §9). */
export interface CurrencyFormat {
  symbol: string;
  /** Symbol before the amount ("CHF 1'234.50", "£1,234.56") or after ("1.234,56 €"). */
  symbolPosition: 'before' | 'after';
  /** Text between symbol and amount: a no-break space, or nothing for "£". */
  symbolSpace: string;
  group: string;
  decimal: string;
  /** The Intl locale whose output this format matches, for tests and for Intl-based callers. */
  intlLocale: string;
}

const NBSP = '\u00a0';

/**
 * Formats per currency. Written as data rather than left to Intl at run time, because ICU data differs
 * between Node and browsers (de-CH groups with ' or ’; NBSP or narrow NBSP) and a server-rendered price
 * must equal the hydrated one; the tests check that the result equals Intl.NumberFormat on Node.
 */
export const CURRENCY_FORMATS: Readonly<Record<Currency, CurrencyFormat>> = {
  EUR: { symbol: '€', symbolPosition: 'after', symbolSpace: NBSP, group: '.', decimal: ',', intlLocale: 'de-DE' },
  CHF: { symbol: 'CHF', symbolPosition: 'before', symbolSpace: NBSP, group: "'", decimal: '.', intlLocale: 'de-CH' },
  GBP: { symbol: '£', symbolPosition: 'before', symbolSpace: '', group: ',', decimal: '.', intlLocale: 'en-GB' },
};

/**
 * Formats cents for display (shop.md §9): divided by 100, two decimals only when there is a fractional
 * part; "1.234,56 €", "1.234 €", "CHF 1'234.50", "£1,234.56"; a minus sign leads ("-£5").
 */
export function formatMoney(amount: Cents, currency: Currency): string {
  const f = CURRENCY_FORMATS[currency];
  const negative = amount < 0;
  const abs = Math.abs(amount);
  const units = Math.floor(abs / 100);
  const fraction = abs % 100;
  const integer = groupDigits(String(units), f.group);
  const number = fraction === 0 ? integer : `${integer}${f.decimal}${String(fraction).padStart(2, '0')}`;
  const body =
    f.symbolPosition === 'before' ? `${f.symbol}${f.symbolSpace}${number}` : `${number}${f.symbolSpace}${f.symbol}`;
  return negative ? `-${body}` : body;
}

/** Formats an amount with Intl.NumberFormat in the currency's locale (same digits, host ICU separators). */
export function formatMoneyIntl(amount: Cents, currency: Currency): string {
  const fractional = amount % 100 !== 0;
  return new Intl.NumberFormat(CURRENCY_FORMATS[currency].intlLocale, {
    style: 'currency',
    currency,
    minimumFractionDigits: fractional ? 2 : 0,
    maximumFractionDigits: fractional ? 2 : 0,
  }).format(amount / 100);
}

function groupDigits(digits: string, separator: string): string {
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += separator;
    out += digits[i];
  }
  return out;
}
