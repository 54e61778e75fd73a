import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, centsAllocate, centsMultiply, centsRound, centsSum, type Rounding } from './cents.ts';

describe('cents arithmetic', () => {
  it('rejects fractions', () => {
    expect(() => cents(1.5)).toThrow(RangeError);
  });

  it('multiplies by decimal rates exactly', () => {
    expect(centsMultiply(cents(1000), 0.081)).toBe(81);
    expect(centsMultiply(cents(50), 0.19)).toBe(10); // 9.5 -> 10
    expect(centsMultiply(cents(50), 0.19, 'half-even')).toBe(10);
    expect(centsMultiply(cents(150), 0.05, 'half-even')).toBe(8); // 7.5 -> 8
    expect(centsMultiply(cents(250), 0.05, 'half-even')).toBe(12); // 12.5 -> 12
    expect(centsMultiply(cents(-50), 0.19)).toBe(-10);
    expect(centsMultiply(cents(-50), 0.19, 'floor')).toBe(-10);
    expect(centsMultiply(cents(-50), 0.19, 'down')).toBe(-9);
    expect(centsMultiply(cents(1999), 3)).toBe(5997);
    expect(centsMultiply(cents(100), 1e-7, 'ceil')).toBe(1);
  });

  it('rounds like the exact decimal would', () => {
    expect(centsRound(2.5)).toBe(3);
    expect(centsRound(-2.5)).toBe(-3);
    expect(centsRound(2.5, 'half-even')).toBe(2);
    expect(centsRound(2.4999)).toBe(2);
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 999 }), (a, m) => {
        const rounding: Rounding = 'half-up';
        const r = centsMultiply(cents(a), m / 1000, rounding);
        // a * m / 1000 with exact integer math, half away from zero
        const exact = (a * m) / 1000;
        return Math.abs(r - exact) <= 0.5 + 1e-9;
      }),
    );
  });

  it('allocates without losing a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }).filter((n) => n >= 0),
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 10 }),
        (amount, weights) => centsSum(centsAllocate(cents(amount), weights)) === amount,
      ),
    );
    expect(centsAllocate(cents(100), [1, 1, 1])).toEqual([34, 33, 33]);
  });
});
