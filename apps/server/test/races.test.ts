import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createdOrderSchema, createOrderBodySchema, paymentSchema, paymentStartedSchema, type CreatedOrderAnswer } from '@masswerk/contract';
import type { PaymentMethod } from '@masswerk/domain';
import { findOrderByIdempotencyKey } from '../src/db/orders.ts';
import { findPaymentEvents } from '../src/db/payments.ts';
import { findSandboxWebhooks } from '../src/db/sandbox.ts';
import { cartSources } from '../src/services/carts/cart-sources.ts';
import { designCache } from '../src/services/designs/design-cache.ts';
import { createOrder } from '../src/services/orders/create-order.ts';
import { confirmPayment } from '../src/services/payments/confirm-payment.ts';
import { receiveWebhook } from '../src/services/payments/receive-webhook.ts';
import { reconcileOnce } from '../src/services/payments/reconcile.ts';
import { vatRegisterFrom } from '../src/services/vatnumbers/registers.ts';
import { vatLookup } from '../src/services/vatnumbers/vat-lookup.ts';
import { sandboxSecret } from '../src/services/payments/sandbox/secret.ts';
import { SANDBOX_SIGNATURE_HEADER, signWebhook } from '../src/services/payments/sandbox/signature.ts';
import { startPayment, type StartPaymentHooks } from '../src/services/payments/start-payment.ts';
import { confirmationMailJob, testConfirmationMail } from './confirmation-mail.ts';
import { moneyCalls, quiet } from './money-calls.ts';
import { purchaseCalls } from './purchase-calls.ts';
import { shopCalls } from './shop-calls.ts';
import { testAppForFile } from './test-app.ts';

/*
 * "Nothing lost, nothing doubled" (issue 14), in Saleor's manner: each test runs a use case and puts the
 * concurrent action (a second click, another tab, a reload, the webhook, the reconciler) in its middle,
 * through the use case's hooks, then checks: one order per key, at most one succeeded payment per order,
 * the provider's ledger equal to the captured payments, one paid event and one confirmation mail per
 * paid order. On PGlite in `npm test`, on PostgreSQL in the integration suite (TEST_DATABASE_URL).
 */

const t = testAppForFile();
const shop = shopCalls(t);
const { bearer, startAttempt, attempt, confirm, payByCard, chooseOutcome, deliverAll, postWebhook, readOrder } = purchaseCalls(t);
const { useCases, moneyOf, paidEvents } = moneyCalls(t);

/** What must hold for a paid order after any race: one succeeded payment, its money in the ledger, paid once, one confirmation mail. */
async function expectPaidOnce(order: CreatedOrderAnswer): Promise<void> {
  const money = await moneyOf(order);
  expect(money.statuses.filter((s) => s === 'succeeded')).toHaveLength(1);
  // Every capture is a payment that succeeded or is owed back; nothing captured is unaccounted for.
  const accounted = new Set(money.payments.filter((p) => p.status === 'succeeded' || p.status === 'refund_due').map((p) => p.id));
  expect(new Set(money.captures.map((c) => c.merchantReference))).toEqual(accounted);
  expect(await paidEvents(order)).toBe(1);
  // The confirmation mail: enqueued with the payment that paid the order; the reconciler's repair then adds
  // nothing (its dedupe key makes a second impossible).
  const mail = await confirmationMailJob(t.database.db, order.id);
  expect(mail).not.toBeNull();
  await reconcileOnce({ ...useCases(), enqueueConfirmation: testConfirmationMail }, { minAgeMs: 0 });
  expect((await confirmationMailJob(t.database.db, order.id))!.id).toBe(mail!.id);
}

const sources = () => cartSources(t.database.db, quiet, designCache(t.database.db), vatLookup(vatRegisterFrom(t.config), { timeoutMs: t.config.VAT_LOOKUP_TIMEOUT_MS }));
const returnPath = '/checkout/payment/return?step=result';

describe('placing the order', () => {
  it('a double click: the second request with the key, answered while the first is between pricing and writing, makes no second order', async () => {
    const body = await shop.orderBody();
    let second: Response | undefined;
    const first = await createOrder(t.database.db, sources(), createOrderBodySchema.parse(body), {
      beforeInsert: async () => {
        second = await shop.post('/api/checkout/orders', body);
      },
    });
    expect(second!.status).toBe(201);
    const made = createdOrderSchema.parse(await second!.json());
    expect(first.created).toBe(false);
    expect(first.order.id).toBe(made.id);
    expect(first.order.accessSecret).not.toBe(made.accessSecret);
    expect((await findOrderByIdempotencyKey(t.database.db, body.idempotencyKey))!.id).toBe(made.id);
  });

  it('two tabs sending the same key at once, and again after: one order', async () => {
    const body = await shop.orderBody();
    const answers = await Promise.all([shop.post('/api/checkout/orders', body), shop.post('/api/checkout/orders', body), shop.post('/api/checkout/orders', body)]);
    const again = await shop.post('/api/checkout/orders', body);
    const statuses = [...answers, again].map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 200, 201]);
    const ids = await Promise.all([...answers, again].map(async (a) => createdOrderSchema.parse(await a.json()).id));
    expect(new Set(ids).size).toBe(1);
  });
});

/** Starts a payment of a new order, and at `point` in its middle the same start again (the same key) through HTTP. */
async function startTwiceWithOneKey(method: PaymentMethod, point: keyof StartPaymentHooks) {
  const order = await shop.placeOrder();
  const key = randomUUID();
  let second: Response | undefined;
  const hooks: StartPaymentHooks = {
    [point]: async () => {
      second = await startAttempt(order, method, key);
    },
  };
  const first = await startPayment(useCases(), order.id, bearer(order).authorization, { method, idempotencyKey: key, returnUrl: returnPath }, hooks);
  return { order, first, second: second! };
}

describe('starting the payment', () => {
  it('a double click on Pay: the second start with the key, in the middle of the first (attempt recorded, provider not asked), opens one payment', async () => {
    const { order, first, second } = await startTwiceWithOneKey('card', 'afterAttemptRecorded');
    expect(second.status).toBe(200);
    expect(paymentStartedSchema.parse(await second.json())).toEqual(first.payment);
    expect(first.created).toBe(true);
    expect((await moneyOf(order)).payments).toHaveLength(1);
  });

  it('a reload of the pay page while the provider answers (the key again, after the provider opened it, before it was recorded): one payment there', async () => {
    const { order, first, second } = await startTwiceWithOneKey('paypal', 'afterProviderCall');
    expect(paymentStartedSchema.parse(await second.json()).redirectUrl).toBe(first.payment.redirectUrl);
    const back = await chooseOutcome(new URL(first.payment.redirectUrl).pathname, 'success');
    expect(paymentSchema.parse(await (await confirm(back)).json())).toMatchObject({ status: 'succeeded', orderStatus: 'paid' });
    await expectPaidOnce(order);
  });

  it('two tabs: the second tab starts and pays in the middle of the first’s start; both taken by the provider, one pays the order, the other is owed back', async () => {
    const order = await shop.placeOrder();
    let other: { paymentId: string; page: string } | undefined;
    const first = await startPayment(useCases(), order.id, bearer(order).authorization, { method: 'card', idempotencyKey: randomUUID(), returnUrl: returnPath }, {
      afterAttemptRecorded: async () => {
        other = await attempt(order, 'paypal');
        await confirm(await chooseOutcome(other.page, 'success'));
      },
    });
    // The first tab's page opened all the same (the order was paid meanwhile); the buyer pays there too.
    const back = await payByCard(new URL(first.payment.redirectUrl).pathname);
    expect(paymentSchema.parse(await (await confirm(back)).json())).toMatchObject({ status: 'refund_due', orderStatus: 'paid' });
    await deliverAll();
    expect((await moneyOf(order)).statuses).toEqual(['refund_due', 'succeeded']);
    await expectPaidOnce(order);
    // A third start now is refused: the order is paid.
    expect((await startAttempt(order, 'card')).status).toBe(409);
  });
});

describe('coming back from the provider', () => {
  it('a reload of the return page: the second confirm, in the middle of the first, pays the order once', async () => {
    const order = await shop.placeOrder();
    const { paymentId, page } = await attempt(order, 'card');
    const back = await payByCard(page);
    let reloaded: Response | undefined;
    const answer = await confirmPayment(useCases(), paymentId, back, {
      afterProviderCheck: async () => {
        reloaded = await confirm(back);
      },
    });
    expect(paymentSchema.parse(await reloaded!.json())).toMatchObject({ status: 'succeeded', orderStatus: 'paid' });
    expect(answer).toMatchObject({ status: 'succeeded', orderStatus: 'paid' });
    expect((await findPaymentEvents(t.database.db, paymentId)).filter((e) => e.toStatus === 'succeeded')).toHaveLength(1);
    await expectPaidOnce(order);
  });

  it('the webhook in the middle of the return, and the return in the middle of the webhook: one success', async () => {
    for (const first of ['return', 'webhook'] as const) {
      const order = await shop.placeOrder();
      const { paymentId, page, reference } = await attempt(order, 'card');
      const back = await payByCard(page);
      if (first === 'return') {
        await confirmPayment(useCases(), paymentId, back, { afterProviderCheck: async () => void (await deliverAll()) });
      } else {
        const body = (await findSandboxWebhooks(t.database.db, reference)).find((row) => row.body.includes('"success"'))!.body;
        const headers = new Headers({ [SANDBOX_SIGNATURE_HEADER]: signWebhook(await sandboxSecret(t.database.db, t.config), body, new Date()) });
        await receiveWebhook(useCases(), 'sandbox', new TextEncoder().encode(body), headers, {
          beforeApply: async () => {
            expect(paymentSchema.parse(await (await confirm(back)).json())).toMatchObject({ status: 'succeeded', orderStatus: 'paid' });
          },
        });
        await deliverAll();
      }
      expect((await readOrder(order)).status).toBe('paid');
      await expectPaidOnce(order);
    }
  });

  it('the reconciler in the middle of the webhook, and the webhook repeated: one success', async () => {
    const order = await shop.placeOrder();
    const { page, reference } = await attempt(order, 'paypal');
    await chooseOutcome(page, 'success');
    const body = (await findSandboxWebhooks(t.database.db, reference)).find((row) => row.body.includes('"success"'))!.body;
    const headers = new Headers({ [SANDBOX_SIGNATURE_HEADER]: signWebhook(await sandboxSecret(t.database.db, t.config), body, new Date()) });
    await receiveWebhook(useCases(), 'sandbox', new TextEncoder().encode(body), headers, {
      beforeApply: async () => {
        await reconcileOnce({ ...useCases(), enqueueConfirmation: testConfirmationMail }, { minAgeMs: 0 });
        expect((await readOrder(order)).status).toBe('paid');
      },
    });
    expect((await postWebhook(body)).status).toBe(200);
    await expectPaidOnce(order);
  });
});
