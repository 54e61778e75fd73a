import { describe, expect, it } from 'vitest';
import { REFERENCE_DESIGNS } from '../families/registry.ts';
import { designSizeIssue, MAX_DESIGN_LIST_ITEMS } from './size-limit.ts';

describe('designSizeIssue', () => {
  it('passes every reference design', () => {
    for (const set of Object.values(REFERENCE_DESIGNS)) for (const design of Object.values(set)) expect(designSizeIssue(design)).toBeNull();
  });

  it('names the first list that is too long, wherever it is', () => {
    expect(designSizeIssue({ modules: Array.from({ length: MAX_DESIGN_LIST_ITEMS + 1 }, () => ({})) })).toMatchObject({ path: 'modules', code: 'design.list.too_long' });
    expect(designSizeIssue({ columns: [{ boards: new Array(500).fill(0) }] })?.path).toBe('columns.0.boards');
    expect(designSizeIssue({ modules: new Array(MAX_DESIGN_LIST_ITEMS).fill({}) })).toBeNull();
  });
});
