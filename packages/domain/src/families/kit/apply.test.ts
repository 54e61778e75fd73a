import { describe, expect, it } from 'vitest';
import type { DesignIssue } from '../../design/issue.ts';
import { englishMessage } from '../../messages/english.ts';
import { DesignRuleError, type ConfigurationOption } from '../family.ts';
import { optionsByTrial, optionTrial, checkedApply, type OptionDraft } from './apply.ts';
import { optionLabel } from './messages.ts';

const tooBig: DesignIssue = { path: 'size', code: 'box.size.max', message: 'At most 3.', params: { max: 3 } };

describe('optionsByTrial', () => {
  const drafts: OptionDraft[] = [
    { action: 'update', group: 'size', type: 'size', value: 2, text: 'Two', isSelected: true },
    { action: 'update', group: 'size', type: 'size', value: 4, text: 'Four', label: { code: 'size', params: { size: 4 } } },
  ];

  it('tries each draft as the enabled option it becomes, and answers with new objects keyed as the drafts then isDisabled and isSelected', () => {
    const tried: ConfigurationOption[] = [];
    const before = JSON.parse(JSON.stringify(drafts)) as OptionDraft[];
    const options = optionsByTrial(drafts, (option) => {
      tried.push({ ...(option as ConfigurationOption) });
      return Number(option.value) > 3 ? tooBig : null;
    });
    expect(tried).toEqual([
      { ...drafts[0], isDisabled: false, isSelected: true },
      { ...drafts[1], isDisabled: false, isSelected: false },
    ]);
    expect(drafts).toEqual(before);
    expect(options.every((o, i) => o !== drafts[i])).toBe(true);
    expect(Object.keys(options[0]!)).toEqual(['action', 'group', 'type', 'value', 'text', 'isSelected', 'isDisabled']);
    expect(Object.keys(options[1]!)).toEqual(['action', 'group', 'type', 'value', 'text', 'label', 'isDisabled', 'isSelected', 'message', 'messageCode', 'messageParams']);
    expect(options[0]).toMatchObject({ isDisabled: false, isSelected: true });
    expect(options[1]).toMatchObject({ isDisabled: true, isSelected: false, message: 'At most 3.', messageCode: 'box.size.max', messageParams: { max: 3 } });
  });

  it('gives the trial of an optionTrial the option itself, and copies a bare draft', () => {
    const seen: ConfigurationOption[] = [];
    const apply = checkedApply<{ size: number }>(
      () => ({ errors: [], warnings: [] }),
      (design, option) => {
        seen.push(option);
        return { size: Number(option.value) };
      },
    );
    const trial = optionTrial(apply, () => ({ errors: [], warnings: [] }), { size: 1 }, []);
    const [option] = optionsByTrial([drafts[1]!], trial);
    expect(seen[0]).toBe(option);
    const draft = drafts[0]!;
    expect(trial(draft)).toBeNull();
    expect(seen[1]).not.toBe(draft);
    expect(seen[1]).toEqual({ ...draft, isDisabled: false, isSelected: true });
  });
});

describe('optionLabel', () => {
  const table = { width: { en: 'Width {width}', sample: { width: { cm: 50 } } }, count: { en: '{n} boards', sample: { n: 2 } } };

  it('words the same text as englishMessage, asked once or again, for parameters JSON writes alike', () => {
    for (const params of [{ width: { cm: 56.4 } }, { width: { cm: 56.4 } }, { width: { cm: 0 } }, { width: { cm: -0 } }, { width: { cm: 0 } }]) {
      expect(optionLabel(table, 'width', params)).toEqual({ text: englishMessage(table.width.en, params), label: { code: 'width', params } });
    }
    for (const n of [3, Number.NaN, Infinity, -Infinity, 3]) expect(optionLabel(table, 'count', { n }).text).toBe(englishMessage(table.count.en, { n }));
  });
});

describe('optionTrial refusals', () => {
  const limits = Error as { stackTraceLimit?: number };
  const refusing = checkedApply<{ size: number }>(
    () => ({ errors: [], warnings: [] }),
    (_design, option) => {
      if (option.value === 'bug') throw new TypeError('not a rule');
      refused.push(new DesignRuleError(tooBig));
      throw refused.at(-1)!;
    },
  );
  const refused: DesignRuleError[] = [];

  it('answers the issue of a refusal, whose error has no stack trace inside the trial and one outside, and leaves the engine setting as it was', () => {
    const limit = limits.stackTraceLimit;
    const trial = optionTrial(refusing, () => ({ errors: [], warnings: [] }), { size: 1 }, []);
    expect(trial({ action: 'update', group: 'size', type: 'size', value: 9, text: 'Nine' })).toBe(tooBig);
    expect(refused[0]!.stack).not.toMatch(/\n\s+at /);
    expect(refused[0]!.message).toBe('At most 3.');
    expect(limits.stackTraceLimit).toBe(limit);
    expect(() => trial({ action: 'update', group: 'size', type: 'size', value: 'bug', text: 'Bug' })).toThrow(TypeError);
    expect(limits.stackTraceLimit).toBe(limit);
    expect(new DesignRuleError(tooBig).stack).toMatch(/\n\s+at /);
  });
});
