import { createContext, useContext } from 'react';
import { type Currency, type Locale, localeInfo } from '@masswerk/domain';
import { colorNameFrom, localeFormatters } from '../i18n/format';
import { formatMessage } from '../i18n/messages-types';
import type reference from './messages/de_DE.json';

/** The checkout's messages of one locale (messages.server.ts builds it). */
export type CheckoutMessages = Readonly<Record<string, string>>;
/** Keys every locale has (de_DE is the reference; checkout/i18n.test.ts checks the others). */
export type CheckoutMessageKey = keyof typeof reference;

/** Words, money and dates of the checkout in one locale. */
export interface CheckoutTranslator {
  locale: Locale;
  t(key: CheckoutMessageKey, params?: Readonly<Record<string, string | number>>): string;
  money(amount: number, currency: Currency): string;
  /** A fraction as a percentage in the locale ("19 %", "19%"). */
  percent(fraction: number): string;
  /** An ISO date (or date and time) in the country's notation. */
  date(iso: string): string;
  /** A furniture family's name, from the shell's words. */
  family(type: string): string;
  /** A colour's name in the locale (the configurator's words), else the catalogue's. */
  color(id: string): string;
  /** Names joined as the locale lists them ("White, Cream and Oak"). */
  list(names: readonly string[]): string;
}

export function checkoutTranslator(
  locale: Locale,
  messages: CheckoutMessages,
  familyName: (type: string) => string,
  colorNames: Readonly<Record<string, string>> = {},
): CheckoutTranslator {
  const { money, percent, date } = localeFormatters(locale);
  const lists = new Intl.ListFormat(localeInfo(locale).bcp47, { type: 'conjunction' });
  return {
    locale,
    t: (key, params = {}) => formatMessage(messages[key] ?? key, params, locale),
    money,
    percent,
    date,
    family: familyName,
    color: colorNameFrom(colorNames),
    list: (names) => lists.format(names),
  };
}

export const CheckoutI18nContext = createContext<CheckoutTranslator | null>(null);

/** The checkout's translator; throws outside the checkout page (or a test's provider). */
export function useCheckoutI18n(): CheckoutTranslator {
  const translator = useContext(CheckoutI18nContext);
  if (!translator) throw new Error('useCheckoutI18n outside CheckoutI18nContext');
  return translator;
}
