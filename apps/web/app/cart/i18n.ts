import type { Currency, Locale } from '@masswerk/domain';
import { colorNameFrom, localeFormatters } from '../i18n/format';
import { formatMessage } from '../i18n/messages-types';
import type reference from './messages/de_DE.json';

/** The cart page's messages of one locale (messages.server.ts builds it). */
export type CartMessages = Readonly<Record<string, string>>;
/** Keys every locale has (de_DE is the reference; i18n/messages.test.ts checks the others). */
export type CartMessageKey = keyof typeof reference;
export type CartParams = Readonly<Record<string, string | number>>;

/** Words, numbers and money of the cart page in one locale. */
export interface CartTranslator {
  locale: Locale;
  /** A message with {name} parameters and ICU plurals (the domain's formatter, as the shell and the configurator use). */
  t(key: CartMessageKey, params?: CartParams): string;
  /** Cents in a currency as the shop writes them everywhere ("1.234,50 €", "CHF 1'234.50", "£1,234.50"). */
  money(amount: number, currency: Currency): string;
  /** A fraction as a percentage in the locale ("19 %", "19%"). */
  percent(fraction: number): string;
  /** A number in the locale ("72,6"). */
  number(value: number): string;
  /** Items joined in the locale ("a, b and c"). */
  list(items: readonly string[]): string;
  /** An ISO date in the country's notation (dd.mm.yyyy, dd/mm/yyyy, dd-mm-yyyy). */
  date(isoDate: string): string;
  /** A colour's name in the locale (English when the locale has none). */
  color(id: string): string;
  /** A furniture family's name ("Joyn sofa"), from the shell's words. */
  family(type: string): string;
}

/** The translator of a locale over its cart messages, the shell's family names and the configurator's colour names. */
export function cartTranslator(
  locale: Locale,
  messages: CartMessages,
  options: { colorNames?: Readonly<Record<string, string>>; familyName?: (type: string) => string } = {},
): CartTranslator {
  return {
    locale,
    t: (key, params = {}) => formatMessage(messages[key] ?? key, params, locale),
    ...localeFormatters(locale),
    color: colorNameFrom(options.colorNames),
    family: (type) => options.familyName?.(type) ?? type,
  };
}
