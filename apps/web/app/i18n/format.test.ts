import { describe, expect, it } from 'vitest';
import { COLORS } from '@masswerk/domain';
import { colorNameFrom, formatDate, formatNumber, formatPrice, priceIn } from './format';

describe('formats per locale', () => {
  it('formats prices in the currency of the locale', () => {
    expect(formatPrice(123456, 'de_DE')).toBe('1.234,56\u00a0€');
    expect(formatPrice(29900, 'de_AT')).toBe('299\u00a0€');
    expect(formatPrice(123450, 'fr_CH')).toBe("CHF\u00a01'234.50");
    expect(formatPrice(123456, 'en_GB')).toBe('£1,234.56');
    expect(priceIn({ EUR: 1, CHF: 2, GBP: 3 }, 'de_CH')).toBe(2);
  });

  it('writes dates with the separator of the country', () => {
    expect(formatDate('2025-09-18', 'de_DE')).toBe('18.09.2025');
    expect(formatDate('2025-09-18', 'de_CH')).toBe('18.09.2025');
    expect(formatDate('2025-09-18', 'fr_FR')).toBe('18/09/2025');
    expect(formatDate('2025-09-18', 'en_GB')).toBe('18/09/2025');
    expect(formatDate('2025-09-18', 'nl_NL')).toBe('18-09-2025');
  });

  it('writes numbers through Intl', () => {
    expect(formatNumber(4.5, 'de_DE')).toBe('4,5');
    expect(formatNumber(4.5, 'en_GB')).toBe('4.5');
  });

  it("names a colour in the locale's words, else in the catalogue's English, else by its id", () => {
    const color = COLORS[0]!;
    expect(colorNameFrom({ [color.id]: 'Localised' })(color.id)).toBe('Localised');
    expect(colorNameFrom({})(color.id)).toBe(color.name);
    expect(colorNameFrom(undefined)(color.id)).toBe(color.name);
    expect(colorNameFrom({})('no-such-colour')).toBe('no-such-colour');
  });
});
