/**
 * Where each shop delivers, and the address rules of those countries: postal codes and phone numbers.
 * shop.md §9 maps Luxembourg to the German shop and Belgium to the French one (content mapping "de and
 * lu to de", "fr and be to fr"), so those shops also deliver there; every other shop delivers in its
 * own country. Decision recorded in docs/decisions.md.
 */
import { parsePhoneNumberFromString, type CountryCode as PhoneCountry } from 'libphonenumber-js/min';
import type { DeliveryCountryIso } from './delivery-countries.ts';

/** Postal codes as each country's post writes them, and how to write a typed one that way. */
const POSTAL_CODES: Record<DeliveryCountryIso, { pattern: RegExp; normalize: (match: RegExpExecArray) => string; example: string }> = {
  AT: { pattern: /^(\d{4})$/, normalize: (m) => m[1]!, example: '1010' },
  BE: { pattern: /^(\d{4})$/, normalize: (m) => m[1]!, example: '1000' },
  CH: { pattern: /^(?:CH-?)?(\d{4})$/i, normalize: (m) => m[1]!, example: '8001' },
  DE: { pattern: /^(\d{5})$/, normalize: (m) => m[1]!, example: '10115' },
  FR: { pattern: /^(\d{5})$/, normalize: (m) => m[1]!, example: '75001' },
  LU: { pattern: /^(?:L-?)?(\d{4})$/i, normalize: (m) => `L-${m[1]!}`, example: 'L-1234' },
  NL: { pattern: /^([1-9]\d{3}) ?([A-Z]{2})$/i, normalize: (m) => `${m[1]!} ${m[2]!.toUpperCase()}`, example: '1012 AB' },
  // Royal Mail's shape: outward code (area, district) and inward code (sector, unit).
  GB: { pattern: /^([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})$/i, normalize: (m) => `${m[1]!.toUpperCase()} ${m[2]!.toUpperCase()}`, example: 'SW1A 1AA' },
};

/** The postal code written as the country's post does ("1012ab" -> "1012 AB"), or null when it is not one. */
export function normalizePostalCode(iso: DeliveryCountryIso, raw: string): string | null {
  const rule = POSTAL_CODES[iso];
  const match = rule.pattern.exec(raw.trim().replace(/\s+/g, ' '));
  return match ? rule.normalize(match) : null;
}

/** An example postal code of a country, for the form's hint. */
export function postalCodeExample(iso: DeliveryCountryIso): string {
  return POSTAL_CODES[iso].example;
}

/**
 * A phone number in E.164 ("+41446681800"), read as the country's national format when it has no
 * "+", or null when it is not a valid number (libphonenumber's metadata, so the rules stay current).
 */
export function normalizePhone(raw: string, iso: DeliveryCountryIso): string | null {
  const phone = parsePhoneNumberFromString(raw.trim(), iso as PhoneCountry);
  return phone && phone.isValid() ? phone.number : null;
}
