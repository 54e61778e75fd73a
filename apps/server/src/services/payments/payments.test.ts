import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema, paymentOptionsSchema, paymentSchema, paymentStartedSchema, type CreatedOrderAnswer } from '@masswerk/contract';
import { purchaseCalls } from '../../../test/purchase-calls.ts';
import { testAppForFile } from '../../../test/test-app.ts';
import { moveOrderStatus } from '../../db/orders.ts';
import { findPayment, findPaymentEvents, findPaymentsOfOrder, isUniqueViolation, movePaymentStatus, ONE_SUCCESS_PER_ORDER } from '../../db/payments.ts';
import { findSandboxCaptures, findSandboxWebhooks } from '../../db/sandbox.ts';
import { confirmPayment } from './confirm-payment.ts';
import { paymentProvidersFrom } from './providers.ts';
import { receiveWebhook } from './receive-webhook.ts';
import { sandboxSecret } from './sandbox/secret.ts';
import { SANDBOX_SIGNATURE_HEADER, signWebhook } from './sandbox/signature.ts';
import { deliverDueWebhooks, startSandboxWebhookDeliverer, type SendWebhook } from './sandbox/webhooks.ts';
import type { PaymentDeps } from './start-payment.ts';

// Webhooks late by up to 300 ms here (seconds by default), so that the deliverer's own loop is seen to work.
const t = testAppForFile({ SANDBOX_WEBHOOK_DELAY_MIN_MS: '0', SANDBOX_WEBHOOK_DELAY_MAX_MS: '300' });

const quiet = pino({ level: 'silent' });
/** The payment use cases on the test app's database, for tests that put a concurrent action in their middle; `logs` holds what they log. */
function useCases(): PaymentDeps & { logs: { msg?: string; refund?: boolean }[] } {
  const logs: { msg?: string; refund?: boolean }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line) as { msg?: string }) });
  return { db: t.database.db, config: t.config, logger, providers: paymentProvidersFrom(t.database.db, t.config), logs };
}

const { json, bearer, newOrder, readOrder, startAttempt, attempt, confirm, form, location, returnOf, payByCard, chooseOutcome, send, deliverAll, postWebhook } = purchaseCalls(t);

/** The order's payments and the ledger's captures for them. */
async function moneyOf(order: CreatedOrderAnswer) {
  const payments = await findPaymentsOfOrder(t.database.db, order.id);
  const ids = new Set(payments.map((p) => p.id));
  const captures = (await findSandboxCaptures(t.database.db)).filter((c) => ids.has(c.merchantReference));
  return { statuses: payments.map((p) => p.status).sort(), payments, captures };
}

const paidEvents = async (order: CreatedOrderAnswer) => (await readOrder(order)).history.filter((h) => h.status === 'paid').length;

describe('POST /api/checkout/payments/init', () => {
  it('lists the methods of the order’s shop in its currency, for whoever holds the order’s secret', async () => {
    const de = await newOrder('de');
    const res = await json('/api/checkout/payments/init', { orderId: de.id }, bearer(de));
    expect(res.status).toBe(200);
    const options = paymentOptionsSchema.parse(await res.json());
    expect(options).toMatchObject({ orderId: de.id, orderStatus: 'pending', countryCode: 'de', currencyCode: 'EUR', amount: de.total, payable: true, payments: [] });
    expect(options.methods[0]).toEqual({ method: 'card', currencyCode: 'EUR', settlement: 'immediate', challenge: true });
    expect(options.methods.map((m) => m.method)).not.toContain('twint');
    expect(options.methods.find((m) => m.method === 'bank_transfer')?.settlement).toBe('later');

    const ch = await newOrder('ch');
    const swiss = paymentOptionsSchema.parse(await (await json('/api/checkout/payments/init', { orderId: ch.id }, bearer(ch))).json());
    expect(swiss.methods.find((m) => m.method === 'twint')).toMatchObject({ currencyCode: 'CHF' });
    const nl = await newOrder('nl');
    const dutch = paymentOptionsSchema.parse(await (await json('/api/checkout/payments/init', { orderId: nl.id }, bearer(nl))).json());
    expect(dutch.methods.map((m) => m.method)).toContain('ideal');

    for (const headers of [{}, bearer(ch)]) {
      const refused = await json('/api/checkout/payments/init', { orderId: de.id }, headers);
      expect(refused.status).toBe(404);
      expect(apiErrorSchema.parse(await refused.json()).error.code).toBe('order_not_found');
    }
  });
});

describe('POST /api/checkout/orders/{id}/payments', () => {
  it('starts an attempt at the provider, and answers the same attempt for the same key', async () => {
    const order = await newOrder();
    const key = randomUUID();
    const first = await startAttempt(order, 'card', key);
    expect(first.status).toBe(201);
    const started = paymentStartedSchema.parse(await first.json());
    expect(started.status).toBe('created');
    expect(started.redirectUrl).toMatch(new RegExp(`^${t.config.PUBLIC_URL}/sandbox-pay/[0-9a-f-]{36}$`));

    const again = await Promise.all([startAttempt(order, 'card', key), startAttempt(order, 'card', key)]);
    for (const res of again) {
      expect(res.status).toBe(200);
      expect(paymentStartedSchema.parse(await res.json())).toEqual(started);
    }
    expect((await findPaymentsOfOrder(t.database.db, order.id)).length).toBe(1);

    const reused = await startAttempt(order, 'paypal', key);
    expect(reused.status).toBe(409);
    expect(apiErrorSchema.parse(await reused.json()).error.code).toBe('payment_key_reused');
  });

  it('refuses a method the shop does not offer, and an order without its secret', async () => {
    const order = await newOrder('de');
    const twint = await startAttempt(order, 'twint');
    expect(twint.status).toBe(422);
    const error = apiErrorSchema.parse(await twint.json()).error;
    expect(error).toMatchObject({ code: 'payment_method_not_offered' });
    expect(error.message).toContain('twint');
    const other = await newOrder('de');
    const foreign = await json(`/api/checkout/orders/${order.id}/payments`, { method: 'card', idempotencyKey: randomUUID(), returnUrl: '/x' }, bearer(other));
    expect(foreign.status).toBe(404);
    const offSite = await json(`/api/checkout/orders/${order.id}/payments`, { method: 'card', idempotencyKey: randomUUID(), returnUrl: '//evil.example/' }, bearer(order));
    expect(offSite.status).toBe(400);
  });
});

describe('a purchase with the sandbox', () => {
  it('pays an order by card: the bank’s check, the return, the order paid, the money in the ledger once', async () => {
    const order = await newOrder();
    const { paymentId, page } = await attempt(order, 'card');
    const html = await (await t.request(page)).text();
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain('<label for="card-number">Kartennummer</label>');
    expect(html).toContain('4000 0000 0000 0002');

    const back = await payByCard(page);
    expect(back).toMatchObject({ paymentId, result: 'success' });
    const res = await confirm(back);
    expect(res.status).toBe(200);
    expect(paymentSchema.parse(await res.json())).toMatchObject({ paymentId, orderId: order.id, status: 'succeeded', orderStatus: 'paid', amount: order.total, method: 'card' });
    expect((await readOrder(order)).history.map((h) => h.status)).toEqual(['pending', 'paid']);

    // The webhooks come later (a 'pending' from the bank's check and the success, each twice): nothing more happens.
    expect((await deliverAll()).delivered).toBe(4);
    expect(paymentSchema.parse(await (await confirm(back)).json())).toMatchObject({ status: 'succeeded', orderStatus: 'paid' });
    const money = await moneyOf(order);
    expect(money.statuses).toEqual(['succeeded']);
    expect(money.captures).toEqual([{ merchantReference: paymentId, amount: order.total, currency: 'EUR' }]);
    expect(await paidEvents(order)).toBe(1);

    const more = await startAttempt(order, 'paypal');
    expect(more.status).toBe(409);
    expect(apiErrorSchema.parse(await more.json()).error.code).toBe('order_already_paid');
    const options = paymentOptionsSchema.parse(await (await json('/api/checkout/payments/init', { orderId: order.id }, bearer(order))).json());
    expect(options).toMatchObject({ orderStatus: 'paid', payable: false });
    expect(options.payments.map((p) => p.status)).toEqual(['succeeded']);
  });

  it('fails the order on a refused card, and pays it with another method afterwards', async () => {
    const order = await newOrder();
    const card = await attempt(order, 'card');
    const refused = returnOf(await form(`${card.page}/card`, { cardNumber: '4000-0000-0000-0002' }));
    expect(refused.result).toBe('refused');
    expect(paymentSchema.parse(await (await confirm(refused)).json())).toMatchObject({ status: 'refused', orderStatus: 'failed' });

    const paypal = await attempt(order, 'paypal');
    const paid = await chooseOutcome(paypal.page, 'success');
    expect(paymentSchema.parse(await (await confirm(paid)).json())).toMatchObject({ paymentId: paypal.paymentId, status: 'succeeded', orderStatus: 'paid' });
    await deliverAll();
    expect((await readOrder(order)).history.map((h) => h.status)).toEqual(['pending', 'failed', 'paid']);
    const money = await moneyOf(order);
    expect(money.statuses).toEqual(['refused', 'succeeded']);
    expect(money.captures.map((c) => c.merchantReference)).toEqual([paypal.paymentId]);
  });

  it('keeps a bank transfer pending until the money arrives, then pays the order by a late webhook', async () => {
    const order = await newOrder();
    const transfer = await attempt(order, 'bank_transfer');
    const back = await chooseOutcome(transfer.page, 'pending');
    expect(paymentSchema.parse(await (await confirm(back)).json())).toMatchObject({ status: 'pending', orderStatus: 'pending' });
    await deliverAll();
    expect((await readOrder(order)).status).toBe('pending');

    // The sandbox page of a pending payment settles it (what the bank does days later); the shop hears it by webhook only.
    const pendingPage = await (await t.request(transfer.page)).text();
    expect(pendingPage).toContain('action="/sandbox-pay/');
    const settled = await form(`${transfer.page}/settle`, { outcome: 'success' });
    expect(settled.status).toBe(200);
    expect((await readOrder(order)).status).toBe('pending');
    expect((await deliverAll()).delivered).toBe(2);
    expect((await readOrder(order)).history.map((h) => h.status)).toEqual(['pending', 'paid']);
    expect((await moneyOf(order)).captures.map((c) => c.amount)).toEqual([order.total]);
  });

  it('does not fail an order whose bank transfer is on its way when another attempt is refused', async () => {
    const order = await newOrder();
    const transfer = await attempt(order, 'bank_transfer');
    await confirm(await chooseOutcome(transfer.page, 'pending'));
    const card = await attempt(order, 'card');
    expect(paymentSchema.parse(await (await confirm(await chooseOutcome(card.page, 'refused'))).json())).toMatchObject({ status: 'refused', orderStatus: 'pending' });
  });

  it('asks for the code again when it is wrong, and refuses the card after three wrong codes', async () => {
    const order = await newOrder();
    const { page } = await attempt(order, 'card');
    expect(location(await form(`${page}/outcome`, { outcome: 'success' }))).toBe(`${page}/challenge`);
    for (let i = 0; i < 2; i++) {
      const wrong = await form(`${page}/challenge`, { code: '0000' });
      expect(wrong.status).toBe(422);
      const html = await wrong.text();
      expect(html).toContain('role="alert"');
      expect(html).toContain('aria-invalid="true"');
    }
    const refused = returnOf(await form(`${page}/challenge`, { code: '9999' }));
    expect(refused.result).toBe('refused');
    expect(paymentSchema.parse(await (await confirm(refused)).json())).toMatchObject({ status: 'refused', orderStatus: 'failed' });
  });

  it('escapes what the buyer typed, and serves the page with a strict policy', async () => {
    const order = await newOrder();
    const { page } = await attempt(order, 'card');
    const res = await form(`${page}/card`, { cardNumber: '"><script>alert(1)</script>' });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/scri');
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'nonce-[^']+'; form-action 'self'/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await t.request('/sandbox-pay/not-a-payment')).status).toBe(404);
    expect((await t.request(`/sandbox-pay/${randomUUID()}`)).status).toBe(404);
  });

  it('refuses a return whose signature is not the provider’s', async () => {
    const order = await newOrder();
    const { page } = await attempt(order, 'paypal');
    const back = await chooseOutcome(page, 'refused');
    const forged = await confirm({ ...back, result: 'success' });
    expect(forged.status).toBe(401);
    expect(apiErrorSchema.parse(await forged.json()).error.code).toBe('signature_invalid');
    expect((await confirm({ ...back, paymentId: randomUUID() })).status).toBe(404);
  });

  it('owes the money back when the provider takes it for an order that was cancelled meanwhile', async () => {
    const order = await newOrder();
    const { page } = await attempt(order, 'paypal');
    const back = await chooseOutcome(page, 'success');
    await moveOrderStatus(t.database.db, order.id, ['pending'], 'cancelled', 'test: the buyer cancelled');
    const answer = paymentSchema.parse(await (await confirm(back)).json());
    expect(answer).toMatchObject({ status: 'refund_due', orderStatus: 'cancelled' });
    expect((await findPayment(t.database.db, answer.paymentId))?.refundReason).toBe('the order is cancelled');
  });
});

describe('POST /api/checkout/payments/webhooks/sandbox', () => {
  const event = (over: Record<string, unknown> = {}) =>
    JSON.stringify({ id: `evt_${randomUUID()}`, type: 'payment.updated', createdAt: new Date().toISOString(), data: { reference: randomUUID(), merchantReference: randomUUID(), result: 'success', amount: 100, currency: 'EUR' }, ...over });

  it('refuses a missing, wrong, stale or tampered signature with 401, and takes a good one', async () => {
    const body = event();
    const secret = await sandboxSecret(t.database.db, t.config);
    const headers = (signature?: string) => ({ 'content-type': 'application/json', ...(signature ? { [SANDBOX_SIGNATURE_HEADER]: signature } : {}) });
    const post = (signature: string | undefined, sent = body) => t.request('/api/checkout/payments/webhooks/sandbox', { method: 'POST', headers: headers(signature), body: sent });
    const cases = [
      post(undefined),
      post('t=1,v1=00'),
      post(signWebhook('another secret of at least thirty-two characters', body, new Date())),
      post(signWebhook(secret, body, new Date(Date.now() - 10 * 60_000))),
      post(signWebhook(secret, body, new Date()), body.replace('"amount":100', '"amount":1')),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.status).toBe(401);
      expect(apiErrorSchema.parse(await res.json()).error.code).toBe('signature_invalid');
    }
    // An event about no payment of ours is acknowledged (so the provider stops) and recorded only.
    const good = await post(signWebhook(secret, body, new Date()));
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ received: true });
  });

  it('applies an event once however often it comes, and a stale one never undoes a later one', async () => {
    const order = await newOrder();
    const { paymentId, page, reference } = await attempt(order, 'card');
    await payByCard(page);
    const outbox = await findSandboxWebhooks(t.database.db, reference);
    const results = outbox.map((row) => (JSON.parse(row.body) as { data: { result: string } }).data.result);
    expect(results).toEqual(['pending', 'pending', 'success', 'success']);
    const [pendingBody, , successBody] = outbox.map((row) => row.body);

    // Success three times, then the 'pending' of the bank's check arrives late, twice: no confirm at all.
    for (const body of [successBody!, successBody!, pendingBody!, successBody!, pendingBody!]) expect((await postWebhook(body)).status).toBe(200);
    const money = await moneyOf(order);
    expect(money.statuses).toEqual(['succeeded']);
    expect((await readOrder(order)).history.map((h) => h.status)).toEqual(['pending', 'paid']);
    const events = await findPaymentEvents(t.database.db, paymentId);
    expect(events.map((e) => [e.result, e.fromStatus, e.toStatus])).toEqual([
      ['success', 'created', 'succeeded'],
      ['pending', null, null],
    ]);
  });
});

describe('races', () => {
  it('the webhook racing the buyer’s return ends in one paid order and one succeeded payment', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await newOrder();
      const { page } = await attempt(order, 'card');
      const back = await payByCard(page);
      const [answer] = await Promise.all([confirm(back), deliverAll(), deliverAll(), confirm(back)]);
      expect(paymentSchema.parse(await answer.json())).toMatchObject({ status: 'succeeded', orderStatus: 'paid' });
      expect((await moneyOf(order)).statuses).toEqual(['succeeded']);
      expect(await paidEvents(order)).toBe(1);
    }
  });

  it('the webhook arriving in the middle of the return (after the provider answered, before it is applied) changes nothing twice', async () => {
    const deps = useCases();
    const order = await newOrder();
    const { paymentId, page } = await attempt(order, 'card');
    const back = await payByCard(page);
    let delivered = 0;
    const answer = await confirmPayment(deps, paymentId, back, {
      afterProviderCheck: async () => {
        delivered = (await deliverAll()).delivered;
      },
    });
    expect(delivered).toBe(4);
    expect(answer).toMatchObject({ status: 'succeeded', orderStatus: 'paid' });
    const events = await findPaymentEvents(t.database.db, paymentId);
    // The webhook paid it; the return, applied after, found it paid.
    expect(events.filter((e) => e.toStatus === 'succeeded').map((e) => e.source)).toEqual(['webhook']);
    expect(events.at(-1)).toMatchObject({ source: 'return', result: 'success', toStatus: null });
    expect(await paidEvents(order)).toBe(1);
  });

  it('two tabs paying the same order, both taken by the provider: one payment succeeds, the other is owed back', async () => {
    const order = await newOrder();
    const tabs = [await attempt(order, 'card'), await attempt(order, 'paypal')];
    const backs = [await payByCard(tabs[0]!.page), await chooseOutcome(tabs[1]!.page, 'success')];
    const answers = await Promise.all(backs.map((back) => confirm(back)));
    const statuses = await Promise.all(answers.map(async (res) => paymentSchema.parse(await res.json()).status));
    expect(statuses.sort()).toEqual(['refund_due', 'succeeded']);
    await deliverAll();

    const money = await moneyOf(order);
    expect(money.statuses).toEqual(['refund_due', 'succeeded']);
    // The ledger holds both captures: what the shop owes back is exactly the refund_due payment.
    expect(money.captures.map((c) => c.merchantReference).sort()).toEqual(tabs.map((tab) => tab.paymentId).sort());
    const due = money.payments.find((p) => p.status === 'refund_due')!;
    const paid = money.payments.find((p) => p.status === 'succeeded')!;
    expect(due.refundReason).toBe(`the order was already paid by payment ${paid.id}`);
    expect(t.logs.some((line) => line.refund === true && line.paymentId === due.id)).toBe(true);
    expect(await paidEvents(order)).toBe(1);
  });

  it('the second tab’s return applied in the middle of the first one’s: the database refuses the second success', async () => {
    const deps = useCases();
    const order = await newOrder();
    const [first, second] = [await attempt(order, 'card'), await attempt(order, 'google_pay')];
    const firstBack = await payByCard(first.page);
    const secondBack = await chooseOutcome(second.page, 'success');
    const answer = await confirmPayment(deps, first.paymentId, firstBack, {
      afterProviderCheck: async () => {
        expect(paymentSchema.parse(await (await confirm(secondBack)).json())).toMatchObject({ status: 'succeeded', orderStatus: 'paid' });
      },
    });
    expect(answer).toMatchObject({ paymentId: first.paymentId, status: 'refund_due', orderStatus: 'paid' });
    expect(deps.logs.filter((line) => line.refund === true)).toHaveLength(1);
    expect((await moneyOf(order)).statuses).toEqual(['refund_due', 'succeeded']);
  });

  it('a webhook for the second tab arriving in the middle of the first tab’s webhook: one success', async () => {
    const deps = useCases();
    const order = await newOrder();
    const [first, second] = [await attempt(order, 'paypal'), await attempt(order, 'apple_pay')];
    await chooseOutcome(first.page, 'success');
    await chooseOutcome(second.page, 'success');
    const body = async (reference: string) => (await findSandboxWebhooks(t.database.db, reference)).find((row) => row.body.includes('"success"'))!.body;
    const [firstBody, secondBody] = [await body(first.reference), await body(second.reference)];
    const secret = await sandboxSecret(t.database.db, t.config);
    const headers = new Headers({ [SANDBOX_SIGNATURE_HEADER]: signWebhook(secret, firstBody, new Date()) });
    await receiveWebhook(deps, 'sandbox', new TextEncoder().encode(firstBody), headers, {
      beforeApply: async () => {
        expect((await postWebhook(secondBody)).status).toBe(200);
      },
    });
    const money = await moneyOf(order);
    expect(money.statuses).toEqual(['refund_due', 'succeeded']);
    expect(money.payments.find((p) => p.status === 'succeeded')!.id).toBe(second.paymentId);
  });

  it('the database itself allows one succeeded payment per order', async () => {
    const order = await newOrder();
    const [a, b] = [await attempt(order, 'paypal'), await attempt(order, 'card')];
    expect(await movePaymentStatus(t.database.db, a.paymentId, 'created', 'succeeded')).not.toBeNull();
    const second = await movePaymentStatus(t.database.db, b.paymentId, 'created', 'succeeded').catch((error: unknown) => error);
    expect(isUniqueViolation(second, ONE_SUCCESS_PER_ORDER)).toBe(true);
  });
});

describe('the sandbox’s webhook deliverer', () => {
  it('tries a failed delivery again later, and runs on its own until stopped', async () => {
    const order = await newOrder();
    const { page, reference } = await attempt(order, 'bank_transfer');
    await deliverAll(); // what earlier tests left in the outbox
    await chooseOutcome(page, 'pending');
    let calls = 0;
    const flaky: SendWebhook = async (url, init) => (++calls === 1 ? new Response('down', { status: 503 }) : send(url, init));
    const round = await deliverDueWebhooks({ db: t.database.db, config: t.config, logger: quiet, send: flaky, now: new Date(Date.now() + 3_600_000), limit: 1 });
    expect(round).toEqual({ delivered: 0, failed: 1 });
    const failed = (await findSandboxWebhooks(t.database.db, reference)).find((row) => row.attempts === 1)!;
    expect(failed).toMatchObject({ deliveredAt: null, lastError: 'HTTP 503' });

    // The money arrives; the deliverer's loop sends everything as it falls due, the failed one again.
    await form(`${page}/settle`, { outcome: 'success' });
    const deliverer = startSandboxWebhookDeliverer({ db: t.database.db, config: t.config, logger: quiet, send, intervalMs: 20 });
    try {
      await expect.poll(async () => (await readOrder(order)).status, { timeout: 20_000, interval: 50 }).toBe('paid');
    } finally {
      await deliverer.stop();
    }
  });

  it('sends the next round at once when a round was full, not an interval later', async () => {
    await deliverAll(); // what earlier tests left in the outbox
    const orders = await Promise.all([newOrder(), newOrder(), newOrder()]);
    for (const order of orders) await chooseOutcome((await attempt(order, 'paypal')).page, 'success');
    await new Promise((resolve) => setTimeout(resolve, 400)); // every delivery due (delays of at most 300 ms)
    let posted = 0;
    // Counted once answered: the shop has applied a webhook when its answer comes back.
    const counting: SendWebhook = async (url, init) => {
      const answer = await send(url, init);
      posted++;
      return answer;
    };
    // Two a round, the first at once, an hour between rounds that were not full: the six go out in the first moments.
    const deliverer = startSandboxWebhookDeliverer({ db: t.database.db, config: t.config, logger: quiet, send: counting, intervalMs: 3_600_000, firstDelayMs: 0, limit: 2 });
    try {
      await expect.poll(() => posted, { timeout: 10_000, interval: 50 }).toBe(6);
      for (const order of orders) expect((await readOrder(order)).status).toBe('paid');
    } finally {
      await deliverer.stop();
    }
  });
});
