import { colorById, formatMessage, issueMessageKeys, localeInfo, type DesignIssue, type Locale, type MessageLocale } from '@masswerk/domain';

// A rule break in a catalogue's words. Apart from the catalogues themselves (design-words.ts) so the web
// app words issues with the catalogue its page was sent, without every locale's words in its bundle and
// without building them while the configurator starts.

/** A locale's design words: `issue.{code}` templates, `term.{key}` and `color.{id}` words. */
export type DesignWords = Readonly<Record<string, string>>;

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
