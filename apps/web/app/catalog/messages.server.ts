import type { Locale } from '@masswerk/domain';
import { localeCatalogues } from '@masswerk/contract';
import { configuratorMessages } from '../configurator/messages.server';
import type { CatalogMessages } from './i18n';
import de_DE from './messages/de_DE.json';
import de_AT from './messages/de_AT.json';
import de_CH from './messages/de_CH.json';
import fr_FR from './messages/fr_FR.json';
import fr_CH from './messages/fr_CH.json';
import en_GB from './messages/en_GB.json';
import nl_NL from './messages/nl_NL.json';

const CATALOGUES = localeCatalogues<CatalogMessages>({ de_DE, de_AT, de_CH, fr_FR, fr_CH, en_GB, nl_NL });

/** The category pages' messages of a locale; the loader sends them, so only one locale reaches the browser. */
export function catalogMessages(locale: Locale): CatalogMessages {
  return CATALOGUES[locale];
}

/** The names of these colours in the locale (the configurator owns the words for colours: `color.{id}`), only those the page shows. */
export function catalogColorNames(locale: Locale, ids: readonly string[]): Record<string, string> {
  const words = configuratorMessages(locale);
  return Object.fromEntries(ids.flatMap((id) => (words[`color.${id}`] === undefined ? [] : [[id, words[`color.${id}`]!]])));
}
