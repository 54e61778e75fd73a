import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { acceptLanguageRanges, bodyLocale, bodyNamesLocale, contentLanguageOf, localeFromAcceptLanguage, requestLocale } from './api-language.ts';
import { priceCartRoute } from './carts.ts';
import { apiRoutes } from './routes.ts';

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['de', 'de_DE'],
    ['DE-de', 'de_DE'],
    ['de-AT', 'de_AT'],
    ['de-CH', 'de_CH'],
    ['de-CH-1996', 'de_CH'],
    ['de-LI', 'de_DE'],
    ['fr-CH', 'fr_CH'],
    ['fr-BE', 'fr_FR'],
    ['en-US', 'en_GB'],
    ['en', 'en_GB'],
    ['nl-BE', 'nl_NL'],
    // Weights: the best acceptable range wins, not the first; equal weights keep their order.
    ['en;q=0.5, fr;q=0.9', 'fr_FR'],
    ['it, nl;q=0.1, de;q=0.1', 'nl_NL'],
    ['da, en-GB;q=0.8, en;q=0.7', 'en_GB'],
    ['es-ES,es;q=0.9,fr-FR;q=0.8,fr;q=0.7', 'fr_FR'],
    [' fr-ch ; q=0.8 ,  de ; q = 0.9', 'de_DE'],
    ['de;q=1.000', 'de_DE'],
    // Weight 0 refuses; a malformed weight drops the range.
    ['de;q=0, fr;q=0.5', 'fr_FR'],
    ['de;q=2, nl;q=0.3', 'nl_NL'],
    ['de;q=0.12345, nl;q=0.3', 'nl_NL'],
    ['de;q=abc, fr', 'fr_FR'],
    ['de-DE;q=0, de', 'de_AT'],
    // Any language: English first, unless refused.
    ['*', 'en_GB'],
    ['it, *;q=0.5', 'en_GB'],
    ['en;q=0, *', 'de_DE'],
    ['de;q=0, *', 'en_GB'],
  ])('%j -> %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it.each([[undefined], [null], [''], ['it'], ['zh-Hant-TW, ja;q=0.5'], ['de;q=0'], ['-, ;;, q=1'], ['en-'], ['toolongtag-de']])('%j -> none', (header) => {
    expect(localeFromAcceptLanguage(header)).toBeUndefined();
  });

  it('reads at most 32 ranges of a header, however long', () => {
    const header = [...Array.from({ length: 40 }, () => 'it;q=0.9'), 'de'].join(', ');
    expect(acceptLanguageRanges(header)).toHaveLength(32);
    expect(localeFromAcceptLanguage(header)).toBeUndefined();
    expect(localeFromAcceptLanguage(`${'x'.repeat(100_000)}, fr`)).toBe('fr_FR');
  });
});

describe("a request's language", () => {
  it('is the body’s meta.language, else the header’s, else English', () => {
    expect(requestLocale('de', 'fr_CH')).toBe('fr_CH');
    expect(requestLocale('de', undefined)).toBe('de_DE');
    expect(requestLocale('it', undefined)).toBe('en_GB');
    expect(requestLocale(undefined, undefined)).toBe('en_GB');
  });

  it('is read from meta.language only when it is one of our locales', () => {
    expect(bodyLocale({ meta: { language: 'nl_NL' } })).toBe('nl_NL');
    for (const body of [{ meta: { language: 'nl' } }, { meta: { language: 5 } }, { meta: null }, { meta: 'de_DE' }, null, 'de_DE', [], {}]) {
      expect(bodyLocale(body), JSON.stringify(body)).toBeUndefined();
    }
  });

  it('comes from the body only where the contract has a meta.language (the cart, the sign-up)', () => {
    expect(bodyNamesLocale(priceCartRoute.body)).toBe(true);
    expect(apiRoutes.filter((route) => bodyNamesLocale(route.body)).map((route) => route.path)).toEqual(['/checkout/carts', '/users', '/users/save-design']);
    expect(bodyNamesLocale(z.object({ meta: z.object({ language: z.string() }).nullable().optional() }))).toBe(true);
    expect(bodyNamesLocale(z.object({ meta: z.record(z.string(), z.unknown()) }))).toBe(false);
    expect(bodyNamesLocale(undefined)).toBe(false);
  });

  it('is told in Content-Language as its BCP 47 tag', () => {
    expect(contentLanguageOf('de_CH')).toBe('de-CH');
    expect(contentLanguageOf('en_GB')).toBe('en-GB');
  });
});
