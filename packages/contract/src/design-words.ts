import { englishMessages, type DesignIssue, type Locale, type MessageLocale } from '@masswerk/domain';
import { catalogueIssueText, designMessageLocale, type DesignWords } from './design-issue-text.ts';
import { localeCatalogues } from './locale-catalogues.ts';
import de_DE from './design-words/de_DE.json';
import de_AT from './design-words/de_AT.json';
import de_CH from './design-words/de_CH.json';
import fr_FR from './design-words/fr_FR.json';
import fr_CH from './design-words/fr_CH.json';
import en_GB from './design-words/en_GB.json';
import nl_NL from './design-words/nl_NL.json';

// The words of a design's rules in every locale: `issue.*` templates, the `term.*` and `color.*` words they
// name. The API words a 422 with them in the request's language, and the configurator's catalogue holds
// them, so a rule break reads the same in the shop and in an API answer. English is the domain's own.

const englishDesignWords = Object.fromEntries(Object.entries(englishMessages()).filter(([key]) => !key.startsWith('opt.')));

/** Every locale's design words, English (the domain's) under the keys a locale has not translated yet. */
export const DESIGN_WORDS: Readonly<Record<Locale, DesignWords>> = localeCatalogues<DesignWords>({ de_DE, de_AT, de_CH, fr_FR, fr_CH, en_GB, nl_NL }, englishDesignWords);

const messageLocales = new Map<Locale, MessageLocale>();

/** A rule break in the words of `locale`, for an API answer. */
export function designIssueText(issue: DesignIssue, locale: Locale): string {
  let words = messageLocales.get(locale);
  if (!words) messageLocales.set(locale, (words = designMessageLocale(locale, DESIGN_WORDS[locale])));
  return catalogueIssueText(issue, DESIGN_WORDS[locale], words);
}
