import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, centsMultiply } from '../money/cents.ts';
import {
  COUNTRIES,
  COUNTRY_CODES,
  countryByCode,
  contentCountryOf,
  countryIso,
  countryOf,
} from './countries.ts';
import { daysInMonth, formatDate, parseDateInput } from './dates.ts';
import { LOCALE_INFOS, countryOfLocale, currencyOfLocale, localeFromPath, localePath, localeUrlPrefix } from './locales.ts';

describe('countries', () => {
  it('has the six countries with currency and tax', () => {
    expect(COUNTRIES.map((c) => [c.code, c.currency, c.taxRate])).toEqual([
      ['at', 'EUR', 0.2],
      ['ch', 'CHF', 0.081],
      ['de', 'EUR', 0.19],
      ['fr', 'EUR', 0.2],
      ['nl', 'EUR', 0.19],
      ['uk', 'GBP', 0],
    ]);
    expect(countryIso('uk')).toBe('GB');
    expect(countryOf('GB')?.code).toBe('uk');
    expect(countryOf('xx')).toBeUndefined();
    expect(centsMultiply(cents(100000), countryByCode('ch').taxRate)).toBe(8100);
  });

  it('maps visitor countries to content countries', () => {
    const cases: [string, string][] = [
      ['de', 'de'], ['lu', 'de'], ['ch', 'ch'], ['br', 'ch'], ['at', 'at'], ['fr', 'fr'], ['BE', 'fr'],
      ['nl', 'nl'], ['gb', 'uk'], ['us', 'de'], ['', 'de'],
    ];
    for (const [from, to] of cases) expect(contentCountryOf(from), from).toBe(to);
    expect(contentCountryOf(undefined)).toBe('de');
    fc.assert(fc.property(fc.string(), (s) => (COUNTRY_CODES as readonly string[]).includes(contentCountryOf(s))));
  });
});

describe('locales', () => {
  it('has prefixes, countries and currencies', () => {
    expect(LOCALE_INFOS.map((l) => [l.locale, l.urlPrefix, l.country, l.currency])).toEqual([
      ['de_DE', '', 'de', 'EUR'],
      ['de_AT', '/de-at', 'at', 'EUR'],
      ['de_CH', '/de-ch', 'ch', 'CHF'],
      ['fr_FR', '/fr-fr', 'fr', 'EUR'],
      ['fr_CH', '/fr-ch', 'ch', 'CHF'],
      ['en_GB', '/en-gb', 'uk', 'GBP'],
      ['nl_NL', '/nl-nl', 'nl', 'EUR'],
    ]);
    expect(countryOfLocale('fr_CH')).toBe('ch');
    expect(currencyOfLocale('en_GB')).toBe('GBP');
    expect(localeUrlPrefix('de_DE')).toBe('');
  });

  it('reads the locale from a path and writes it back', () => {
    expect(localeFromPath('/fr-ch/shelves')).toEqual({ locale: 'fr_CH', rest: '/shelves' });
    expect(localeFromPath('/EN-GB')).toEqual({ locale: 'en_GB', rest: '/' });
    expect(localeFromPath('/shelves')).toEqual({ locale: 'de_DE', rest: '/shelves' });
    expect(localeFromPath('/de-atx/y')).toEqual({ locale: 'de_DE', rest: '/de-atx/y' });
    expect(localeFromPath('/xx-yy/a')).toEqual({ locale: 'de_DE', rest: '/xx-yy/a' });
    for (const l of LOCALE_INFOS) {
      for (const p of ['/', '/shelf/abc', '/checkout/pay']) {
        expect(localeFromPath(localePath(l.locale, p))).toEqual({ locale: l.locale, rest: p });
      }
    }
  });
});

describe('dates', () => {
  it.each([
    ['DE', '05.03.2024'],
    ['ch', '05.03.2024'],
    ['LU', '05.03.2024'],
    ['FR', '05/03/2024'],
    ['uk', '05/03/2024'],
    ['NL', '05-03-2024'],
  ])('displays 2024-03-05 in country %s as %s', (country, shown) => {
    expect(formatDate('2024-03-05', country)).toBe(shown);
  });

  it('parses typed dates', () => {
    expect(parseDateInput('05-03-2024')).toBe('2024-03-05');
    expect(parseDateInput('5/3/2024')).toBe('2024-03-05');
    expect(parseDateInput(' 29.02.2024 ')).toBe('2024-02-29');
    expect(parseDateInput('29.02.2023')).toBeNull();
    expect(parseDateInput('29.02.1900')).toBeNull();
    expect(parseDateInput('29.02.2000')).toBe('2000-02-29');
    expect(parseDateInput('31.04.2024')).toBeNull();
    expect(parseDateInput('01.13.2024')).toBeNull();
    expect(parseDateInput('00.01.2024')).toBeNull();
    expect(parseDateInput('01.01.1899')).toBeNull();
    expect(parseDateInput('31.12.2099')).toBe('2099-12-31');
    expect(parseDateInput('01.01.2100')).toBeNull();
    expect(parseDateInput('2024-03-05')).toBeNull();
    expect(parseDateInput('05 03 2024')).toBeNull();
  });

  it('round-trips every real date through display and input', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom('DE', 'FR', 'NL', 'UK'), (date, country) => {
          const iso = date.toISOString().slice(0, 10);
          return parseDateInput(formatDate(iso, country)) === iso;
        }),
    );
  });

  it('accepts exactly the days that exist', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 1890, max: 2110 }), (d, m, y) => {
        const parsed = parseDateInput(`${d}.${m}.${y}`);
        const valid = y >= 1900 && y <= 2099 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
        if (!valid) return parsed === null;
        const js = new Date(Date.UTC(y, m - 1, d));
        return parsed === js.toISOString().slice(0, 10);
      }),
    );
  });
});
