import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from './cents.ts';
import { CURRENCIES } from './currency.ts';
import { formatMoney, formatMoneyIntl } from './format.ts';

const s = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatMoney', () => {
  it('formats the examples of shop.md §9', () => {
    expect(formatMoney(cents(123456), 'EUR')).toBe(s('1.234,56 €'));
    expect(formatMoney(cents(123400), 'EUR')).toBe(s('1.234 €'));
    expect(formatMoney(cents(123450), 'CHF')).toBe(s("CHF 1'234.50"));
    expect(formatMoney(cents(123456), 'GBP')).toBe('£1,234.56');
    expect(formatMoney(cents(5), 'GBP')).toBe('£0.05');
    expect(formatMoney(cents(0), 'EUR')).toBe(s('0 €'));
    expect(formatMoney(cents(123456789), 'CHF')).toBe(s("CHF 1'234'567.89"));
    expect(formatMoney(cents(-2500), 'GBP')).toBe('-£25');
  });

  it('shows decimals exactly when there is a fractional part', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.constantFrom(...CURRENCIES), (n, currency) => {
        const text = formatMoney(cents(n), currency);
        const decimal = currency === 'EUR' ? ',' : '.';
        return text.includes(decimal) === (n % 100 !== 0);
      }),
    );
  });

  it('round-trips the digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), fc.constantFrom(...CURRENCIES), (n, currency) => {
        const text = formatMoney(cents(n), currency);
        const decimal = currency === 'EUR' ? ',' : '.';
        const [int = '', frac = '0'] = text.replace(/[^\d,.-]/g, '').replace(currency === 'EUR' ? /\./g : /,/g, '').split(decimal);
        const back = Math.round(Number(int.replace('-', '')) * 100 + Number(frac.padEnd(2, '0')));
        return back === Math.abs(n) && text.startsWith('-') === n < 0;
      }),
    );
  });

  it('agrees with Intl.NumberFormat on non-negative amounts (where the host ICU uses the same separators)', () => {
    const chfApostrophe = new Intl.NumberFormat('de-CH').format(1000) === "1'000";
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.constantFrom(...CURRENCIES), (n, currency) => {
        if (currency === 'CHF' && !chfApostrophe) return true;
        return formatMoney(cents(n), currency) === formatMoneyIntl(cents(n), currency);
      }),
    );
  });
});
