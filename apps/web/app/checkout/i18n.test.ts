import { describe, expect, it } from 'vitest';
import { DELIVERY_FIELD_MESSAGES } from '@masswerk/contract';
import { LOCALES } from '@masswerk/domain';
import { fieldErrorKey } from './delivery-form';
import { checkoutTranslator } from './i18n';
import { checkoutMessages } from './messages.server';
import de_DE from './messages/de_DE.json';

describe('checkout messages', () => {
  it('words every message in every locale, with no placeholder left over and no English outside en_GB', () => {
    const params = { count: 2, days: 5, example: '10115', quantity: 2, addons: 'A', family: 'F', rate: 'R', total: 'T', reason: 'W', date: 'D', email: 'E', vatId: 'V', name: 'N', country: 'C', number: 'N', amount: 'M', method: 'P', colours: 'K' };
    const english = checkoutMessages('en_GB');
    for (const locale of LOCALES) {
      const messages = checkoutMessages(locale);
      const i18n = checkoutTranslator(locale, messages, (type) => type);
      for (const key of Object.keys(de_DE) as (keyof typeof de_DE)[]) {
        expect(messages[key], `${locale} ${key}`).toBeTruthy();
        expect(i18n.t(key, params), `${locale} ${key}`).not.toMatch(/[{}]/);
        if (!locale.startsWith('en') && english[key]!.length > 12 && !key.startsWith('country.')) expect(messages[key], `${locale} ${key}`).not.toBe(english[key]);
      }
    }
    expect(checkoutMessages('de_CH')['delivery.street']).toBe('Strasse und Hausnummer');
  });

  it('shows the spec’s three field messages in the visitor’s language', () => {
    const words = (locale: (typeof LOCALES)[number], message: string) => checkoutTranslator(locale, checkoutMessages(locale), (t) => t).t(fieldErrorKey(message));
    expect(words('en_GB', DELIVERY_FIELD_MESSAGES.required)).toBe('Field required');
    expect(words('en_GB', DELIVERY_FIELD_MESSAGES.format)).toBe('Invalid format');
    expect(words('en_GB', DELIVERY_FIELD_MESSAGES.email)).toBe('Not valid email');
    expect(words('fr_FR', DELIVERY_FIELD_MESSAGES.required)).toBe('Champ obligatoire');
    expect(words('nl_NL', DELIVERY_FIELD_MESSAGES.email)).toBe('Geen geldig e-mailadres');
  });
});
