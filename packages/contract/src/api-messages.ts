import { formatMessage, localeInfo, type Locale, type MessageLocale, type MessageParams } from '@masswerk/domain';
import { API_MESSAGES_DE } from './api-messages/de.ts';
import { API_MESSAGES_EN } from './api-messages/en.ts';
import { API_MESSAGES_FR } from './api-messages/fr.ts';
import { API_MESSAGES_NL } from './api-messages/nl.ts';
import { languageTablesByLocale } from './inherited-text.ts';

// The API's words as data, one table per language (api-messages/{en,de,fr,nl}.ts), in the ICU subset
// of the domain's messages: a field's problem and each error code's sentence, worded per request.

/** A key of the API's message tables: `field.*` (a field's problem), `error.*` (an error's sentence), `type.*` and `format.*` (words those name). */
export type ApiMessageKey = keyof typeof API_MESSAGES_EN;
export type ApiErrorMessageKey = Extract<ApiMessageKey, `error.${string}`>;
export type FieldMessageKey = Extract<ApiMessageKey, `field.${string}`>;

/** One language's words: a template for every key the English table has, no more. */
export type ApiMessageTable = Readonly<Record<ApiMessageKey, string>>;

/** A message as data: its key and parameters, worded when the answer's language is known. */
export interface ApiText<K extends ApiMessageKey = ApiMessageKey> {
  key: K;
  params?: MessageParams;
}

/** The API's words of every shop locale: de_AT as de_DE, de_CH with ss for ß, fr_CH as fr_FR. */
export const API_MESSAGES: Readonly<Record<Locale, ApiMessageTable>> = languageTablesByLocale<ApiMessageTable>({
  de: API_MESSAGES_DE,
  fr: API_MESSAGES_FR,
  en: API_MESSAGES_EN,
  nl: API_MESSAGES_NL,
});

const messageLocales = new Map<Locale, MessageLocale>();

/** A locale as the domain's formatMessage needs it: numbers and plurals by its BCP 47 tag, `{ term }` words from its table. */
function messageLocaleOf(locale: Locale): MessageLocale {
  let found = messageLocales.get(locale);
  if (!found) {
    const table = API_MESSAGES[locale];
    found = { bcp47: localeInfo(locale).bcp47, term: (key) => (Object.hasOwn(table, key) ? table[key as ApiMessageKey] : undefined), color: (id) => id };
    messageLocales.set(locale, found);
  }
  return found;
}

/** An API message in a locale: the template of `key` filled with `params` (numbers and plurals in the locale's manner). */
export function apiMessage(locale: Locale, key: ApiMessageKey, params: MessageParams = {}): string {
  return formatMessage(API_MESSAGES[locale][key], params, messageLocaleOf(locale));
}
