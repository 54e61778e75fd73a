import { DESIGN_WORDS, type BankTransferDetails, type DeliveryDetails, type PricedCartAnswer } from '@masswerk/contract';
import {
  countryIso,
  countryOfLocale,
  formatDate,
  formatMessage,
  formatMoney,
  localeInfo,
  localeIs,
  SAMPLE_BOX_UUID,
  type Cents,
  type Currency,
  type Locale,
  type PaymentMethod,
} from '@masswerk/domain';
import type { OrderRow } from '../../../db/orders.ts';
import { escapeHtml } from '../../mail/dev-mail-page.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { paymentMethodNames } from '../../payments/method-names.ts';
import { ORDER_MAIL_WORDS, type OrderMailWords } from './order-mail-words.ts';

/**
 * The order e-mails (docs/decisions.md "Order e-mails"): `confirmation` when a payment pays the order at
 * once; `awaiting_payment`, the confirmation of an order whose money comes later (a bank transfer, with
 * the account and reference to pay to); `payment_received` when that money arrives.
 */
export type OrderMailKind = 'confirmation' | 'awaiting_payment' | 'payment_received';

/** The header that names an order mail's kind (and so the kind of a mail job, read from its payload). */
export const ORDER_MAIL_KIND_HEADER = 'X-Masswerk-Mail';

/** The payment a mail speaks of. */
export interface OrderMailPayment {
  method: PaymentMethod;
  amount: number;
  currency: string;
  bankTransfer: BankTransferDetails | null;
}

/** A label and its value, written as a table row in HTML and as "label: value" in text. */
type Row = readonly [label: string, value: string, strong?: boolean];

/** The mail's content, once, rendered as text and as HTML. */
interface Parts {
  colon: string;
  greeting: string;
  intro: string;
  transfer: { title: string; text: string; rows: Row[] } | null;
  orderTitle: string;
  facts: Row[];
  lines: Row[];
  totals: Row[];
  delivery: string;
  shipTo: { title: string; lines: string[] };
  tracking: { text: string; link: string; url: string };
  closing: string[];
  footer: string;
}

function words(locale: Locale) {
  const table = ORDER_MAIL_WORDS[locale];
  const bcp47 = localeInfo(locale).bcp47;
  const fill = (template: string, params: Record<string, string | number> = {}) => formatMessage(template, params, { bcp47, term: () => undefined, color: (id) => id }, { missing: 'keep' });
  const percent = (basisPoints: number) => new Intl.NumberFormat(bcp47, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
  const date = (at: Date) => formatDate(at.toISOString().slice(0, 10), countryIso(countryOfLocale(locale)));
  const countryName = (iso: string) => new Intl.DisplayNames(bcp47, { type: 'region' }).of(iso) ?? iso;
  return { table, bcp47, fill, percent, date, countryName };
}

function lineRows(cart: PricedCartAnswer, w: OrderMailWords, fill: (t: string, p?: Record<string, string | number>) => string, locale: Locale): Row[] {
  const list = new Intl.ListFormat(localeInfo(locale).bcp47, { type: 'conjunction' });
  // The sample box's colours by the names the configurator shows (the contract's design words).
  const colourName = (id: string) => DESIGN_WORDS[locale][`color.${id}`] ?? id;
  return cart.lineItems.map((line) => {
    const name = line.uuid === SAMPLE_BOX_UUID ? w.sampleBox : (w.families[line.type] ?? line.type);
    const addons = line.addonItems.map((addon) => w.addons[addon.sku] ?? addon.sku);
    const colours = line.colors ?? [];
    const label =
      fill(w.lineQuantity, { quantity: line.quantity, name }) +
      (colours.length > 0 ? ` (${fill(w.lineColours, { colours: list.format(colours.map(colourName)) })})` : '') +
      (addons.length > 0 ? ` (${fill(w.lineAddons, { addons: addons.join(', ') })})` : '');
    return [label, formatMoney(line.calculation.total as Cents, cart.currencyCode)] as const;
  });
}

function totalRows(cart: PricedCartAnswer, w: OrderMailWords, fill: (t: string, p?: Record<string, string | number>) => string, percent: (bp: number) => string): Row[] {
  const money = (amount: number) => formatMoney(amount as Cents, cart.currencyCode);
  return [
    [w.subtotal, money(cart.subtotal)],
    ...cart.discounts.map((d): Row => [w.discounts[d.type] ?? d.type, `−${money(d.amount)}`]),
    [w.shipping, cart.shipping === 0 ? w.shippingFree : money(cart.shipping)],
    [w.total, money(cart.total), true],
    ...cart.vat.map((v): Row => [fill(w.vat, { rate: percent(v.rateBasisPoints) }), money(v.amount)]),
  ];
}

function partsOf(kind: OrderMailKind, order: OrderRow, payment: OrderMailPayment, trackingUrl: string, now: Date): Parts {
  const locale: Locale = localeIs(order.language) ? order.language : 'en_GB';
  const { table: w, fill, percent, date, countryName } = words(locale);
  const cart = order.cart as PricedCartAnswer;
  const delivery = order.delivery as DeliveryDetails;
  const amount = formatMoney(payment.amount as Cents, payment.currency as Currency);
  const address = delivery.shipping;
  const transfer = kind === 'awaiting_payment' && payment.bankTransfer;
  const shipDate = new Date(now.getTime() + cart.shippingDuration * 86_400_000);
  return {
    colon: w.colon,
    greeting: fill(w.greeting, { name: `${address.firstName} ${address.lastName}` }),
    intro: fill(w.intro[kind], { amount, number: order.number }),
    transfer: transfer
      ? {
          title: w.transferTitle,
          text: fill(w.transferText, { amount }),
          rows: [
            [w.accountHolder, transfer.accountHolder],
            [w.iban, transfer.iban, true],
            [w.bic, transfer.bic],
            [w.reference, transfer.reference, true],
            [w.amount, amount, true],
          ],
        }
      : null,
    orderTitle: w.orderTitle,
    facts: [
      [w.orderNumber, order.number, true],
      [w.orderDate, date(order.createdAt)],
      [w.paymentMethod, paymentMethodNames(locale)[payment.method]],
    ],
    lines: lineRows(cart, w, fill, locale),
    totals: totalRows(cart, w, fill, percent),
    delivery: kind === 'awaiting_payment' ? fill(w.deliveryAfterPayment, { days: cart.shippingDuration }) : fill(w.deliveryPaid, { days: cart.shippingDuration, date: date(shipDate) }),
    shipTo: {
      title: w.shipTo,
      lines: [`${address.firstName} ${address.lastName}`, address.company, address.street, address.addressLine2, `${address.postalCode} ${address.city}`, countryName(address.country)].filter(
        (line): line is string => typeof line === 'string' && line !== '',
      ),
    },
    tracking: { text: w.trackingText, link: w.trackingLink, url: trackingUrl },
    closing: [w.closing, w.signature],
    footer: w.madeToMeasure,
  };
}

function text(parts: Parts): string {
  const textRows = (rows: readonly Row[]) => rows.map(([label, value]) => `${label}${parts.colon}${value}`).join('\n');
  const sections = [
    parts.greeting,
    parts.intro,
    parts.transfer && `${parts.transfer.title}\n${parts.transfer.text}\n${textRows(parts.transfer.rows)}`,
    `${parts.orderTitle}\n${textRows(parts.facts)}`,
    `${textRows(parts.lines)}\n\n${textRows(parts.totals)}`,
    parts.delivery,
    `${parts.shipTo.title}\n${parts.shipTo.lines.join('\n')}`,
    `${parts.tracking.text}\n${parts.tracking.url}`,
    parts.closing.join('\n'),
    parts.footer,
  ];
  return `${sections.filter(Boolean).join('\n\n')}\n`;
}

const CELL = 'padding:4px 12px 4px 0;vertical-align:top';

function htmlRows(rows: readonly Row[], align: 'left' | 'right' = 'left'): string {
  const body = rows
    .map(([label, value, strong]) => {
      const v = strong ? `<strong>${escapeHtml(value)}</strong>` : escapeHtml(value);
      return `<tr><td style="${CELL}">${escapeHtml(label)}</td><td style="${CELL};text-align:${align}">${v}</td></tr>`;
    })
    .join('');
  return `<table role="presentation" style="border-collapse:collapse">${body}</table>`;
}

function html(parts: Parts, lang: string): string {
  const h2 = (title: string) => `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(title)}</h2>`;
  const p = (words: string) => `<p style="margin:0 0 12px">${escapeHtml(words)}</p>`;
  const transfer = parts.transfer
    ? `<div style="border:1px solid #8a6d00;background:#fff8e1;padding:12px 16px;margin:16px 0">${h2(parts.transfer.title)}${p(parts.transfer.text)}${htmlRows(parts.transfer.rows)}</div>`
    : '';
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(parts.orderTitle)}</title></head>
<body style="margin:0;padding:24px;background:#f4f1ec;color:#1d1b19;font:16px/1.5 system-ui,sans-serif">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border:1px solid #d6d0c6">
${p(parts.greeting)}${p(parts.intro)}${transfer}
${h2(parts.orderTitle)}${htmlRows(parts.facts)}
<hr style="border:0;border-top:1px solid #d6d0c6;margin:16px 0">${htmlRows(parts.lines, 'right')}
<hr style="border:0;border-top:1px solid #d6d0c6;margin:16px 0">${htmlRows(parts.totals, 'right')}
${p(parts.delivery)}
${h2(parts.shipTo.title)}<p style="margin:0 0 12px">${parts.shipTo.lines.map(escapeHtml).join('<br>')}</p>
${p(parts.tracking.text)}<p style="margin:0 0 12px"><a href="${escapeHtml(parts.tracking.url)}" style="color:#0b5fff">${escapeHtml(parts.tracking.link)}</a></p>
<p style="margin:24px 0 12px">${parts.closing.map(escapeHtml).join('<br>')}</p>
<p style="margin:0;font-size:13px;color:#5c574f">${escapeHtml(parts.footer)}</p>
</div>
</body></html>`;
}

/**
 * An order e-mail in the order's language: text and HTML with the order number, the lines, the totals
 * with VAT, the delivery estimate (from `now`), the delivery address and the tracking link, and for a
 * bank transfer still to be paid, the account and reference.
 */
/** An order's mail of `kind`; `trackingUrl` is the order's tracking link (orderTrackingUrl, with its token). */
export function orderMail(kind: OrderMailKind, order: OrderRow, payment: OrderMailPayment, trackingUrl: string, now = new Date()): MailMessage {
  const parts = partsOf(kind, order, payment, trackingUrl, now);
  const locale: Locale = localeIs(order.language) ? order.language : 'en_GB';
  const { table, fill, bcp47 } = words(locale);
  return {
    to: order.email,
    subject: fill(table.subject[kind], { number: order.number }),
    text: text(parts),
    html: html(parts, bcp47),
    headers: { 'Content-Language': bcp47, 'Auto-Submitted': 'auto-generated', [ORDER_MAIL_KIND_HEADER]: kind },
  };
}
