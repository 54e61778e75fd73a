/**
 * Every issue code the domain can emit, by family, with its English words and sample parameters; and
 * the keys under which a locale's messages word a code. Rules every family shares (reading a design,
 * the baseboard cut) are worded once as `issue.design.{rule}`, a shared rule set's as `issue.{set}.{rule}`.
 */
import type { FurnitureType } from '../design/furniture-type.ts';
import { ENGLISH_TERMS } from '../messages/english.ts';
import { CUSHION_ISSUES, CUSHION_OPTIONS } from './cushion/messages.ts';
import { DESIGN_ISSUES, type IssueTable, type OptionTable } from './kit/messages.ts';
import { FAMILIES } from './registry.ts';
import { SHELF_ISSUES, SHELF_OPTIONS } from './shelf/messages.ts';
import { SOFA_ISSUES, SOFA_OPTIONS } from './sofa/messages.ts';
import { WARDROBE_ISSUES, WARDROBE_OPTIONS } from './wardrobe/messages.ts';

export type { IssueTable, IssueWords, OptionTable } from './kit/messages.ts';

/** The words of every rule and refusal of each family (the sofa lines share theirs). */
export const FAMILY_ISSUES: Readonly<Record<FurnitureType, IssueTable>> = {
  shelf: SHELF_ISSUES,
  wardrobe: WARDROBE_ISSUES,
  joyn: SOFA_ISSUES,
  lyvyn: SOFA_ISSUES,
  flayr: SOFA_ISSUES,
  pyllow: SOFA_ISSUES,
  cushion: CUSHION_ISSUES,
};

/** The texts of every family's options that carry figures, by label code (`opt.{code}`). */
export const FAMILY_OPTIONS: Readonly<Record<FurnitureType, OptionTable>> = {
  shelf: SHELF_OPTIONS,
  wardrobe: WARDROBE_OPTIONS,
  joyn: SOFA_OPTIONS,
  lyvyn: SOFA_OPTIONS,
  flayr: SOFA_OPTIONS,
  pyllow: SOFA_OPTIONS,
  cushion: CUSHION_OPTIONS,
};

/** The message keys that may word an issue code `{type}.{rule}`, most specific first. */
export function issueMessageKeys(code: string): string[] {
  const dot = code.indexOf('.');
  const type = code.slice(0, dot) as FurnitureType;
  const rule = code.slice(dot + 1);
  const keys = [`issue.${code}`];
  if (DESIGN_ISSUES[rule] !== undefined) keys.push(`issue.design.${rule}`);
  const set = FAMILIES[type]?.sharedRuleSet;
  if (set !== undefined && set !== null) keys.push(`issue.${set}.${rule}`);
  return keys;
}

/**
 * The English messages as a locale's catalogue: `issue.{design|set|type}.{rule}` templates, `opt.{code}`
 * option texts and `term.{key}` words. The web's English catalogue is built from it, so English is written once.
 */
export function englishMessages(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [type, table] of Object.entries(FAMILY_ISSUES) as [FurnitureType, IssueTable][]) {
    const owner = FAMILIES[type].sharedRuleSet ?? type;
    for (const [rule, words] of Object.entries(table)) out[DESIGN_ISSUES[rule] !== undefined ? `issue.design.${rule}` : `issue.${owner}.${rule}`] = words.en;
  }
  for (const table of Object.values(FAMILY_OPTIONS)) for (const [code, words] of Object.entries(table)) out[`opt.${code}`] = words.en;
  for (const [key, word] of Object.entries(ENGLISH_TERMS)) out[`term.${key}`] = word;
  return out;
}
