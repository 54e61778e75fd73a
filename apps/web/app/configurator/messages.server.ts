import { DESIGN_WORDS, localeCatalogues } from '@masswerk/contract';
import { englishMessages, LOCALES, type Locale } from '@masswerk/domain';
import type { ConfiguratorCatalogue } from './i18n';
import de_DE from './messages/de_DE.json';
import de_AT from './messages/de_AT.json';
import de_CH from './messages/de_CH.json';
import fr_FR from './messages/fr_FR.json';
import fr_CH from './messages/fr_CH.json';
import en_GB from './messages/en_GB.json';
import nl_NL from './messages/nl_NL.json';

// English option words are the domain's own (one source for the API and the web); the file adds the
// configurator's other English words. English lies under every locale only for keys built from data (a new
// option type) until they are translated. The words of design rules, terms and colours are the contract's
// (DESIGN_WORDS), shared with the API's answers.
const OWN = localeCatalogues<ConfiguratorCatalogue>({ de_DE, de_AT, de_CH, fr_FR, fr_CH, en_GB, nl_NL }, { ...englishMessages(), ...en_GB });
const CATALOGUES = Object.fromEntries(LOCALES.map((locale) => [locale, { ...OWN[locale], ...DESIGN_WORDS[locale] }])) as Record<Locale, ConfiguratorCatalogue>;

/** The configurator's messages of a locale; loaders send it, so only one locale reaches the browser. */
export function configuratorMessages(locale: Locale): ConfiguratorCatalogue {
  return CATALOGUES[locale];
}
