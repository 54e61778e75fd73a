import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTrackingSchema, paymentOptionsSchema, paymentSchema, type CreatedOrderAnswer } from '@masswerk/contract';
import { purchaseCalls } from '../../../test/purchase-calls.ts';
import { startSmtpTestServer, type ReceivedMail } from '../../../../../tooling/smtp-test-server.mjs';
import { testAppForFile } from '../../../test/test-app.ts';
import { findJobByDedupeKey } from '../../db/jobs.ts';
import { runDueJobs } from '../jobs/worker.ts';
import { MAIL_JOB, mailJobHandler } from '../mail/mail-job.ts';
import { smtpMailer } from '../mail/smtp-mailer.ts';
import { confirmPayment } from '../payments/confirm-payment.ts';
import { paymentProvidersFrom } from '../payments/providers.ts';
import { ORDER_MAIL_KIND_HEADER } from './order-mail/order-mail.ts';
import { orderConfirmationKey } from './order-mails.ts';

// The order e-mails end to end: an order paid through the sandbox, the webhooks (each sent twice by the
// sandbox) racing the buyer's return, the job worker sending through a real SMTP server, the mail parsed.

const t = testAppForFile({ PUBLIC_URL: 'https://shop.masswerk.example' });
const { json, bearer, newOrder, attempt, confirm, form, returnOf, payByCard, chooseOutcome, deliverAll } = purchaseCalls(t);
const logger = pino({ level: 'silent' });

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(() => smtp.close());

/** One round of the job worker, sending mail through the test's SMTP server; answers what it sent. */
async function sendMails(): Promise<number> {
  const mailer = smtpMailer({ url: smtp.url, from: 'Masswerk <orders@masswerk.example>' });
  try {
    const round = await runDueJobs({ db: t.database.db, logger, handlers: { [MAIL_JOB]: mailJobHandler(mailer) } });
    expect(round.retried + round.gaveUp).toBe(0);
    return round.done;
  } finally {
    mailer.close();
  }
}

/** Every mail received about an order (its number is in each subject). */
const mailsOf = (order: CreatedOrderAnswer): ReceivedMail[] => smtp.received.filter((mail) => mail.parsed.subject?.includes(order.number));

/** Runs the worker until nothing is due (the SMTP server has each mail once its send is done). */
async function sendAllMails(): Promise<void> {
  while ((await sendMails()) > 0);
}

describe('the order confirmation', () => {
  it('goes once for a card payment, however the webhooks (each twice) and the buyer’s returns race', async () => {
    const order = await newOrder('de');
    const { page } = await attempt(order, 'card');
    const back = await payByCard(page);
    const answers = await Promise.all([confirm(back), deliverAll(), confirm(back), deliverAll()]);
    expect(paymentSchema.parse(await answers[0]!.json())).toMatchObject({ status: 'succeeded', orderStatus: 'paid' });
    // The webhooks again, later (a provider's retry): nothing new.
    await deliverAll();
    await sendAllMails();
    await deliverAll();
    await confirm(back);
    await sendAllMails();

    const mails = mailsOf(order);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.envelopeTo).toEqual(['anna@example.com']);
    expect(mail.parsed.subject).toBe(`Ihre Masswerk-Bestellung ${order.number}`);
    expect(mail.parsed.headers.get('content-language')).toBe('de-DE');
    expect(mail.parsed.headers.get(ORDER_MAIL_KIND_HEADER.toLowerCase())).toBe('confirmation');
    const text = mail.parsed.text ?? '';
    expect(text).toContain('Guten Tag Anna Muster,');
    expect(text).toContain('Ihre Zahlung ist eingegangen');
    expect(text).toContain(`Bestellnummer: ${order.number}`);
    expect(text).toContain('Zahlungsart: Karte');
    expect(text).toMatch(/1 × Regal: [\d.]+,\d\d\s€/);
    expect(text).toMatch(/Gesamtsumme: [\d.]+,\d\d\s€/);
    expect(text).toMatch(/Inkl\. 19\s%\sMwSt\.: [\d.]+,\d\d\s€/);
    expect(text).toMatch(/in etwa \d+ Tagen, um den \d\d\.\d\d\.\d{4}\./);
    expect(text).toContain('Torstraße 1\n10115 Berlin\nDeutschland');
    // The tracking link carries the order's token: it opens the order's status without the e-mail address.
    const token = /order-tracking\?number=[\w-]+&token=([\w-]+)/.exec(text)?.[1];
    expect(token).toBeDefined();
    const tracking = `https://shop.masswerk.example/order-tracking?number=${order.number}&token=${token}`;
    expect(text).toContain(tracking);
    const tracked = await json('/api/checkout/order-tracking', { number: order.number, token });
    expect(tracked.status).toBe(200);
    expect(orderTrackingSchema.parse(await tracked.json()).status).toBe('paid');
    const html = mail.parsed.html || '';
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain(`<a href="${tracking.replaceAll('&', '&#38;')}"`);
    expect(html).toContain(order.number);
  });

  it('goes once when the webhook arrives in the middle of the buyer’s return (after the provider’s answer, before it is applied)', async () => {
    const order = await newOrder('de');
    const { paymentId, page } = await attempt(order, 'paypal');
    const back = await chooseOutcome(page, 'success');
    const deps = { db: t.database.db, config: t.config, logger, providers: paymentProvidersFrom(t.database.db, t.config) };
    const answer = await confirmPayment(deps, paymentId, back, {
      afterProviderCheck: async () => {
        expect((await deliverAll()).delivered).toBeGreaterThan(0);
      },
    });
    expect(answer).toMatchObject({ status: 'succeeded', orderStatus: 'paid' });
    await sendAllMails();
    expect(mailsOf(order).map((mail) => mail.parsed.text?.includes('Zahlungsart: PayPal'))).toEqual([true]);
  });

  it('does not go for a refused card, and goes when another method then pays', async () => {
    const order = await newOrder('de');
    const card = await attempt(order, 'card');
    expect(paymentSchema.parse(await (await confirm(returnOf(await form(`${card.page}/card`, { cardNumber: '4000 0000 0000 0002' })))).json()).orderStatus).toBe('failed');
    await deliverAll();
    await sendAllMails();
    expect(mailsOf(order)).toHaveLength(0);
    expect(await findJobByDedupeKey(t.database.db, orderConfirmationKey(order.id))).toBeNull();

    const paypal = await attempt(order, 'paypal');
    await confirm(await chooseOutcome(paypal.page, 'success'));
    await sendAllMails();
    expect(mailsOf(order)).toHaveLength(1);
  });

  it('speaks the order’s language, with its money, dates and links: French in Switzerland, English in the UK', async () => {
    const swiss = await newOrder('ch', { furniture: 'joyn', language: 'fr_CH' });
    const twint = await attempt(swiss, 'twint');
    await confirm(await chooseOutcome(twint.page, 'success'));
    const british = await newOrder('uk', { furniture: 'wardrobe' });
    const card = await attempt(british, 'card');
    await confirm(await payByCard(card.page));
    await sendAllMails();

    const [fr] = mailsOf(swiss);
    expect(fr?.parsed.subject).toBe(`Votre commande Masswerk ${swiss.number}`);
    expect(fr?.parsed.headers.get('content-language')).toBe('fr-CH');
    expect(fr?.parsed.text).toContain('Moyen de paiement\u00a0: TWINT');
    expect(fr?.parsed.text).toMatch(/1 × Canapé Joyn\s: CHF\s[\d'’]+\.\d\d/);
    expect(fr?.parsed.text).toMatch(/vers le \d\d\.\d\d\.\d{4}\./);
    expect(fr?.parsed.text).toContain(`https://shop.masswerk.example/fr-ch/order-tracking?number=${swiss.number}`);
    const [en] = mailsOf(british);
    expect(en?.parsed.subject).toBe(`Your Masswerk order ${british.number}`);
    expect(en?.parsed.text).toMatch(/1 × Wardrobe: £[\d,]+\.\d\d/);
    expect(en?.parsed.text).toMatch(/around \d\d\/\d\d\/\d{4}\./);
    expect(en?.parsed.text).toContain('United Kingdom');
    expect(en?.parsed.text).toContain(`https://shop.masswerk.example/en-gb/order-tracking?number=${british.number}`);
  });
});

describe('a bank transfer', () => {
  it('is confirmed with the account and reference to pay to, and the late money brings "payment received", each once', async () => {
    const order = await newOrder('de');
    const transfer = await attempt(order, 'bank_transfer');
    const back = await chooseOutcome(transfer.page, 'pending');
    await Promise.all([confirm(back), deliverAll(), confirm(back)]);
    await sendAllMails();
    const options = paymentOptionsSchema.parse(await (await json('/api/checkout/payments/init', { orderId: order.id }, bearer(order))).json());
    const details = options.payments[0]?.bankTransfer;
    expect(details).toMatchObject({ iban: 'DE89 3704 0044 0532 0130 00', reference: expect.stringMatching(/^SBX-[0-9A-F]{12}$/) as unknown });

    const [awaiting] = mailsOf(order);
    expect(mailsOf(order)).toHaveLength(1);
    expect(awaiting?.parsed.headers.get(ORDER_MAIL_KIND_HEADER.toLowerCase())).toBe('awaiting_payment');
    const text = awaiting?.parsed.text ?? '';
    expect(text).toContain('Sobald Ihre Zahlung von');
    expect(text).toContain(`IBAN: ${details!.iban}`);
    expect(text).toContain(`Verwendungszweck: ${details!.reference}`);
    expect(text).toContain('nach Zahlungseingang');

    // The money arrives days later: the shop hears it by webhook only (twice).
    expect((await form(`${transfer.page}/settle`, { outcome: 'success' })).status).toBe(200);
    await Promise.all([deliverAll(), deliverAll()]);
    await sendAllMails();
    await deliverAll();
    await sendAllMails();
    const mails = mailsOf(order);
    expect(mails.map((mail) => mail.parsed.headers.get(ORDER_MAIL_KIND_HEADER.toLowerCase()))).toEqual(['awaiting_payment', 'payment_received']);
    expect(mails[1]?.parsed.subject).toBe(`Zahlung erhalten für Ihre Masswerk-Bestellung ${order.number}`);
    expect(mails[1]?.parsed.text).not.toContain('IBAN');
  });
});
