import type { Locale } from '@masswerk/domain';
import { localeFormatters } from '../i18n/format';
import { formatMessage } from '../i18n/messages-types';
import type reference from './messages/de_DE.json';

/** The My Designs page's messages of one locale (messages.server.ts builds it). */
export type MyDesignsMessages = Readonly<Record<string, string>>;
/** Keys every locale has (de_DE is the reference; i18n/messages.test.ts checks the others). */
export type MyDesignsMessageKey = keyof typeof reference;

/** Words, numbers, money and dates of the My Designs page in one locale, with the shell's family names. */
export function myDesignsTranslator(locale: Locale, messages: MyDesignsMessages, familyName: (type: string) => string) {
  return {
    locale,
    t: (key: MyDesignsMessageKey, params: Readonly<Record<string, string | number>> = {}) => formatMessage(messages[key] ?? key, params, locale),
    ...localeFormatters(locale),
    family: familyName,
  };
}
export type MyDesignsTranslator = ReturnType<typeof myDesignsTranslator>;
