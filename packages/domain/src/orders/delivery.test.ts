import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../market/countries.ts';
import { DELIVERY_COUNTRY_ISOS, SHOP_DELIVERY_COUNTRIES, shopDeliversTo, type DeliveryCountryIso } from './delivery-countries.ts';
import { normalizePhone, normalizePostalCode, postalCodeExample } from './delivery.ts';

describe('where each shop delivers', () => {
  it('delivers in its own country, the German shop to Luxembourg and the French one to Belgium', () => {
    const served = COUNTRY_CODES.map((shop) => `${shop}: ${DELIVERY_COUNTRY_ISOS.filter((iso) => shopDeliversTo(shop, iso)).join(' ')}`);
    expect(served).toEqual(['at: AT', 'ch: CH', 'de: DE LU', 'fr: BE FR', 'nl: NL', 'uk: GB']);
    expect(new Set(COUNTRY_CODES.flatMap((c) => SHOP_DELIVERY_COUNTRIES[c]))).toEqual(new Set(DELIVERY_COUNTRY_ISOS));
  });
});

// Country, as typed, as the post writes it (null: not a postal code of that country).
const POSTAL_CODES: [DeliveryCountryIso, string, string | null][] = [
  ['NL', '1012ab', '1012 AB'],
  ['GB', 'sw1a1aa', 'SW1A 1AA'],
  ['GB', 'EC1A 1BB', 'EC1A 1BB'],
  ['LU', '1234', 'L-1234'],
  ['CH', 'CH-8001', '8001'],
  ['DE', ' 10115 ', '10115'],
  ['DE', '1011', null],
  ['AT', '10100', null],
  ['NL', '0123 AB', null],
  ['FR', '75O01', null],
];

// Country of delivery, as typed, in E.164 (null: not a valid number).
const PHONES: [DeliveryCountryIso, string, string | null][] = [
  ['DE', '030 901820', '+4930901820'],
  ['CH', '044 668 18 00', '+41446681800'],
  ['DE', '+44 20 7946 0958', '+442079460958'],
  ['NL', '06 12345678', '+31612345678'],
  ['DE', '12', null],
  ['FR', 'not a phone', null],
];

describe('address rules', () => {
  it('writes each country’s postal code as its post does, and refuses what is not one', () => {
    expect(POSTAL_CODES.map(([iso, typed]) => normalizePostalCode(iso, typed))).toEqual(POSTAL_CODES.map(([, , written]) => written));
    expect(DELIVERY_COUNTRY_ISOS.map((iso) => normalizePostalCode(iso, postalCodeExample(iso)))).toEqual(DELIVERY_COUNTRY_ISOS.map(postalCodeExample));
  });

  it('stores phones in E.164, reading national numbers in the delivery country', () => {
    expect(PHONES.map(([iso, typed]) => normalizePhone(typed, iso))).toEqual(PHONES.map(([, , e164]) => e164));
  });
});
