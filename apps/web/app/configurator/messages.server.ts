import { DESIGN_WORDS, localeCatalogues } from '@masswerk/contract';
import { englishMessages, FAMILIES, FURNITURE_TYPES, LOCALES, type FurnitureType, type Locale } from '@masswerk/domain';
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

/** Who owns an `issue.{owner}.…` or `view.{owner}.…` key: a furniture type, or a rule set types share (the sofas'). */
const OWNERS = new Set<string>([...FURNITURE_TYPES, ...FURNITURE_TYPES.flatMap((type) => FAMILIES[type].sharedRuleSet ?? [])]);
const BY_FAMILY = new Map<string, ConfiguratorCatalogue>();

/**
 * The configurator's messages of a locale as one family's page needs them: the rule and view words of the
 * other families left out (a quarter of the catalogue, which each configurator page carries in its
 * HTML and hydrates from, issue 16). Kept: every other word, the rules every family shares
 * (`issue.design.…`), the family's own and those of the rule set it shares (`issue.sofa.…` for a sofa).
 */
export function configuratorMessagesFor(locale: Locale, furnitureType: FurnitureType): ConfiguratorCatalogue {
  const cacheKey = `${locale}/${furnitureType}`;
  const known = BY_FAMILY.get(cacheKey);
  if (known) return known;
  const own = new Set(['design', furnitureType, FAMILIES[furnitureType].sharedRuleSet ?? furnitureType]);
  const kept = Object.fromEntries(
    Object.entries(CATALOGUES[locale]).filter(([key]) => {
      const [kind, owner] = key.split('.', 2);
      return !((kind === 'issue' || kind === 'view') && owner !== undefined && OWNERS.has(owner) && !own.has(owner));
    }),
  ) as ConfiguratorCatalogue;
  BY_FAMILY.set(cacheKey, kept);
  return kept;
}
