import type { Brand } from '../units/index.ts';

/** Money as an integer count of cents. */
export type Cents = Brand<number, 'Cents'>;

/** Tags an integer as cents; throws on a fraction, so rounding is always explicit. */
export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`cents must be an integer, got ${value}`);
  return value as Cents;
}

/** Adds amounts of cents. */
export function centsSum(values: readonly Cents[]): Cents {
  let total = 0;
  for (const v of values) total += v;
  return total as Cents;
}

/** How a fractional amount of cents becomes whole cents. */
export type Rounding = 'half-up' | 'half-even' | 'down' | 'floor' | 'ceil';

/** Subtracts b from a. */
export function centsSubtract(a: Cents, b: Cents): Cents {
  return cents(a - b);
}

/**
 * Multiplies cents by a decimal rate (a quantity, 0.19 for VAT, 1.05 for a surcharge) exactly, then
 * rounds once; exact arithmetic matters because 1000 * 0.081 is 81.00000000000001 in floating point.
 */
export function centsMultiply(amount: Cents, rate: number, rounding: Rounding = 'half-up'): Cents {
  // Every part of every price goes through here (twice), so the common case stays in doubles: with
  // a small decimal fraction and an integer product below 2^53 the arithmetic is exact, and
  // divideRoundedNumber rounds exactly as divideRounded does. Anything larger takes the BigInt path.
  const fraction = Number.isSafeInteger(amount) ? smallDecimalFraction(rate) : null;
  if (fraction !== null) {
    const product = amount * fraction[0];
    if (Number.isSafeInteger(product)) return cents(divideRoundedNumber(product, fraction[1], rounding));
  }
  const [numerator, denominator] = decimalFraction(rate);
  return cents(Number(divideRounded(BigInt(amount) * numerator, denominator, rounding)));
}

/** Rounds a number of cents to whole cents (for amounts computed in floating point elsewhere). */
export function centsRound(value: number, rounding: Rounding = 'half-up'): Cents {
  if (!Number.isFinite(value)) throw new RangeError(`cents must be finite, got ${value}`);
  const [numerator, denominator] = decimalFraction(value);
  return cents(Number(divideRounded(numerator, denominator, rounding)));
}

/**
 * Splits an amount into parts proportional to weights, summing exactly to the amount (largest
 * remainder), so that per-line VAT or discounts never lose or invent a cent.
 */
export function centsAllocate(amount: Cents, weights: readonly number[]): Cents[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (weights.length === 0) return [];
  if (weights.some((w) => w < 0 || !Number.isFinite(w))) throw new RangeError('weights must be finite and >= 0');
  if (total === 0) return weights.map((_, i) => cents(i === 0 ? amount : 0));
  const raw = weights.map((w) => (amount * w) / total);
  const floors = raw.map((r) => Math.floor(r));
  let rest = amount - floors.reduce((s, f) => s + f, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (rest <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    rest -= 1;
  }
  return floors.map((f) => cents(f));
}

/** The exact fraction a JavaScript number prints as ("0.081" -> 81/1000). */
function decimalFraction(value: number): [bigint, bigint] {
  if (!Number.isFinite(value)) throw new RangeError(`rate must be finite, got ${value}`);
  const text = value.toString();
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(text);
  if (!match) throw new RangeError(`cannot read number ${text}`);
  const [, sign, int = '0', frac = '', exp = '0'] = match;
  let numerator = BigInt(int + frac);
  let scale = frac.length - Number(exp);
  if (scale < 0) {
    numerator *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return [sign === '-' ? -numerator : numerator, 10n ** BigInt(scale)];
}

/**
 * Recent rates as [numerator, denominator] numbers, or null when either is not a safe integer. Prices
 * multiply by the same few rates (the VAT rate, the areas of equal parts) again and again, and reading
 * a rate's decimal text with a regex and BigInts costs more than the multiplication; the cache is
 * emptied when full, so it stays small whatever the rates.
 */
const SMALL_FRACTIONS = new Map<number, readonly [number, number] | null>();
const SMALL_FRACTIONS_MAX = 1024;

function smallDecimalFraction(rate: number): readonly [number, number] | null {
  const cached = SMALL_FRACTIONS.get(rate);
  if (cached !== undefined) return cached;
  const [numerator, denominator] = decimalFraction(rate); // throws for NaN and infinities, as before
  const max = BigInt(Number.MAX_SAFE_INTEGER);
  const fraction: readonly [number, number] | null =
    numerator <= max && -numerator <= max && denominator <= max ? [Number(numerator), Number(denominator)] : null;
  if (SMALL_FRACTIONS.size >= SMALL_FRACTIONS_MAX) SMALL_FRACTIONS.clear();
  SMALL_FRACTIONS.set(rate, fraction);
  return fraction;
}

/** divideRounded for safe integers n and d > 0: n % d and (n - r) / d are exact in doubles. */
function divideRoundedNumber(n: number, d: number, rounding: Rounding): number {
  const r = n % d; // sign of n, like BigInt %
  const q = (n - r) / d; // truncated toward zero; never -0, as n - r is +0 when it is zero
  if (r === 0) return q;
  const negative = n < 0;
  const twice = (r < 0 ? -r : r) * 2;
  const away = negative ? q - 1 : q + 1;
  switch (rounding) {
    case 'down':
      return q;
    case 'floor':
      return negative ? q - 1 : q;
    case 'ceil':
      return negative ? q : q + 1;
    case 'half-up':
      return twice >= d ? away : q;
    case 'half-even':
      if (twice > d) return away;
      if (twice < d) return q;
      return q % 2 === 0 ? q : away;
  }
}

function divideRounded(n: bigint, d: bigint, rounding: Rounding): bigint {
  const q = n / d; // truncates toward zero
  const r = n % d;
  if (r === 0n) return q;
  const negative = n < 0n !== d < 0n;
  const twice = (r < 0n ? -r : r) * 2n;
  const abs = d < 0n ? -d : d;
  const away = negative ? q - 1n : q + 1n;
  switch (rounding) {
    case 'down':
      return q;
    case 'floor':
      return negative ? q - 1n : q;
    case 'ceil':
      return negative ? q : q + 1n;
    case 'half-up':
      return twice >= abs ? away : q;
    case 'half-even':
      if (twice > abs) return away;
      if (twice < abs) return q;
      return q % 2n === 0n ? q : away;
  }
}
