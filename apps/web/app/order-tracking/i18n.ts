import type { Locale } from '@masswerk/domain';
import { localeFormatters } from '../i18n/format';
import { formatMessage, type MessageParams } from '../i18n/messages-types';
import type reference from './messages/de_DE.json';

/** Order tracking's messages of one locale (messages.server.ts builds it). */
export type TrackingMessages = Readonly<Record<string, string>>;
/** Keys every locale has (de_DE is the reference; i18n/messages.test.ts checks the others). */
export type TrackingMessageKey = keyof typeof reference;

/** Words and dates of order tracking in one locale. */
export interface TrackingTranslator {
  t(key: TrackingMessageKey, params?: MessageParams): string;
  /** A moment of the order's history, in the shop's time zone. */
  moment(iso: string): string;
  /** A calendar day, in full. */
  day(isoDate: string): string;
}

export function trackingTranslator(locale: Locale, messages: TrackingMessages): TrackingTranslator {
  const { moment, day } = localeFormatters(locale);
  return { t: (key, params = {}) => formatMessage(messages[key] ?? key, params, locale), moment, day };
}
