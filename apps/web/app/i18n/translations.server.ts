import { createHash } from 'node:crypto';
import { configuratorMessages } from '../configurator/messages.server';
import { LOCALE_INFOS, type Locale } from './locale';
import { messagesFor } from './messages.server';

export interface TranslationsFile {
  body: string;
  etag: string;
}

const files = new Map<Locale, TranslationsFile>();

/**
 * Every user-facing string of the shop in a locale as one JSON file (shop.md §7 "Translations: a JSON
 * file per locale"): the shell's and the configurator's catalogues, inheritance and Swiss spelling
 * applied. The files do not change while the server runs, so each is built and hashed once.
 */
export function translationsFile(locale: Locale): TranslationsFile {
  let file = files.get(locale);
  if (!file) {
    const body = JSON.stringify({ locale, shell: messagesFor(locale), configurator: configuratorMessages(locale) });
    file = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    files.set(locale, file);
  }
  return file;
}

/** The locale a file name names ("fr_CH.json" -> fr_CH), or undefined. */
export function localeOfTranslationsFile(name: string | undefined): Locale | undefined {
  return LOCALE_INFOS.find((info) => `${info.locale}.json` === name)?.locale;
}
