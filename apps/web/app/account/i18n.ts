import type { Locale } from '@masswerk/domain';
import { localeFormatters } from '../i18n/format';
import { formatMessage, type MessageParams } from '../i18n/messages-types';
import type reference from './messages/de_DE.json';

/** The account page's messages of one locale (messages.server.ts builds it). */
export type AccountMessages = Readonly<Record<string, string>>;
/** Keys every locale has (de_DE is the reference; i18n/messages.test.ts checks the others). */
export type AccountMessageKey = keyof typeof reference;

/** Words, money and dates of the account page in one locale. */
export interface AccountTranslator {
  t(key: AccountMessageKey, params?: MessageParams): string;
  money: ReturnType<typeof localeFormatters>['money'];
  date: ReturnType<typeof localeFormatters>['date'];
}

export function accountTranslator(locale: Locale, messages: AccountMessages): AccountTranslator {
  const { money, date } = localeFormatters(locale);
  return { t: (key, params = {}) => formatMessage(messages[key] ?? key, params, locale), money, date };
}
