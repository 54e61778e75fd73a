import { inheritedText } from '@masswerk/contract';
import type { Locale } from '@masswerk/domain';

/**
 * The order e-mails' words, one table per language (order-mail.ts fills them in): templates in the
 * domain's ICU subset (`{name}`, plurals), money and dates filled in already formatted. de_AT reads de,
 * de_CH writes ss for ß, fr_CH reads fr.
 */
export interface OrderMailWords {
  /** Between a label and its value in the text mail ("Total: …"; French sets a space before the colon). */
  colon: string;
  subject: { confirmation: string; awaiting_payment: string; payment_received: string };
  greeting: string;
  intro: { confirmation: string; awaiting_payment: string; payment_received: string };
  transferTitle: string;
  transferText: string;
  accountHolder: string;
  iban: string;
  bic: string;
  reference: string;
  amount: string;
  orderTitle: string;
  orderNumber: string;
  orderDate: string;
  paymentMethod: string;
  lineQuantity: string;
  lineAddons: string;
  /** The sample box's colours, after its name ({colours}: the names, listed as the language lists). */
  lineColours: string;
  families: Readonly<Record<string, string>>;
  sampleBox: string;
  addons: Readonly<Record<string, string>>;
  subtotal: string;
  discounts: Readonly<Record<string, string>>;
  shipping: string;
  shippingFree: string;
  total: string;
  vat: string;
  deliveryPaid: string;
  deliveryAfterPayment: string;
  shipTo: string;
  trackingText: string;
  trackingLink: string;
  closing: string;
  signature: string;
  madeToMeasure: string;
}

const EN: OrderMailWords = {
  colon: ': ',
  subject: {
    confirmation: 'Your Masswerk order {number}',
    awaiting_payment: 'Your Masswerk order {number}',
    payment_received: 'Payment received for your Masswerk order {number}',
  },
  greeting: 'Hello {name},',
  intro: {
    confirmation: 'thank you for your order. Your payment has arrived, so we are now making your furniture to measure.',
    awaiting_payment: 'thank you for your order. As soon as your payment of {amount} arrives, we start making your furniture to measure and let you know.',
    payment_received: 'your payment of {amount} for order {number} has arrived. Thank you! We are now making your furniture to measure.',
  },
  transferTitle: 'How to pay by bank transfer',
  transferText: 'Please transfer {amount} to this account and give the reference exactly as written, so that we can match your payment:',
  accountHolder: 'Account holder',
  iban: 'IBAN',
  bic: 'BIC',
  reference: 'Reference',
  amount: 'Amount',
  orderTitle: 'Your order',
  orderNumber: 'Order number',
  orderDate: 'Ordered on',
  paymentMethod: 'Payment method',
  lineQuantity: '{quantity} × {name}',
  lineAddons: 'with {addons}',
  lineColours: 'colours: {colours}',
  families: { shelf: 'Shelf', wardrobe: 'Wardrobe', joyn: 'Sofa Joyn', pyllow: 'Sofa Pyllow', flayr: 'Sofa Flayr', lyvyn: 'Sofa Lyvyn', cushion: 'Cushion' },
  sampleBox: 'Sample box',
  addons: { '701.101.02': 'assembly service', '701.102.00': 'baseboard cut-out' },
  subtotal: 'Subtotal',
  discounts: { QuantityDiscount: 'Quantity discount', CategoryDiscount: 'Category discount', VolumeDiscount: 'Volume discount', Coupon: 'Coupon' },
  shipping: 'Delivery',
  shippingFree: 'Free',
  total: 'Total',
  vat: 'Including {rate} VAT',
  deliveryPaid: 'We expect to ship your order in about {days, plural, one {# day} other {# days}}, around {date}.',
  deliveryAfterPayment: 'We ship your order about {days, plural, one {# day} other {# days}} after your payment arrives.',
  shipTo: 'Delivery address',
  trackingText: 'You can follow your order at any time:',
  trackingLink: 'Track your order',
  closing: 'Kind regards,',
  signature: 'Your Masswerk team',
  madeToMeasure: 'Furniture made to measure cannot be returned once its production has started.',
};

const DE: OrderMailWords = {
  colon: ': ',
  subject: {
    confirmation: 'Ihre Masswerk-Bestellung {number}',
    awaiting_payment: 'Ihre Masswerk-Bestellung {number}',
    payment_received: 'Zahlung erhalten für Ihre Masswerk-Bestellung {number}',
  },
  greeting: 'Guten Tag {name},',
  intro: {
    confirmation: 'vielen Dank für Ihre Bestellung. Ihre Zahlung ist eingegangen, wir fertigen Ihre Möbel jetzt nach Maß.',
    awaiting_payment: 'vielen Dank für Ihre Bestellung. Sobald Ihre Zahlung von {amount} eingegangen ist, fertigen wir Ihre Möbel nach Maß und sagen Ihnen Bescheid.',
    payment_received: 'Ihre Zahlung von {amount} für die Bestellung {number} ist eingegangen. Vielen Dank! Wir fertigen Ihre Möbel jetzt nach Maß.',
  },
  transferTitle: 'So zahlen Sie per Überweisung',
  transferText: 'Bitte überweisen Sie {amount} auf dieses Konto und geben Sie den Verwendungszweck genau so an, damit wir Ihre Zahlung zuordnen können:',
  accountHolder: 'Kontoinhaber',
  iban: 'IBAN',
  bic: 'BIC',
  reference: 'Verwendungszweck',
  amount: 'Betrag',
  orderTitle: 'Ihre Bestellung',
  orderNumber: 'Bestellnummer',
  orderDate: 'Bestellt am',
  paymentMethod: 'Zahlungsart',
  lineQuantity: '{quantity} × {name}',
  lineAddons: 'mit {addons}',
  lineColours: 'Farben: {colours}',
  families: { shelf: 'Regal', wardrobe: 'Kleiderschrank', joyn: 'Sofa Joyn', pyllow: 'Sofa Pyllow', flayr: 'Sofa Flayr', lyvyn: 'Sofa Lyvyn', cushion: 'Kissen' },
  sampleBox: 'Musterbox',
  addons: { '701.101.02': 'Montageservice', '701.102.00': 'Sockelleistenausschnitt' },
  subtotal: 'Zwischensumme',
  discounts: { QuantityDiscount: 'Mengenrabatt', CategoryDiscount: 'Kategorierabatt', VolumeDiscount: 'Volumenrabatt', Coupon: 'Gutschein' },
  shipping: 'Lieferung',
  shippingFree: 'Kostenlos',
  total: 'Gesamtsumme',
  vat: 'Inkl. {rate} MwSt.',
  deliveryPaid: 'Wir versenden Ihre Bestellung voraussichtlich in etwa {days, plural, one {# Tag} other {# Tagen}}, um den {date}.',
  deliveryAfterPayment: 'Wir versenden Ihre Bestellung etwa {days, plural, one {# Tag} other {# Tage}} nach Zahlungseingang.',
  shipTo: 'Lieferadresse',
  trackingText: 'Den Stand Ihrer Bestellung sehen Sie jederzeit hier:',
  trackingLink: 'Bestellung verfolgen',
  closing: 'Freundliche Grüße',
  signature: 'Ihr Masswerk-Team',
  madeToMeasure: 'Maßgefertigte Möbel können nach Produktionsbeginn nicht zurückgegeben werden.',
};

const FR: OrderMailWords = {
  colon: '\u00a0: ',
  subject: {
    confirmation: 'Votre commande Masswerk {number}',
    awaiting_payment: 'Votre commande Masswerk {number}',
    payment_received: 'Paiement reçu pour votre commande Masswerk {number}',
  },
  greeting: 'Bonjour {name},',
  intro: {
    confirmation: 'merci pour votre commande. Votre paiement nous est parvenu : nous fabriquons maintenant vos meubles sur mesure.',
    awaiting_payment: 'merci pour votre commande. Dès réception de votre paiement de {amount}, nous fabriquons vos meubles sur mesure et vous prévenons.',
    payment_received: 'votre paiement de {amount} pour la commande {number} nous est parvenu. Merci ! Nous fabriquons maintenant vos meubles sur mesure.',
  },
  transferTitle: 'Comment payer par virement',
  transferText: 'Veuillez virer {amount} sur ce compte en indiquant la référence exactement telle quelle, afin que nous puissions identifier votre paiement :',
  accountHolder: 'Titulaire du compte',
  iban: 'IBAN',
  bic: 'BIC',
  reference: 'Référence',
  amount: 'Montant',
  orderTitle: 'Votre commande',
  orderNumber: 'Numéro de commande',
  orderDate: 'Commandé le',
  paymentMethod: 'Moyen de paiement',
  lineQuantity: '{quantity} × {name}',
  lineAddons: 'avec {addons}',
  lineColours: 'couleurs : {colours}',
  families: { shelf: 'Étagère', wardrobe: 'Armoire', joyn: 'Canapé Joyn', pyllow: 'Canapé Pyllow', flayr: 'Canapé Flayr', lyvyn: 'Canapé Lyvyn', cushion: 'Coussin' },
  sampleBox: 'Boîte d’échantillons',
  addons: { '701.101.02': 'service de montage', '701.102.00': 'découpe de plinthe' },
  subtotal: 'Sous-total',
  discounts: { QuantityDiscount: 'Remise sur la quantité', CategoryDiscount: 'Remise sur la catégorie', VolumeDiscount: 'Remise sur le volume', Coupon: 'Bon de réduction' },
  shipping: 'Livraison',
  shippingFree: 'Gratuite',
  total: 'Total',
  vat: 'Dont TVA {rate}',
  deliveryPaid: 'Nous prévoyons d’expédier votre commande dans environ {days, plural, one {# jour} other {# jours}}, vers le {date}.',
  deliveryAfterPayment: 'Nous expédions votre commande environ {days, plural, one {# jour} other {# jours}} après réception de votre paiement.',
  shipTo: 'Adresse de livraison',
  trackingText: 'Vous pouvez suivre votre commande à tout moment :',
  trackingLink: 'Suivre ma commande',
  closing: 'Cordialement,',
  signature: 'L’équipe Masswerk',
  madeToMeasure: 'Les meubles sur mesure ne peuvent plus être retournés une fois leur fabrication commencée.',
};

const NL: OrderMailWords = {
  colon: ': ',
  subject: {
    confirmation: 'Uw Masswerk-bestelling {number}',
    awaiting_payment: 'Uw Masswerk-bestelling {number}',
    payment_received: 'Betaling ontvangen voor uw Masswerk-bestelling {number}',
  },
  greeting: 'Beste {name},',
  intro: {
    confirmation: 'hartelijk dank voor uw bestelling. Uw betaling is binnen, dus we maken uw meubels nu op maat.',
    awaiting_payment: 'hartelijk dank voor uw bestelling. Zodra uw betaling van {amount} binnen is, maken we uw meubels op maat en laten we het u weten.',
    payment_received: 'uw betaling van {amount} voor bestelling {number} is binnen. Hartelijk dank! We maken uw meubels nu op maat.',
  },
  transferTitle: 'Zo betaalt u per bankoverschrijving',
  transferText: 'Maak {amount} over naar deze rekening en vermeld de betalingskenmerk precies zo, zodat we uw betaling kunnen herkennen:',
  accountHolder: 'Rekeninghouder',
  iban: 'IBAN',
  bic: 'BIC',
  reference: 'Betalingskenmerk',
  amount: 'Bedrag',
  orderTitle: 'Uw bestelling',
  orderNumber: 'Bestelnummer',
  orderDate: 'Besteld op',
  paymentMethod: 'Betaalmethode',
  lineQuantity: '{quantity} × {name}',
  lineAddons: 'met {addons}',
  lineColours: 'kleuren: {colours}',
  families: { shelf: 'Kast', wardrobe: 'Kledingkast', joyn: 'Bank Joyn', pyllow: 'Bank Pyllow', flayr: 'Bank Flayr', lyvyn: 'Bank Lyvyn', cushion: 'Kussen' },
  sampleBox: 'Stalenbox',
  addons: { '701.101.02': 'montageservice', '701.102.00': 'plintuitsparing' },
  subtotal: 'Subtotaal',
  discounts: { QuantityDiscount: 'Aantalkorting', CategoryDiscount: 'Categoriekorting', VolumeDiscount: 'Volumekorting', Coupon: 'Kortingscode' },
  shipping: 'Levering',
  shippingFree: 'Gratis',
  total: 'Totaal',
  vat: 'Inclusief {rate} btw',
  deliveryPaid: 'We verwachten uw bestelling over ongeveer {days, plural, one {# dag} other {# dagen}} te verzenden, rond {date}.',
  deliveryAfterPayment: 'We verzenden uw bestelling ongeveer {days, plural, one {# dag} other {# dagen}} nadat uw betaling binnen is.',
  shipTo: 'Afleveradres',
  trackingText: 'U kunt uw bestelling altijd volgen:',
  trackingLink: 'Bestelling volgen',
  closing: 'Met vriendelijke groet,',
  signature: 'Het Masswerk-team',
  madeToMeasure: 'Maatwerkmeubels kunnen niet meer worden geretourneerd zodra de productie is begonnen.',
};

/** The order e-mails' words for every shop locale. */
export const ORDER_MAIL_WORDS: Readonly<Record<Locale, OrderMailWords>> = {
  de_DE: DE,
  de_AT: DE,
  de_CH: inheritedText('de_CH', 'de_DE', DE),
  fr_FR: FR,
  fr_CH: FR,
  en_GB: EN,
  nl_NL: NL,
};
