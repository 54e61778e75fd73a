import { localeCatalogues } from '@masswerk/contract';
import type { Locale } from './locale';
import type { Messages } from './messages-types';
import de_DE from './messages/de_DE.json';
import de_AT from './messages/de_AT.json';
import de_CH from './messages/de_CH.json';
import fr_FR from './messages/fr_FR.json';
import fr_CH from './messages/fr_CH.json';
import en_GB from './messages/en_GB.json';
import nl_NL from './messages/nl_NL.json';

// de_AT and de_CH inherit from de_DE (de_CH in Swiss spelling), fr_CH from fr_FR, each with its own
// overrides. Only the server imports every locale; a page carries its locale's catalogue in the root loader's data.
const CATALOGUES = localeCatalogues<Messages>({ de_DE, de_AT, de_CH, fr_FR, fr_CH, en_GB, nl_NL });

/** Every user-facing string of the shell in a locale. */
export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale];
}
