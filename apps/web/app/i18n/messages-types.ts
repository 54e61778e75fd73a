import { formatMessage as formatMessageIn, localeInfo, type Locale } from '@masswerk/domain';
import type reference from './messages/de_DE.json';

/** The shell's message keys: de_DE is the reference every locale must cover (messages.test.ts). */
export type MessageKey = keyof typeof reference;
export type Messages = Readonly<Record<MessageKey, string>>;
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * Fills a message: `{name}` parameters and ICU plurals and selects, numbers in the locale's notation. It is
 * the domain's formatter, the one the configurator and the API use too; a parameter not passed keeps its `{name}`.
 */
export function formatMessage(template: string, params: MessageParams = {}, locale: Locale = 'en_GB'): string {
  return formatMessageIn(template, params, { bcp47: localeInfo(locale).bcp47, term: () => undefined, color: (id) => id }, { missing: 'keep' });
}
