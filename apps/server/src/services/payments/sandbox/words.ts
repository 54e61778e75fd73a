import { languageTablesByLocale } from '@masswerk/contract';
import { localeIs, type Locale, type PaymentResult } from '@masswerk/domain';
import { PAYMENT_METHOD_NAMES, type PaymentMethodNames } from '../method-names.ts';
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
  methods: PaymentMethodNames;
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

/** One language's words as its file has them; the methods' names are the server's one table (method-names.ts). */
type LanguageWords = Omit<SandboxWords, 'methods'>;

const withMethods = (words: LanguageWords, language: keyof typeof PAYMENT_METHOD_NAMES): SandboxWords => ({ ...words, methods: PAYMENT_METHOD_NAMES[language] });

const EN = withMethods(en, 'en');

/** The sandbox page's words for every shop locale. */
export const SANDBOX_WORDS: Readonly<Record<Locale, SandboxWords>> = languageTablesByLocale({ de: withMethods(de, 'de'), fr: withMethods(fr, 'fr'), en: EN, nl: withMethods(nl, 'nl') });

/** The words for a locale as stored with a payment (English for anything else). */
export function sandboxWordsFor(locale: string): SandboxWords {
  return localeIs(locale) ? SANDBOX_WORDS[locale] : EN;
}

/** A template with its `{name}` parts filled in. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
