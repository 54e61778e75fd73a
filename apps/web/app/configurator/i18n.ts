import { colorById, familyOf, furnitureTypeIs, localeInfo, type ConfigurationOption, type DesignIssue, type Locale } from '@masswerk/domain';
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
  /** A message by key, with {name} parameters and {name|one|other} plurals. */
  t(key: ConfiguratorMessageKey, params?: Params): string;
  /** A message by a key built from data (view ids, codes), or `fallback` when the locale has none. */
  tryT(key: string, fallback: string, params?: Params): string;
  /** A number in the locale's notation (decimal comma, no grouping: "72,6"). */
  number(value: number): string;
  /** The text of a configuration option in the locale (see optionText). */
  option(option: ConfigurationOption): string;
  /** A colour's name. */
  color(id: string): string;
  /** A validation issue in words: by its code, with the figures of the domain's English message. */
  issue(issue: DesignIssue): string;
  /** Why an option is disabled: the rule behind it by code (see issue), else the domain's words. */
  reason(option: ConfigurationOption): string;
}

/** Fills {name} and {name|one|other} placeholders. */
export function messageFormat(template: string, params: Params, number: (n: number) => string): string {
  return template.replace(/\{(\w+)(?:\|([^|}]*)\|([^}]*))?\}/g, (whole, name: string, one?: string, other?: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (one !== undefined && other !== undefined) return Number(value) === 1 ? one : other;
    return typeof value === 'number' ? number(value) : value;
  });
}

/** The translator of a locale. */
export function translatorFor(locale: Locale, catalogue: ConfiguratorCatalogue): Translator {
  const numberFormat = new Intl.NumberFormat(localeInfo(locale).bcp47, { maximumFractionDigits: 2, useGrouping: false });
  const number = (n: number): string => numberFormat.format(n);
  const tryT = (key: string, fallback: string, params: Params = {}): string => {
    const template = catalogue[key];
    return template === undefined ? fallback : messageFormat(template, params, number);
  };
  const color = (id: string): string => tryT(`color.${id}`, colorById(id)?.name ?? id);
  const issue = (issue: DesignIssue): string => {
    const key = issueKey(issue.code, catalogue);
    const template = key === null ? undefined : catalogue[key];
    if (template === undefined) return issue.message;
    const params = figuresOf(issue.message);
    return templateFits(template, params) ? messageFormat(template, params, number) : issue.message;
  };
  return {
    locale,
    t: (key, params) => tryT(key, key, params),
    tryT,
    number,
    color,
    option: (option) => optionText(option, catalogue, color, number),
    issue,
    reason: (option) => (option.messageCode === undefined ? (option.message ?? '') : issue({ path: '', code: option.messageCode, message: option.message ?? '' })),
  };
}

/**
 * The catalogue key that words an issue code `{type}.{rule}`: `issue.{code}`, else, for a family that shares
 * its rules with others (family.sharedRuleSet, the sofa lines), `issue.{set}.{rule}`; null when none.
 */
export function issueKey(code: string, catalogue: Catalogue): string | null {
  if (catalogue[`issue.${code}`] !== undefined) return `issue.${code}`;
  const [type = '', ...rule] = code.split('.');
  const set = furnitureTypeIs(type) ? familyOf(type).sharedRuleSet : null;
  const shared = `issue.${set}.${rule.join('.')}`;
  return set !== null && catalogue[shared] !== undefined ? shared : null;
}

/** True when an option picks a colour (its value is a colour id of a colour group or type). */
export function optionIsColor(option: ConfigurationOption): boolean {
  return (/colou?r/i.test(option.type) || /colou?r/i.test(option.group)) && colorById(String(option.value)) !== undefined;
}

/**
 * The text of an option in a locale. Options are keyed by their stable type and value, not by the English
 * text: `opt.{group}/{type}.{value}`, `opt.{type}.{value}`, then templates `opt.{type}.{head}` and
 * `opt.{type}` whose {n1}, {n2}, ... are the figures the domain put into its English text, in order (the
 * domain computes them; the web only words them). Colours use their name. Anything unknown stays English.
 */
export function optionText(option: ConfigurationOption, catalogue: Catalogue, color: (id: string) => string, number: (n: number) => string): string {
  if (optionIsColor(option)) return color(String(option.value));
  const key = optionKey(option, catalogue);
  return key === null ? option.text : messageFormat(catalogue[key] ?? option.text, figuresOf(option.text), number);
}

/** The catalogue key that words an option (see optionText), or null when the English text is kept. */
export function optionKey(option: ConfigurationOption, catalogue: Catalogue): string | null {
  const value = String(option.value);
  const head = value.split(':')[0] ?? value;
  const params = figuresOf(option.text);
  const count = Object.keys(params).length;
  // Square lounges are worded apart; other square modules (ottomans, storage) say so in their figures.
  const squares = option.square === true ? ['.square', ''] : [''];
  const types = [`${option.group}/${option.type}`, option.type];
  const candidates: string[] = [];
  for (const type of types) for (const sq of squares) candidates.push(`opt.${type}.${value}${sq}`);
  for (const type of types) candidates.push(`opt.${type}.@${option.action}`);
  for (const type of types) {
    if (!/^[\d.:x]+$/.test(head)) for (const sq of squares) candidates.push(`opt.${type}.${head}${sq}.${count}`, `opt.${type}.${head}${sq}`);
    candidates.push(`opt.${type}.${count}`, `opt.${type}`);
  }
  for (const key of candidates) {
    const template = catalogue[key];
    if (template !== undefined && templateFits(template, params)) return key;
  }
  return null;
}

/** The figures of an English text as {n1, n2, ...}. */
function figuresOf(text: string): Record<string, number> {
  const params: Record<string, number> = {};
  [...text.matchAll(/\d+(?:\.\d+)?/g)].forEach((m, i) => (params[`n${i + 1}`] = Number(m[0])));
  return params;
}

/** A template naming a figure the text lacks would print a placeholder: the English text is kept then. */
function templateFits(template: string, params: Record<string, number>): boolean {
  return [...template.matchAll(/\{(n\d+)/g)].every((m) => params[m[1] ?? ''] !== undefined);
}
