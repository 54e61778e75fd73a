import { catalogueIssueText, designMessageLocale } from '@masswerk/contract';
import {
  colorById,
  formatMessage,
  localeInfo,
  messageNumber,
  messageParamNames,
  type ConfigurationOption,
  type DesignIssue,
  type Locale,
  type MessageLocale,
} from '@masswerk/domain';
import type reference from './messages/de_DE.json';

/** A locale's configurator messages (messages.server.ts builds it, with English under every locale). */
export type ConfiguratorCatalogue = Readonly<Record<string, string>>;
/** Keys every locale has (de_DE is the reference; the test checks the others). */
export type ConfiguratorMessageKey = keyof typeof reference;
type Catalogue = ConfiguratorCatalogue;

export type Params = Readonly<Record<string, string | number>>;

/** Translates the configurator's strings for one locale; data-driven keys fall back to the domain's English. */
export interface Translator {
  locale: Locale;
  /** A message by key, with `{name}` parameters and ICU plurals and selects (the domain's formatMessage). */
  t(key: ConfiguratorMessageKey, params?: Params): string;
  /** A message by a key built from data (view ids, codes), or `fallback` when the locale has none. */
  tryT(key: string, fallback: string, params?: Params): string;
  /** A number in the locale's notation (decimal comma, grouped from five digits: "72,6", "10.000"). */
  number(value: number): string;
  /** The text of a configuration option in the locale (see optionText). */
  option(option: ConfigurationOption): string;
  /** A colour's name. */
  color(id: string): string;
  /** A validation issue in words: its code's template in the locale, filled with the issue's typed parameters. */
  issue(issue: DesignIssue): string;
  /** Why an option is disabled: the rule behind it by code (see issue), else the domain's words. */
  reason(option: ConfigurationOption): string;
}

/** Fills a template in a locale with loose parameters: a parameter the caller did not pass keeps its `{name}`. */
export function messageFormat(template: string, params: Params, words: MessageLocale): string {
  return formatMessage(template, params, words, { missing: 'keep' });
}

/** The translator of a locale. */
export function translatorFor(locale: Locale, catalogue: ConfiguratorCatalogue): Translator {
  const bcp47 = localeInfo(locale).bcp47;
  const number = (n: number): string => messageNumber(bcp47, n);
  const words = designMessageLocale(locale, catalogue);
  const color = words.color;
  const tryT = (key: string, fallback: string, params: Params = {}): string => {
    const template = catalogue[key];
    return template === undefined ? fallback : messageFormat(template, params, words);
  };
  const issue = (issue: DesignIssue): string => catalogueIssueText(issue, catalogue, words);
  return {
    locale,
    t: (key, params) => tryT(key, key, params),
    tryT,
    number,
    color,
    option: (option) => optionText(option, catalogue, words),
    issue,
    reason: (option) =>
      option.messageCode === undefined ? (option.message ?? '') : issue({ path: '', code: option.messageCode, params: option.messageParams ?? {}, message: option.message ?? '' }),
  };
}

/** True when an option picks a colour (its value is a colour id of a colour group or type). */
export function optionIsColor(option: ConfigurationOption): boolean {
  return (/colou?r/i.test(option.type) || /colou?r/i.test(option.group)) && colorById(String(option.value)) !== undefined;
}

/**
 * The text of an option in a locale. An option with figures carries its text as data (`label`: a code and
 * typed parameters), worded by `opt.{code}`; the others are keyed by their stable type and value, never by
 * the English text: `opt.{group}/{type}.{value}`, `opt.{type}.{value}`, `opt.{type}.@{action}`,
 * `opt.{type}.{head}`, `opt.{type}`. Colours use their name. Anything unknown stays English.
 */
export function optionText(option: ConfigurationOption, catalogue: Catalogue, words: MessageLocale): string {
  if (optionIsColor(option)) return words.color(String(option.value));
  const key = optionKey(option, catalogue);
  if (key === null) return option.text;
  try {
    return formatMessage(catalogue[key]!, option.label?.params ?? {}, words);
  } catch {
    return option.text;
  }
}

/** The catalogue key that words an option (see optionText), or null when the English text is kept. */
export function optionKey(option: ConfigurationOption, catalogue: Catalogue): string | null {
  if (option.label !== undefined) {
    const key = `opt.${option.label.code}`;
    return catalogue[key] === undefined ? null : key;
  }
  const value = String(option.value);
  const head = value.split(':')[0] ?? value;
  // Square lounges are worded apart.
  const squares = option.square === true ? ['.square', ''] : [''];
  const types = [`${option.group}/${option.type}`, option.type];
  const candidates: string[] = [];
  for (const type of types) for (const sq of squares) candidates.push(`opt.${type}.${value}${sq}`);
  for (const type of types) candidates.push(`opt.${type}.@${option.action}`);
  for (const type of types) {
    if (!/^[\d.:x]+$/.test(head)) for (const sq of squares) candidates.push(`opt.${type}.${head}${sq}`);
    candidates.push(`opt.${type}`);
  }
  // Without a label the option has no parameters, so only a template that needs none can word it.
  return candidates.find((key) => catalogue[key] !== undefined && messageParamNames(catalogue[key]).size === 0) ?? null;
}
