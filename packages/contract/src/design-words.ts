import { colorById, englishMessages, formatMessage, issueMessageKeys, localeInfo, type DesignIssue, type Locale, type MessageLocale } from '@masswerk/domain';
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

/** A locale's design words: `issue.{code}` templates, `term.{key}` and `color.{id}` words. */
export type DesignWords = Readonly<Record<string, string>>;

const englishDesignWords = Object.fromEntries(Object.entries(englishMessages()).filter(([key]) => !key.startsWith('opt.')));

/** Every locale's design words, English (the domain's) under the keys a locale has not translated yet. */
export const DESIGN_WORDS: Readonly<Record<Locale, DesignWords>> = localeCatalogues<DesignWords>({ de_DE, de_AT, de_CH, fr_FR, fr_CH, en_GB, nl_NL }, englishDesignWords);

/** A locale as formatMessage needs it, its terms and colour names read from `catalogue`. */
export function designMessageLocale(locale: Locale, catalogue: DesignWords): MessageLocale {
  return {
    bcp47: localeInfo(locale).bcp47,
    term: (key) => catalogue[`term.${key}`],
    color: (id) => catalogue[`color.${id}`] ?? colorById(id)?.name ?? id,
  };
}

/**
 * The catalogue key that words an issue code `{type}.{rule}`: `issue.{code}`, else the words of a rule set the
 * family shares (`issue.design.{rule}` for every family, `issue.{set}.{rule}` for family.sharedRuleSet); null when none.
 */
export function issueKey(code: string, catalogue: DesignWords): string | null {
  return issueMessageKeys(code).find((key) => catalogue[key] !== undefined) ?? null;
}

/**
 * A rule break in words: its code's template in `catalogue` (see issueMessageKeys) filled with its typed
 * parameters, or the domain's English when the catalogue has no template or the parameters do not fit it
 * (a bug the message tests catch; the reader still gets a sentence).
 */
export function catalogueIssueText(issue: DesignIssue, catalogue: DesignWords, words: MessageLocale): string {
  const key = issueKey(issue.code, catalogue);
  if (key === null || issue.params === undefined) return issue.message;
  try {
    return formatMessage(catalogue[key]!, issue.params, words);
  } catch {
    return issue.message;
  }
}

const messageLocales = new Map<Locale, MessageLocale>();

/** A rule break in the words of `locale`, for an API answer. */
export function designIssueText(issue: DesignIssue, locale: Locale): string {
  let words = messageLocales.get(locale);
  if (!words) messageLocales.set(locale, (words = designMessageLocale(locale, DESIGN_WORDS[locale])));
  return catalogueIssueText(issue, DESIGN_WORDS[locale], words);
}
