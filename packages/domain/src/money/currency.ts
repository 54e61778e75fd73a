/** The shop's currencies (shop.md §3). */
export const CURRENCIES = ['EUR', 'CHF', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** True when the string is one of the shop's currencies. */
export function currencyIs(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}
