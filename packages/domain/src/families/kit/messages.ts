/**
 * The words of a family's issues: every code it can report, with its English template and sample
 * parameters. The domain words its messages in English from these (for the API); each locale of the
 * web words the same code and parameters its own way, and a test runs every sample through every locale.
 */
import type { DesignIssue } from '../../design/issue.ts';
import { englishMessage } from '../../messages/english.ts';
import type { Message, MessageParams } from '../../messages/format.ts';

export interface IssueWords {
  /** English template (ICU subset, messages/format.ts). */
  en: string;
  /** Parameters as a real issue carries them, for tests that word every code in every locale. */
  sample: MessageParams;
}

/** Rules of a family (or a rule set several families share) by code, without the family prefix. */
export type IssueTable = Readonly<Record<string, IssueWords>>;

/** Texts of a family's options that carry figures, by label code (`opt.{code}` in each locale). */
export type OptionTable = Readonly<Record<string, IssueWords>>;

/** English option texts already worded, by template and parameters (a bounded memo: option lists are worded again on every edit). */
const optionTexts = new Map<string, string>();
const OPTION_TEXTS_MAX = 4096;

function hasNegativeZero(value: unknown): boolean {
  if (typeof value === 'number') return Object.is(value, -0);
  if (typeof value !== 'object' || value === null) return false;
  for (const item of Array.isArray(value) ? value : Object.values(value)) if (hasNegativeZero(item)) return true;
  return false;
}

/** An option's text as data: the label (code and typed parameters) and the English text built from it. */
export function optionLabel(table: OptionTable, code: string, params: MessageParams): { text: string; label: Message } {
  const words = table[code];
  if (words === undefined) throw new Error(`no words for the option text "${code}"`);
  // JSON tells every parameter apart but the numbers it cannot write (NaN and infinities as null, -0 as
  // 0): those are worded each time.
  const json = JSON.stringify(params);
  const exact = !json.includes('null') && !hasNegativeZero(params);
  const key = `${words.en}\u0000${json}`;
  let text = exact ? optionTexts.get(key) : undefined;
  if (text === undefined) {
    text = englishMessage(words.en, params);
    if (exact) {
      if (optionTexts.size >= OPTION_TEXTS_MAX) optionTexts.clear();
      optionTexts.set(key, text);
    }
  }
  return { text, label: { code, params } };
}

/** Words with no parameters. */
export const plain = (en: string): IssueWords => ({ en, sample: {} });

/** An issue of a family: code `{furnitureType}.{rule}`, the parameters, and the English message. */
export function issueOf(table: IssueTable, furnitureType: string, rule: string, params: MessageParams, path: string): DesignIssue {
  const words = table[rule];
  if (words === undefined) throw new Error(`no words for the rule "${rule}" of ${furnitureType}`);
  // Worded when first read: options try hundreds of changes whose issues nobody reads. The same property
  // as withLazyText's (enumerable, configurable, settable), written in the literal: defining it afterwards
  // took longer than the rule that found the issue.
  let text: string | undefined;
  return {
    path,
    code: `${furnitureType}.${rule}`,
    params,
    get message(): string {
      return (text ??= englishMessage(words.en, params));
    },
    set message(value: string) {
      text = value;
    },
  };
}

/** Defines `key` as a plain-looking property (enumerable, so JSON and equality see it) computed on first read. */
export function withLazyText<T extends object>(target: T, key: string, compute: () => string): T {
  let text: string | undefined;
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get: () => (text ??= compute()),
    set: (value: string) => {
      text = value;
    },
  });
  return target;
}

/** Words of the rules every family shares: reading a stored design, and the baseboard cut of the casegoods. */
export const DESIGN_ISSUES: IssueTable = {
  'parse.type': plain('A design must be a JSON object.'),
  'parse.furniture_type': { en: 'This design belongs to another product ({found}).', sample: { found: 'wardrobe' } },
  'parse.version': plain('The design version must be a whole number.'),
  'parse.version.future': {
    en: 'This design was saved by a newer version ({version}); this shop reads up to version {current}.',
    sample: { version: 3, current: 1 },
  },
  'parse.version.unknown': { en: 'Designs of version {version} cannot be read any more.', sample: { version: 0 } },
  'parse.structure': {
    en:
      '{field} {problem, select, type {must be {expected, select, number {a number} string {a text} boolean {true or false} array {a list} object {an object} other {of another kind}}} ' +
      'value {must be {allowed}} empty {must not be empty} small {must be at least {limit}} big {must be at most {limit}} other {is not valid}}.',
    sample: { field: 'columns.2.heightInSections', problem: 'type', expected: 'number', allowed: { anyOf: ['door', 'drawer'] }, limit: 1 },
  },
  'baseboardCut.height': {
    en: 'A baseboard cut of {height} height is not offered; choose {heights}.',
    sample: { height: { cm: 7 }, heights: { anyOf: [{ cm: 0 }, { cm: 6 }, { cm: 8.5 }] } },
  },
  'baseboardCut.depth': {
    en: 'A baseboard cut of {depth} depth is not offered; choose {depths}.',
    sample: { depth: { cm: 3 }, depths: { anyOf: [{ cm: 0 }, { cm: 2 }, { cm: 4.5 }] } },
  },
  'baseboardCut.partial': plain('A baseboard cut needs both a height and a depth; set both, or both to 0 for no cut.'),
};
