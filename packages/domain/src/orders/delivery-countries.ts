/**
 * The countries the shop delivers to, apart from the address rules of delivery.ts: the cart's contract
 * names them, and a page that prices a cart should not ship the phone-number library with them.
 */
import type { CountryCode } from '../market/countries.ts';

/** ISO 3166-1 alpha-2 codes of the countries the shop delivers to. */
export const DELIVERY_COUNTRY_ISOS = ['AT', 'BE', 'CH', 'DE', 'FR', 'GB', 'LU', 'NL'] as const;
export type DeliveryCountryIso = (typeof DELIVERY_COUNTRY_ISOS)[number];

/** The countries each shop delivers to; the first is its own (the form's default). */
export const SHOP_DELIVERY_COUNTRIES: Readonly<Record<CountryCode, readonly DeliveryCountryIso[]>> = {
  at: ['AT'],
  ch: ['CH'],
  de: ['DE', 'LU'],
  fr: ['FR', 'BE'],
  nl: ['NL'],
  uk: ['GB'],
};

/** Whether a shop delivers to a country. */
export function shopDeliversTo(shop: CountryCode, iso: string): iso is DeliveryCountryIso {
  return (SHOP_DELIVERY_COUNTRIES[shop] as readonly string[]).includes(iso);
}
