import type { Locale } from '@masswerk/domain';
import { localeFormatters } from '../i18n/format';
import { formatMessage, type MessageParams } from '../i18n/messages-types';
import type reference from './messages/de_DE.json';

/** The category pages' messages of one locale (messages.server.ts builds it). */
export type CatalogMessages = Readonly<Record<string, string>>;
/** Keys every locale has (de_DE is the reference; i18n/messages.test.ts checks the others). */
export type CatalogMessageKey = keyof typeof reference;

/** Words, numbers and money of the category pages in one locale. */
export interface CatalogTranslator {
  locale: Locale;
  t(key: CatalogMessageKey, params?: MessageParams): string;
  /** A key built from data (a category or colour group id), with the id itself when there are no words for it. */
  tryT(key: string, fallback: string): string;
  money: ReturnType<typeof localeFormatters>['money'];
  number: ReturnType<typeof localeFormatters>['number'];
}

export function catalogTranslator(locale: Locale, messages: CatalogMessages): CatalogTranslator {
  const { money, number } = localeFormatters(locale);
  return {
    locale,
    t: (key, params = {}) => formatMessage(messages[key] ?? key, params, locale),
    tryT: (key, fallback) => (messages[key] === undefined ? fallback : formatMessage(messages[key], {}, locale)),
    money,
    number,
  };
}
