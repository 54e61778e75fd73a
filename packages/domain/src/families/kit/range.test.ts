import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OptionRange } from '../family.ts';
import { inRange, rangeOption, snapToRange } from './range.ts';

const range = (min: number, max: number, step = 1): OptionRange => ({ action: 'update', group: 'width', type: 'column-length', min, max, step, unit: 'mm', value: null });

describe('snapToRange', () => {
  it('rounds to the nearest step and clamps to the bounds', () => {
    const r = range(365, 726);
    expect(snapToRange(r, 400.4)).toBe(400);
    expect(snapToRange(r, 400.5)).toBe(401);
    expect(snapToRange(r, 250)).toBe(365);
    expect(snapToRange(r, 9999)).toBe(726);
    expect(snapToRange(r, Number.NaN)).toBeNull();
    expect(snapToRange(range(36.5, 72.6, 0.1), 40.04)).toBe(40);
    expect(snapToRange(range(36.5, 72.6, 0.1), 40.06)).toBe(40.1);
  });

  it('gives an allowed value nearest to any number (property)', () => {
    const bounds = fc.tuple(fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 1, max: 50 }));
    fc.assert(
      fc.property(bounds, fc.double({ min: -20000, max: 20000, noNaN: true }), ([min, span, step], value) => {
        const r = range(min, min + span, step);
        const snapped = snapToRange(r, value)!;
        expect(inRange(r, snapped)).toBe(true);
        expect(snapToRange(r, snapped)).toBe(snapped);
        const clamped = Math.min(r.max, Math.max(r.min, value));
        // No allowed value is nearer: a step either way lies outside the range or no closer.
        for (const other of [snapped - step, snapped + step]) {
          if (other >= r.min && other <= r.max) expect(Math.abs(other - clamped)).toBeGreaterThanOrEqual(Math.abs(snapped - clamped) - 1e-9);
        }
      }),
    );
  });
});

describe('rangeOption', () => {
  it('is the range option with the snapped value, selected when it is the current one', () => {
    const r = { ...range(365, 726), value: 400 };
    expect(rangeOption(r, 399.6)).toMatchObject({ action: 'update', group: 'width', type: 'column-length', value: 400, isDisabled: false, isSelected: true });
    expect(rangeOption(r, 800)).toMatchObject({ value: 726, isSelected: false });
  });
});
