import { describe, expect, it } from 'vitest';
import { DELIVERY_COUNTRY_ISOS, normalizePhone, normalizePostalCode, postalCodeExample, SHOP_DELIVERY_COUNTRIES, shopDeliversTo } from './delivery.ts';
import { COUNTRY_CODES } from '../market/countries.ts';

describe('where each shop delivers', () => {
  it('delivers in its own country, the German shop to Luxembourg and the French one to Belgium', () => {
    expect(shopDeliversTo('de', 'LU')).toBe(true);
    expect(shopDeliversTo('fr', 'BE')).toBe(true);
    expect(shopDeliversTo('de', 'BE')).toBe(false);
    expect(shopDeliversTo('ch', 'DE')).toBe(false);
    expect(shopDeliversTo('uk', 'GB')).toBe(true);
    expect(new Set(COUNTRY_CODES.flatMap((c) => SHOP_DELIVERY_COUNTRIES[c]))).toEqual(new Set(DELIVERY_COUNTRY_ISOS));
  });
});

describe('postal codes', () => {
  it('writes each country’s code as its post does, and refuses what is not one', () => {
    expect(normalizePostalCode('NL', '1012ab')).toBe('1012 AB');
    expect(normalizePostalCode('GB', 'sw1a1aa')).toBe('SW1A 1AA');
    expect(normalizePostalCode('GB', 'EC1A 1BB')).toBe('EC1A 1BB');
    expect(normalizePostalCode('LU', '1234')).toBe('L-1234');
    expect(normalizePostalCode('CH', 'CH-8001')).toBe('8001');
    expect(normalizePostalCode('DE', ' 10115 ')).toBe('10115');
    expect(normalizePostalCode('DE', '1011')).toBeNull();
    expect(normalizePostalCode('AT', '10100')).toBeNull();
    expect(normalizePostalCode('NL', '0123 AB')).toBeNull();
    expect(normalizePostalCode('FR', '75O01')).toBeNull();
  });

  it('has an example that passes its own rule in every country', () => {
    for (const iso of DELIVERY_COUNTRY_ISOS) expect(normalizePostalCode(iso, postalCodeExample(iso)), iso).toBe(postalCodeExample(iso));
  });
});

describe('phone numbers', () => {
  it('stores E.164, reading national numbers in the delivery country', () => {
    expect(normalizePhone('030 901820', 'DE')).toBe('+4930901820');
    expect(normalizePhone('044 668 18 00', 'CH')).toBe('+41446681800');
    expect(normalizePhone('+44 20 7946 0958', 'DE')).toBe('+442079460958');
    expect(normalizePhone('06 12345678', 'NL')).toBe('+31612345678');
    expect(normalizePhone('12', 'DE')).toBeNull();
    expect(normalizePhone('not a phone', 'FR')).toBeNull();
  });
});
