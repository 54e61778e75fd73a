/**
 * The two halves every family's editing shares: apply() refuses a change that adds a rule break the
 * design did not have, and options() asks apply() about each option, so a button is disabled with the
 * rule's words exactly when pressing it would fail (configurators.md §3 "Configuration option").
 */
import type { DesignIssue, ValidationResult } from '../../design/issue.ts';
import type { ConfigurationOption, Selection } from '../family.ts';
import type { MessageParams } from '../../messages/format.ts';
import { DesignRuleError } from '../family.ts';
import { duringOptionTrial } from '../option-trial-state.ts';
import { issueOf, withLazyText, type IssueTable } from './messages.ts';

/** An option before it is tried: everything but its disabled state and the reason for it. */
export type OptionDraft = Omit<ConfigurationOption, 'isDisabled' | 'isSelected' | 'messageCode'> & { isSelected?: boolean };

/** The identity of an issue: the same rule broken at the same place. */
export function issueKey(issue: DesignIssue): string {
  return `${issue.code}@${issue.path}`;
}

/** The keys of a design's errors, to compare a changed design with. */
export function errorKeys(validation: ValidationResult): ReadonlySet<string> {
  return new Set(validation.errors.map(issueKey));
}

/** How a family refuses an option: `refuse(rule, params, path)` throws a DesignRuleError worded by the family's table. */
export type Refuse = (rule: string, params?: MessageParams, path?: string) => never;

/** The refusal of a family (pure helpers throw it from deep inside a change). */
export function refusalOf(furnitureType: string, table: IssueTable): Refuse {
  return (rule, params = {}, path = '') => {
    throw new DesignRuleError(issueOf(table, furnitureType, rule, params, path));
  };
}

/** A family's apply(), and the same change tried without throwing when it breaks a rule (for options). */
export interface CheckedApply<D> {
  (design: D, option: ConfigurationOption, selection: Selection, before?: ReadonlySet<string>): D;
  /** The changed design, or the first rule it would newly break; refusals of the change itself still throw. */
  attempt(design: D, option: ConfigurationOption, selection: Selection, before?: ReadonlySet<string>): { design: D } | { issue: DesignIssue };
}

/**
 * A family's apply() from its unchecked change and its rules: the change is made, then refused when it
 * adds an error. `before` may be given when the caller already knows the design's errors.
 */
export function checkedApply<D>(
  validate: (design: D) => ValidationResult,
  change: (design: D, option: ConfigurationOption, selection: Selection) => D,
): CheckedApply<D> {
  const attempt: CheckedApply<D>['attempt'] = (design, option, selection, before) => {
    const known = before ?? errorKeys(validate(design));
    const next = change(design, option, selection);
    const fresh = validate(next).errors.find((e) => !known.has(issueKey(e)));
    return fresh === undefined ? { design: next } : { issue: fresh };
  };
  const apply = (design: D, option: ConfigurationOption, selection: Selection, before?: ReadonlySet<string>): D => {
    const result = attempt(design, option, selection, before);
    if ('issue' in result) throw new DesignRuleError(result.issue);
    return result.design;
  };
  return Object.assign(apply, { attempt });
}

/** A draft as the enabled option it is tried as: itself when it is one already (optionsByTrial's), else a copy. */
function asOption(draft: OptionDraft): ConfigurationOption {
  const option = draft as Partial<ConfigurationOption>;
  if (option.isDisabled === false && typeof option.isSelected === 'boolean') return draft as ConfigurationOption;
  return enabledOption(draft);
}

/**
 * A new option from a draft, enabled: the draft's fields in their order, then isDisabled and isSelected.
 * Object.assign, as `{ ...draft, isDisabled, isSelected }` means: several times faster in V8 for the
 * drafts' many shapes, and options are made some 300 times an edit.
 */
function enabledOption(draft: OptionDraft): ConfigurationOption {
  return Object.assign({}, draft, { isDisabled: false, isSelected: draft.isSelected ?? false });
}

/** What trying an option found: null when it applies, else the rule it breaks. */
export type OptionTrial = (draft: OptionDraft) => DesignIssue | null;

/** Tries drafts with a checked apply: the design's own errors are computed once for all of them, and a rule break is returned, not thrown. */
export function optionTrial<D>(apply: CheckedApply<D>, validate: (design: D) => ValidationResult, design: D, selection: Selection): OptionTrial {
  let before: ReadonlySet<string> | undefined;
  return (draft) => {
    before ??= errorKeys(validate(design));
    try {
      const option = asOption(draft);
      const result = duringOptionTrial(() => apply.attempt(design, option, selection, before));
      return 'issue' in result ? result.issue : null;
    } catch (error) {
      if (!(error instanceof DesignRuleError)) throw error;
      return error.issue;
    }
  };
}

/**
 * Options from drafts, each tried: disabled with the rule's message and code when it would fail. Drafts
 * with the same `sameOutcome` key share one trial (a colour group's colours are all allowed or none is).
 */
export function optionsByTrial(drafts: readonly OptionDraft[], trial: OptionTrial, sameOutcome?: (draft: OptionDraft) => string | undefined): ConfigurationOption[] {
  const known = new Map<string, DesignIssue | null>();
  return drafts.map((draft) => {
    // The option is made once and tried as it is (an enabled option until the trial says otherwise):
    // copying each draft for the trial too cost as much as the trial's own rules.
    const option = enabledOption(draft);
    const key = sameOutcome?.(draft);
    let issue = key === undefined ? undefined : known.get(key);
    if (issue === undefined) {
      issue = trial(option);
      if (key !== undefined) known.set(key, issue);
    }
    if (issue !== null) {
      option.isDisabled = true;
      const reason = issue;
      withLazyText(option, 'message', () => reason.message);
      option.messageCode = issue.code;
      option.messageParams = issue.params ?? {};
    }
    return option;
  });
}
