import { COUNTRIES, type CountryCode } from '../market/countries.ts';
import type { Currency } from '../money/currency.ts';

/**
 * The payment methods of shop.md §3, by stable id. `installment` and `deferred` are the French
 * buy-now-pay-later of the spec's providers alma and almaDeferred (3 or 4 instalments, pay in 30 days);
 * `pay_by_bank` is the British open-banking payment from the buyer's bank app. Giropay and Sofort
 * are kept as ids (stored payments and the spec name them) but no shop offers them: giropay closed at
 * the end of 2024 and Sofort was folded into Klarna "pay now" (docs/decisions.md).
 */
export const PAYMENT_METHODS = [
  'card',
  'apple_pay',
  'google_pay',
  'paypal',
  'twint',
  'ideal',
  'eps',
  'klarna_pay_now',
  'klarna_pay_later',
  'klarna_pay_over_time',
  'installment',
  'deferred',
  'sepa_direct_debit',
  'bank_transfer',
  'invoice',
  'pay_by_bank',
  'giropay',
  'sofort',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * How a method's money arrives. `immediate`: the provider knows on the buyer's return whether it was
 * taken. `later`: the buyer (or the bank) pays afterwards, so the attempt stays pending until the
 * provider reports the money (a bank transfer, an invoice, a direct debit that may still bounce).
 */
export type PaymentSettlement = 'immediate' | 'later';

export interface PaymentMethodInfo {
  method: PaymentMethod;
  /** The currencies the method can take at all. */
  currencies: readonly Currency[];
  settlement: PaymentSettlement;
  /** The buyer confirms with their card issuer (3-D Secure) before the money is taken. */
  challenge: boolean;
}

const EUR: readonly Currency[] = ['EUR'];
const ALL: readonly Currency[] = ['EUR', 'CHF', 'GBP'];

/** What each method is, independent of the shop (one row per method, in PAYMENT_METHODS order). */
export const PAYMENT_METHOD_INFO: Readonly<Record<PaymentMethod, PaymentMethodInfo>> = {
  card: { method: 'card', currencies: ALL, settlement: 'immediate', challenge: true },
  apple_pay: { method: 'apple_pay', currencies: ALL, settlement: 'immediate', challenge: false },
  google_pay: { method: 'google_pay', currencies: ALL, settlement: 'immediate', challenge: false },
  paypal: { method: 'paypal', currencies: ALL, settlement: 'immediate', challenge: false },
  twint: { method: 'twint', currencies: ['CHF'], settlement: 'immediate', challenge: false },
  ideal: { method: 'ideal', currencies: EUR, settlement: 'immediate', challenge: false },
  eps: { method: 'eps', currencies: EUR, settlement: 'immediate', challenge: false },
  klarna_pay_now: { method: 'klarna_pay_now', currencies: ['EUR', 'CHF'], settlement: 'immediate', challenge: false },
  klarna_pay_later: { method: 'klarna_pay_later', currencies: ALL, settlement: 'immediate', challenge: false },
  klarna_pay_over_time: { method: 'klarna_pay_over_time', currencies: ALL, settlement: 'immediate', challenge: false },
  installment: { method: 'installment', currencies: EUR, settlement: 'immediate', challenge: false },
  deferred: { method: 'deferred', currencies: EUR, settlement: 'immediate', challenge: false },
  sepa_direct_debit: { method: 'sepa_direct_debit', currencies: EUR, settlement: 'later', challenge: false },
  bank_transfer: { method: 'bank_transfer', currencies: ALL, settlement: 'later', challenge: false },
  invoice: { method: 'invoice', currencies: ['EUR', 'CHF'], settlement: 'later', challenge: false },
  pay_by_bank: { method: 'pay_by_bank', currencies: ['GBP'], settlement: 'immediate', challenge: false },
  giropay: { method: 'giropay', currencies: EUR, settlement: 'immediate', challenge: false },
  sofort: { method: 'sofort', currencies: EUR, settlement: 'immediate', challenge: false },
};

/**
 * The methods each shop offers, in the order the checkout lists them (docs/decisions.md "Payment
 * methods per country"): card and the wallets everywhere; the local bank method of each country first
 * after card (TWINT in CH, iDEAL in NL, EPS in AT, pay by bank in the UK); Klarna where it sells in the
 * currency; alma's instalments and deferred payment in France; SEPA direct debit in the euro shops;
 * bank transfer by IBAN everywhere; invoice in the German-speaking shops, where it is expected.
 */
export const SHOP_PAYMENT_METHODS: Readonly<Record<CountryCode, readonly PaymentMethod[]>> = {
  at: ['card', 'eps', 'apple_pay', 'google_pay', 'paypal', 'klarna_pay_now', 'klarna_pay_later', 'klarna_pay_over_time', 'sepa_direct_debit', 'bank_transfer', 'invoice'],
  ch: ['card', 'twint', 'apple_pay', 'google_pay', 'paypal', 'klarna_pay_now', 'klarna_pay_later', 'bank_transfer', 'invoice'],
  de: ['card', 'apple_pay', 'google_pay', 'paypal', 'klarna_pay_now', 'klarna_pay_later', 'klarna_pay_over_time', 'sepa_direct_debit', 'bank_transfer', 'invoice'],
  fr: ['card', 'apple_pay', 'google_pay', 'paypal', 'installment', 'deferred', 'sepa_direct_debit', 'bank_transfer'],
  nl: ['card', 'ideal', 'apple_pay', 'google_pay', 'paypal', 'klarna_pay_now', 'klarna_pay_later', 'klarna_pay_over_time', 'sepa_direct_debit', 'bank_transfer'],
  uk: ['card', 'pay_by_bank', 'apple_pay', 'google_pay', 'paypal', 'klarna_pay_later', 'klarna_pay_over_time', 'bank_transfer'],
};

/** A method a shop offers, in the currency it takes there. */
export interface PaymentOffer {
  method: PaymentMethod;
  currency: Currency;
  settlement: PaymentSettlement;
  challenge: boolean;
}

/** True when the string is one of PAYMENT_METHODS. */
export function paymentMethodIs(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** The methods a shop offers, each in the shop's currency (the only one its prices are in). */
export function paymentOffersOf(country: CountryCode): PaymentOffer[] {
  const currency = COUNTRIES.find((c) => c.code === country)!.currency;
  return SHOP_PAYMENT_METHODS[country]
    .filter((method) => PAYMENT_METHOD_INFO[method].currencies.includes(currency))
    .map((method) => ({ method, currency, settlement: PAYMENT_METHOD_INFO[method].settlement, challenge: PAYMENT_METHOD_INFO[method].challenge }));
}

/** Whether a shop takes `method` for an amount in `currency`. */
export function paymentMethodOffered(country: CountryCode, method: PaymentMethod, currency: Currency): boolean {
  return paymentOffersOf(country).some((offer) => offer.method === method && offer.currency === currency);
}
