import { describe, expect, it } from 'vitest';
import { LOCALES } from '@masswerk/domain';
import type { OrderRow } from '../../../db/orders.ts';
import { mailMessageSchema } from '../../mail/mailer.ts';
import { orderMail, type OrderMailKind } from './order-mail.ts';
import { ORDER_MAIL_WORDS } from './order-mail-words.ts';

const KINDS: OrderMailKind[] = ['confirmation', 'awaiting_payment', 'payment_received'];
const tracking = 'https://shop.masswerk.example/order-tracking?number=MW-7K3Q9XZ2&token=t0k3n';

const order = (over: Partial<OrderRow> = {}): OrderRow => ({
  id: '0b6f2d7e-1c1a-4c55-9a39-1d1a3c7b9e11',
  number: 'MW-7K3Q9XZ2',
  idempotencyKey: '5a0b0e4c-7e2b-4f2b-8d5e-3d8a1b2c4e6f',
  status: 'paid',
  country: 'de',
  currency: 'EUR',
  language: 'de_DE',
  email: 'anna@example.com',
  delivery: { email: 'anna@example.com', shipping: { firstName: 'Anna <b>', lastName: 'Muster & Söhne', street: 'Torstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE', phone: '+4930901820' } },
  cart: {
    countryCode: 'de',
    currencyCode: 'EUR',
    lineItems: [
      { uuid: 'u1', quantity: 2, type: 'shelf', price: 50_000, addonPrice: 9_900, addonItems: [{ sku: '701.101.02', price: 9_900 }], discountItems: [], calculation: { total: 119_800, vat: 19_128 }, assemblyRecommendation: null, shippingDuration: 35 },
      { uuid: 'SampleBox', quantity: 1, type: 'sample', price: 0, addonPrice: 0, addonItems: [], discountItems: [], calculation: { total: 0, vat: 0 }, assemblyRecommendation: null, shippingDuration: 3, colors: ['white_9003', 'blue_5014'] },
    ],
    unpricedItems: [],
    subtotal: 119_800,
    discounts: [{ type: 'QuantityDiscount', amount: 5_990 }],
    shipping: 0,
    total: 113_810,
    vat: [{ rateBasisPoints: 1900, amount: 18_171 }],
    shippingDuration: 35,
  },
  total: 113_810,
  couponCode: null,
  createdAt: new Date('2026-11-25T10:00:00Z'),
  updatedAt: new Date('2026-11-25T10:00:00Z'),
  ...over,
});

const transfer = { method: 'bank_transfer' as const, amount: 113_810, currency: 'EUR', bankTransfer: { accountHolder: 'Masswerk Sandbox', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX', reference: 'SBX-0123456789AB' } };

describe('the order e-mails', () => {
  it('word every kind in every locale, with nothing left unfilled and no English outside en_GB', () => {
    const englishParts = Object.values(ORDER_MAIL_WORDS.en_GB.intro);
    for (const language of LOCALES) {
      for (const kind of KINDS) {
        const mail = orderMail(kind, order({ language }), transfer, tracking, new Date('2026-11-25T12:00:00Z'));
        expect(mailMessageSchema.safeParse(mail).success, `${language} ${kind}`).toBe(true);
        expect(mail.text, `${language} ${kind}`).not.toMatch(/[{}]/);
        expect(mail.subject).toContain('MW-7K3Q9XZ2');
        if (language !== 'en_GB') for (const english of englishParts) expect(mail.text).not.toContain(english);
      }
    }
  });

  it('writes Swiss German without ß', () => {
    expect(JSON.stringify(ORDER_MAIL_WORDS.de_CH)).not.toContain('ß');
    expect(ORDER_MAIL_WORDS.de_CH.madeToMeasure).toContain('Massgefertigte');
  });

  it('carries the lines, add-ons, discount, totals with VAT, delivery estimate and the tracking link', () => {
    const mail = orderMail('confirmation', order(), { ...transfer, method: 'card', bankTransfer: null }, tracking, new Date('2026-11-25T12:00:00Z'));
    expect(mail.text).toContain('2 × Regal (mit Montageservice): 1.198\u00a0€');
    expect(mail.text).toContain('1 × Musterbox (Farben: Signalweiß und Taubenblau): 0\u00a0€');
    expect(mail.text).toContain('Mengenrabatt: −59,90\u00a0€');
    expect(mail.text).toContain('Gesamtsumme: 1.138,10\u00a0€');
    expect(mail.text).toMatch(/Inkl\. 19\s%\sMwSt\.: 181,71\u00a0€/);
    expect(mail.text).toContain('in etwa 35 Tagen, um den 30.12.2026.');
    expect(mail.text).toContain(tracking);
    expect(mail.text).not.toContain('IBAN');
  });

  it('names the sample box’s colours in the buyer’s language, as the configurator names them', () => {
    const line = (language: OrderRow['language']) => orderMail('confirmation', order({ language }), { ...transfer, method: 'card', bankTransfer: null }, tracking).text;
    expect(line('en_GB')).toContain('1 × Sample box (colours: Signal White and Pigeon Blue)');
    expect(line('de_CH')).toContain('1 × Musterbox (Farben: Signalweiss und Taubenblau)');
    expect(line('fr_FR')).toContain('1 × Boîte d’échantillons (couleurs : Blanc de sécurité et Bleu pigeon)');
    expect(line('nl_NL')).toContain('1 × Stalenbox (kleuren: Signaalwit en Duifblauw)');
  });

  it('tells an awaited bank transfer where to pay, and escapes what the buyer typed in the HTML', () => {
    const mail = orderMail('awaiting_payment', order({ language: 'nl_NL', country: 'nl' }), transfer, tracking);
    expect(mail.text).toContain('IBAN: DE89 3704 0044 0532 0130 00');
    expect(mail.text).toContain('Betalingskenmerk: SBX-0123456789AB');
    expect(mail.text).toContain('Beste Anna <b> Muster & Söhne,');
    expect(mail.html).toContain('Anna &#60;b&#62; Muster &#38; Söhne');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('<strong>SBX-0123456789AB</strong>');
    expect(mail.headers?.['Content-Language']).toBe('nl-NL');
  });
});
