import { localeIs, type Locale, type PaymentMethod } from '@masswerk/domain';

/** Names that are brands: the same in every language. */
const BRANDS = {
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  paypal: 'PayPal',
  twint: 'TWINT',
  ideal: 'iDEAL',
  eps: 'EPS',
  giropay: 'giropay',
  sofort: 'Sofort',
} as const;

export type PaymentMethodNames = Readonly<Record<PaymentMethod, string>>;

const EN: PaymentMethodNames = {
  ...BRANDS,
  card: 'Card',
  klarna_pay_now: 'Klarna: pay now',
  klarna_pay_later: 'Klarna: pay in 30 days',
  klarna_pay_over_time: 'Klarna: pay over time',
  installment: 'Pay in instalments',
  deferred: 'Pay later',
  sepa_direct_debit: 'SEPA direct debit',
  bank_transfer: 'Bank transfer',
  invoice: 'Invoice',
  pay_by_bank: 'Pay by bank',
};

const DE: PaymentMethodNames = {
  ...BRANDS,
  card: 'Karte',
  klarna_pay_now: 'Klarna: sofort bezahlen',
  klarna_pay_later: 'Klarna: in 30 Tagen bezahlen',
  klarna_pay_over_time: 'Klarna: in Raten bezahlen',
  installment: 'Ratenzahlung',
  deferred: 'Später bezahlen',
  sepa_direct_debit: 'SEPA-Lastschrift',
  bank_transfer: 'Überweisung',
  invoice: 'Rechnung',
  pay_by_bank: 'Zahlung über die Bank',
};

const FR: PaymentMethodNames = {
  ...BRANDS,
  card: 'Carte',
  klarna_pay_now: 'Klarna : payer maintenant',
  klarna_pay_later: 'Klarna : payer dans 30 jours',
  klarna_pay_over_time: 'Klarna : payer en plusieurs fois',
  installment: 'Paiement en plusieurs fois',
  deferred: 'Paiement différé',
  sepa_direct_debit: 'Prélèvement SEPA',
  bank_transfer: 'Virement bancaire',
  invoice: 'Facture',
  pay_by_bank: 'Paiement par la banque',
};

const NL: PaymentMethodNames = {
  ...BRANDS,
  card: 'Kaart',
  klarna_pay_now: 'Klarna: nu betalen',
  klarna_pay_later: 'Klarna: binnen 30 dagen betalen',
  klarna_pay_over_time: 'Klarna: in termijnen betalen',
  installment: 'Betalen in termijnen',
  deferred: 'Later betalen',
  sepa_direct_debit: 'SEPA-incasso',
  bank_transfer: 'Bankoverschrijving',
  invoice: 'Factuur',
  pay_by_bank: 'Betalen via de bank',
};

/** The payment methods' names in each language the server writes (the sandbox's pages, the order e-mails); no ß to write Swiss. */
export const PAYMENT_METHOD_NAMES = { en: EN, de: DE, fr: FR, nl: NL } as const;

/** The method names of a locale (English for anything else). */
export function paymentMethodNames(locale: Locale | string): PaymentMethodNames {
  const language = localeIs(locale) ? locale.slice(0, 2) : 'en';
  return PAYMENT_METHOD_NAMES[language as keyof typeof PAYMENT_METHOD_NAMES];
}
