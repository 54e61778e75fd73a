import type { Locale } from '@masswerk/domain';
import { localeCatalogues } from '@masswerk/contract';
import type { AccountMessages } from './i18n';
import de_DE from './messages/de_DE.json';
import de_AT from './messages/de_AT.json';
import de_CH from './messages/de_CH.json';
import fr_FR from './messages/fr_FR.json';
import fr_CH from './messages/fr_CH.json';
import en_GB from './messages/en_GB.json';
import nl_NL from './messages/nl_NL.json';

const CATALOGUES = localeCatalogues<AccountMessages>({ de_DE, de_AT, de_CH, fr_FR, fr_CH, en_GB, nl_NL });

/** The account page’s messages of a locale; the loader sends them, so only one locale reaches the browser. */
export function accountMessages(locale: Locale): AccountMessages {
  return CATALOGUES[locale];
}
