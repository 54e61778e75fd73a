import { languageTablesByLocale } from '@masswerk/contract';
import { localeIs, type Locale, type PaymentMethod, type PaymentResult } from '@masswerk/domain';
import de from './words/de.json';
import en from './words/en.json';
import fr from './words/fr.json';
import nl from './words/nl.json';

/**
 * The sandbox page's words, in the buyer's language (the locale the shop opened the payment with), as a
 * real provider's hosted page speaks it: one file per language (words/{de,en,fr,nl}.json); de_AT reads de,
 * de_CH writes ß as ss, fr_CH reads fr. `{amount}` and `{code}` are filled in.
 */
export interface SandboxWords {
  title: string;
  testMode: string;
  amount: string;
  method: string;
  reference: string;
  methods: Record<PaymentMethod, string>;
  cardNumber: string;
  cardHint: string;
  pay: string;
  notTestCard: string;
  testCards: string;
  cardResults: Record<PaymentResult, string>;
  chooseOutcome: string;
  outcomes: Record<PaymentResult, string>;
  challengeTitle: string;
  challengeText: string;
  challengeCode: string;
  confirm: string;
  cancel: string;
  wrongCode: string;
  pendingTitle: string;
  pendingText: string;
  settle: string;
  expire: string;
  settledText: string;
  doneTitle: string;
  results: Record<PaymentResult, string>;
  backToShop: string;
  notFound: string;
}

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

/** One language's words as its file has them: the brand names of methods are the same in every language. */
type LanguageWords = Omit<SandboxWords, 'methods'> & { methods: Omit<SandboxWords['methods'], keyof typeof BRANDS> };

const withBrands = (words: LanguageWords): SandboxWords => ({ ...words, methods: { ...BRANDS, ...words.methods } });

const EN = withBrands(en);

/** The sandbox page's words for every shop locale. */
export const SANDBOX_WORDS: Readonly<Record<Locale, SandboxWords>> = languageTablesByLocale({ de: withBrands(de), fr: withBrands(fr), en: EN, nl: withBrands(nl) });

/** The words for a locale as stored with a payment (English for anything else). */
export function sandboxWordsFor(locale: string): SandboxWords {
  return localeIs(locale) ? SANDBOX_WORDS[locale] : EN;
}

/** A template with its `{name}` parts filled in. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
