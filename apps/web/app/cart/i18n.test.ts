import { describe, expect, it } from 'vitest';
import { cartTranslator } from './i18n';
import de_DE from './messages/de_DE.json';
import fr_FR from './messages/fr_FR.json';

describe('cart messages', () => {
  it('picks plural branches by the locale’s rules (French counts 0 as one) and writes counts in the locale', () => {
    expect(cartTranslator('fr_FR', fr_FR).t('itemCount', { count: 0 })).toBe('0 article');
    expect(cartTranslator('fr_FR', fr_FR).t('itemCount', { count: 2 })).toBe('2 articles');
    expect(cartTranslator('de_DE', de_DE).t('delivery.days', { days: 1 })).toBe('Versand innerhalb von 1 Tag');
    expect(cartTranslator('de_DE', de_DE).t('recovery.added', { count: 1234 })).toBe('1234 Designs wurden in Ihren Warenkorb gelegt.');
    expect(cartTranslator('de_DE', de_DE).t('coupon.applied', {})).toBe('Gutschein {code} eingelöst.');
  });

  it('words every cart message of a locale without a placeholder left over', () => {
    for (const [locale, messages] of [['de_DE', de_DE], ['fr_FR', fr_FR]] as const) {
      const i18n = cartTranslator(locale, messages);
      const params = { count: 2, days: 5, weeks: 3, name: 'N', code: 'C', date: 'D', minimum: 'M', current: 'K', ids: 'I', id: 'X', price: 'P', total: 'T', rate: 'R', percent: 'Q', width: 1, depth: 2, height: 3 };
      for (const key of Object.keys(messages) as (keyof typeof de_DE)[]) expect(i18n.t(key, params), `${locale} ${key}`).not.toMatch(/[{}]/);
    }
  });

  it('formats money, percentages and dates the shop’s way', () => {
    const i18n = cartTranslator('de_CH', de_DE);
    expect(i18n.money(123450, 'CHF')).toBe("CHF\u00a01'234.50");
    expect(cartTranslator('de_DE', de_DE).money(123400, 'EUR')).toBe('1.234\u00a0€');
    expect(cartTranslator('en_GB', de_DE).money(-500, 'GBP')).toBe('-£5');
    expect(cartTranslator('en_GB', de_DE).percent(0.19)).toBe('19%');
    expect(cartTranslator('fr_FR', fr_FR).date('2025-06-30')).toBe('30/06/2025');
  });
});
