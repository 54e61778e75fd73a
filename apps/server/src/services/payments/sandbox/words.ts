import { localeIs, type Locale, type PaymentResult } from '@masswerk/domain';
import { PAYMENT_METHOD_NAMES, type PaymentMethodNames } from '../method-names.ts';

/**
 * The sandbox page's words, in the buyer's language (the locale the shop opened the payment with), as a
 * real provider's hosted page speaks it: one table per language; de_AT reads de, de_CH writes ß as ss,
 * fr_CH reads fr. `{amount}` and `{code}` are filled in.
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

const EN: SandboxWords = {
  title: 'Sandbox payment',
  testMode: 'Test mode: no real money moves. This page stands in for the payment provider’s.',
  amount: 'Amount',
  method: 'Payment method',
  reference: 'Reference',
  methods: PAYMENT_METHOD_NAMES.en,
  cardNumber: 'Card number',
  cardHint: 'Any expiry date and security code will do.',
  pay: 'Pay {amount}',
  notTestCard: 'This is not one of the test cards. Use one of the numbers below.',
  testCards: 'Test cards',
  cardResults: { success: 'succeeds after the bank’s check', refused: 'is refused', error: 'fails with a technical error', pending: 'stays pending' },
  chooseOutcome: 'Choose how the payment ends',
  outcomes: { success: 'Pay (succeeds)', refused: 'Refuse', error: 'Technical error', pending: 'Pending (the money comes later)' },
  challengeTitle: 'Confirm with your bank',
  challengeText: 'Your bank asks you to confirm this payment of {amount}. In the sandbox the code is {code}.',
  challengeCode: 'Confirmation code',
  confirm: 'Confirm',
  cancel: 'Cancel the payment',
  wrongCode: 'The code is wrong. Try again.',
  pendingTitle: 'Waiting for the money',
  pendingText: 'The shop was told that this payment is pending. In the sandbox you decide whether the money arrives.',
  settle: 'The money arrives',
  expire: 'The money never comes',
  settledText: 'Done. The shop hears of it by webhook shortly.',
  doneTitle: 'This payment is finished',
  results: { success: 'Paid', refused: 'Refused', error: 'Technical error', pending: 'Pending' },
  backToShop: 'Back to the shop',
  notFound: 'There is no such sandbox payment.',
};

const DE: SandboxWords = {
  title: 'Sandbox-Zahlung',
  testMode: 'Testmodus: Es fließt kein echtes Geld. Diese Seite steht für die Seite des Zahlungsanbieters.',
  amount: 'Betrag',
  method: 'Zahlungsart',
  reference: 'Referenz',
  methods: PAYMENT_METHOD_NAMES.de,
  cardNumber: 'Kartennummer',
  cardHint: 'Ablaufdatum und Prüfnummer sind beliebig.',
  pay: '{amount} bezahlen',
  notTestCard: 'Das ist keine der Testkarten. Verwenden Sie eine der Nummern unten.',
  testCards: 'Testkarten',
  cardResults: { success: 'gelingt nach der Prüfung durch die Bank', refused: 'wird abgelehnt', error: 'scheitert an einem technischen Fehler', pending: 'bleibt ausstehend' },
  chooseOutcome: 'Wählen Sie, wie die Zahlung ausgeht',
  outcomes: { success: 'Bezahlen (gelingt)', refused: 'Ablehnen', error: 'Technischer Fehler', pending: 'Ausstehend (das Geld kommt später)' },
  challengeTitle: 'Mit Ihrer Bank bestätigen',
  challengeText: 'Ihre Bank bittet Sie, diese Zahlung über {amount} zu bestätigen. In der Sandbox lautet der Code {code}.',
  challengeCode: 'Bestätigungscode',
  confirm: 'Bestätigen',
  cancel: 'Zahlung abbrechen',
  wrongCode: 'Der Code ist falsch. Versuchen Sie es noch einmal.',
  pendingTitle: 'Warten auf das Geld',
  pendingText: 'Der Shop weiß, dass diese Zahlung aussteht. In der Sandbox entscheiden Sie, ob das Geld ankommt.',
  settle: 'Das Geld kommt an',
  expire: 'Das Geld kommt nie an',
  settledText: 'Erledigt. Der Shop erfährt es in Kürze per Webhook.',
  doneTitle: 'Diese Zahlung ist abgeschlossen',
  results: { success: 'Bezahlt', refused: 'Abgelehnt', error: 'Technischer Fehler', pending: 'Ausstehend' },
  backToShop: 'Zurück zum Shop',
  notFound: 'Diese Sandbox-Zahlung gibt es nicht.',
};

const FR: SandboxWords = {
  title: 'Paiement sandbox',
  testMode: 'Mode test : aucun argent réel ne circule. Cette page tient lieu de celle du prestataire de paiement.',
  amount: 'Montant',
  method: 'Moyen de paiement',
  reference: 'Référence',
  methods: PAYMENT_METHOD_NAMES.fr,
  cardNumber: 'Numéro de carte',
  cardHint: 'N’importe quelle date d’expiration et n’importe quel code de sécurité conviennent.',
  pay: 'Payer {amount}',
  notTestCard: 'Ce n’est pas l’une des cartes de test. Utilisez l’un des numéros ci-dessous.',
  testCards: 'Cartes de test',
  cardResults: { success: 'réussit après la vérification de la banque', refused: 'est refusée', error: 'échoue sur une erreur technique', pending: 'reste en attente' },
  chooseOutcome: 'Choisissez l’issue du paiement',
  outcomes: { success: 'Payer (réussit)', refused: 'Refuser', error: 'Erreur technique', pending: 'En attente (l’argent arrive plus tard)' },
  challengeTitle: 'Confirmer auprès de votre banque',
  challengeText: 'Votre banque vous demande de confirmer ce paiement de {amount}. Dans la sandbox, le code est {code}.',
  challengeCode: 'Code de confirmation',
  confirm: 'Confirmer',
  cancel: 'Annuler le paiement',
  wrongCode: 'Le code est erroné. Réessayez.',
  pendingTitle: 'En attente de l’argent',
  pendingText: 'La boutique sait que ce paiement est en attente. Dans la sandbox, vous décidez si l’argent arrive.',
  settle: 'L’argent arrive',
  expire: 'L’argent n’arrive jamais',
  settledText: 'C’est fait. La boutique l’apprendra sous peu par webhook.',
  doneTitle: 'Ce paiement est terminé',
  results: { success: 'Payé', refused: 'Refusé', error: 'Erreur technique', pending: 'En attente' },
  backToShop: 'Retour à la boutique',
  notFound: 'Ce paiement sandbox n’existe pas.',
};

const NL: SandboxWords = {
  title: 'Sandbox-betaling',
  testMode: 'Testmodus: er gaat geen echt geld over. Deze pagina staat voor die van de betaalprovider.',
  amount: 'Bedrag',
  method: 'Betaalmethode',
  reference: 'Referentie',
  methods: PAYMENT_METHOD_NAMES.nl,
  cardNumber: 'Kaartnummer',
  cardHint: 'Elke vervaldatum en beveiligingscode is goed.',
  pay: '{amount} betalen',
  notTestCard: 'Dit is geen van de testkaarten. Gebruik een van de nummers hieronder.',
  testCards: 'Testkaarten',
  cardResults: { success: 'lukt na de controle door de bank', refused: 'wordt geweigerd', error: 'mislukt door een technische fout', pending: 'blijft in behandeling' },
  chooseOutcome: 'Kies hoe de betaling afloopt',
  outcomes: { success: 'Betalen (lukt)', refused: 'Weigeren', error: 'Technische fout', pending: 'In behandeling (het geld komt later)' },
  challengeTitle: 'Bevestigen bij uw bank',
  challengeText: 'Uw bank vraagt u deze betaling van {amount} te bevestigen. In de sandbox is de code {code}.',
  challengeCode: 'Bevestigingscode',
  confirm: 'Bevestigen',
  cancel: 'Betaling annuleren',
  wrongCode: 'De code is onjuist. Probeer het opnieuw.',
  pendingTitle: 'Wachten op het geld',
  pendingText: 'De winkel weet dat deze betaling in behandeling is. In de sandbox beslist u of het geld aankomt.',
  settle: 'Het geld komt aan',
  expire: 'Het geld komt nooit',
  settledText: 'Klaar. De winkel hoort het binnenkort via een webhook.',
  doneTitle: 'Deze betaling is afgerond',
  results: { success: 'Betaald', refused: 'Geweigerd', error: 'Technische fout', pending: 'In behandeling' },
  backToShop: 'Terug naar de winkel',
  notFound: 'Deze sandbox-betaling bestaat niet.',
};

const swiss = (words: SandboxWords): SandboxWords => JSON.parse(JSON.stringify(words).replaceAll('ß', 'ss')) as SandboxWords;

/** The sandbox page's words for every shop locale. */
export const SANDBOX_WORDS: Readonly<Record<Locale, SandboxWords>> = {
  de_DE: DE,
  de_AT: DE,
  de_CH: swiss(DE),
  fr_FR: FR,
  fr_CH: FR,
  en_GB: EN,
  nl_NL: NL,
};

/** The words for a locale as stored with a payment (English for anything else). */
export function sandboxWordsFor(locale: string): SandboxWords {
  return localeIs(locale) ? SANDBOX_WORDS[locale] : EN;
}

/** A template with its `{name}` parts filled in. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
