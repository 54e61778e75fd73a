import { inheritedText } from '@masswerk/contract';
import { englishMessages, type Locale } from '@masswerk/domain';
import type { ConfiguratorCatalogue } from './i18n';
import de_DE from './messages/de_DE.json';
import de_AT from './messages/de_AT.json';
import de_CH from './messages/de_CH.json';
import fr_FR from './messages/fr_FR.json';
import fr_CH from './messages/fr_CH.json';
import en_GB_own from './messages/en_GB.json';
import nl_NL from './messages/nl_NL.json';

// English issue words and terms are the domain's own (one source for the API and the web); the file adds
// the configurator's other English words.
const en_GB: ConfiguratorCatalogue = { ...englishMessages(), ...en_GB_own };

// de_AT and de_CH inherit from de_DE, fr_CH from fr_FR, each with its own overrides. English lies under
// every locale only for keys built from data (a new colour, a new option type) until they are translated.
const CATALOGUES: Readonly<Record<Locale, ConfiguratorCatalogue>> = {
  de_DE: { ...en_GB, ...de_DE },
  de_AT: { ...en_GB, ...de_DE, ...de_AT },
  de_CH: { ...en_GB, ...inheritedText('de_CH', 'de_DE', de_DE), ...de_CH },
  fr_FR: { ...en_GB, ...fr_FR },
  fr_CH: { ...en_GB, ...fr_FR, ...fr_CH },
  en_GB,
  nl_NL: { ...en_GB, ...nl_NL },
};

/** The configurator's messages of a locale; loaders send it, so only one locale reaches the browser. */
export function configuratorMessages(locale: Locale): ConfiguratorCatalogue {
  return CATALOGUES[locale];
}
