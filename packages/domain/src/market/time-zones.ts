import type { CountryCode } from './countries.ts';

/**
 * Each shop's time zone: a moment (an order's history) is shown in the shop's local time, the same on
 * the server that renders the page and in any visitor's browser, whatever zone either runs in.
 */
export const SHOP_TIME_ZONES: Readonly<Record<CountryCode, string>> = {
  at: 'Europe/Vienna',
  ch: 'Europe/Zurich',
  de: 'Europe/Berlin',
  fr: 'Europe/Paris',
  nl: 'Europe/Amsterdam',
  uk: 'Europe/London',
};
