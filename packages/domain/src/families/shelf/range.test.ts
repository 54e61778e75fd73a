import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DesignRuleError } from '../family.ts';
import { rangeOption } from '../kit/range.ts';
import { shelfFamily } from './index.ts';
import { COLUMN_LENGTH_MAX, COLUMN_LENGTH_MIN, STYLE_IDS } from './constants.ts';
import { shelfColumn } from './design.ts';
import { shelfApply, shelfOptionRange } from './options.ts';
import { shelfValidate } from './rules.ts';
import { columns, shelfWith } from './test-helpers.ts';

describe('shelf width range', () => {
  it('offers any whole mm from 36.5 to 72.6 cm for the selected columns in the width view', () => {
    const design = shelfWith(columns(3, 564), 'LYFT');
    expect(shelfFamily.optionRange(design, 'width', ['c1'])).toEqual({
      action: 'update',
      group: 'width',
      type: 'column-length',
      min: COLUMN_LENGTH_MIN,
      max: COLUMN_LENGTH_MAX,
      step: 1,
      unit: 'mm',
      value: 564,
    });
    const next = shelfApply(design, rangeOption(shelfOptionRange(design, 'width', ['c1'])!, 600.4), ['c1']);
    expect(next.columns.map((c) => c.length)).toEqual([564, 600, 564]);
  });

  it('is not offered in other views, nor with metal bars (module widths only)', () => {
    const design = shelfWith(columns(2, 564), 'LYFT');
    expect(shelfOptionRange(design, 'height', [])).toBeNull();
    expect(shelfOptionRange({ ...design, boardType: 'metalBar' }, 'width', [])).toBeNull();
  });

  it('has no current value when the selected columns differ', () => {
    const design = shelfWith([shelfColumn(400, 4), shelfColumn(500, 4)], 'LYFT');
    expect(shelfOptionRange(design, 'width', [])?.value).toBeNull();
    expect(shelfOptionRange(design, 'width', ['c1'])?.value).toBe(500);
  });

  it('stops where the total length would reach 375 cm', () => {
    // Five columns of 60 cm and one more: 5 × 600 + 7 × 19 = 3133, so the sixth may be at most 3749 - 3133 = 616.
    const design = shelfWith([...columns(5, 600), shelfColumn(400, 4)], 'LYFT');
    expect(shelfOptionRange(design, 'width', ['c5'])).toMatchObject({ min: 365, max: 616 });
  });

  it('every value of the range applies and the next value either side is refused (property)', () => {
    const length = fc.oneof(fc.constant(250), fc.integer({ min: COLUMN_LENGTH_MIN, max: COLUMN_LENGTH_MAX }));
    const shelf = fc
      .record({ lengths: fc.array(length, { minLength: 1, maxLength: 6 }), style: fc.constantFrom(...STYLE_IDS), picked: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }) })
      .map(({ lengths, style, picked }) => ({
        design: shelfWith(lengths.map((l) => shelfColumn(l, 4)), style),
        selection: lengths.flatMap((_, i) => (picked[i] ? [`c${i}`] : [])),
      }));
    fc.assert(
      fc.property(shelf, fc.double({ min: 0, max: 1, noNaN: true }), ({ design, selection }, at) => {
        fc.pre(shelfValidate(design).errors.length === 0);
        const range = shelfOptionRange(design, 'width', selection);
        if (range === null) return;
        const cols = selection.length > 0 ? selection.map((s) => Number(s.slice(1))) : design.columns.map((_, i) => i);
        for (const value of [range.min, range.max, range.min + at * (range.max - range.min)]) {
          const option = rangeOption(range, value);
          const next = shelfApply(design, option, selection);
          for (const i of cols) expect(next.columns[i]?.length).toBe(option.value);
        }
        for (const value of [range.min - 1, range.max + 1]) {
          expect(() => shelfApply(design, { ...rangeOption(range, range.min), value }, selection)).toThrow(DesignRuleError);
        }
      }),
      { numRuns: 200 },
    );
  });
});
