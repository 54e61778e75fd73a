import { describe, expect, it } from 'vitest';
import { confirmationMailJob, testConfirmationMail } from '../../../test/confirmation-mail.ts';
import { moneyCalls } from '../../../test/money-calls.ts';
import { purchaseCalls } from '../../../test/purchase-calls.ts';
import { shopCalls } from '../../../test/shop-calls.ts';
import { testAppForFile } from '../../../test/test-app.ts';
import { moveOrderStatus } from '../../db/orders.ts';
import { findPayment, findPaymentEvents, markPaymentSucceeded } from '../../db/payments.ts';
import { findSandboxWebhooks } from '../../db/sandbox.ts';
import type { PaymentProvider } from './provider.ts';
import { reconcileOnce, type ReconcileDeps } from './reconcile.ts';
import { startPayment } from './start-payment.ts';

const t = testAppForFile();
const { placeOrder } = shopCalls(t);
const { attempt, bearer, payByCard, chooseOutcome, readOrder } = purchaseCalls(t);
const { useCases, moneyOf, pageOf } = moneyCalls(t);

/** The reconciler's deps, counting how often the provider is asked about each reference. */
function reconciler(): ReconcileDeps & { asked: Map<string, number>; logs: ReturnType<typeof useCases>['logs'] } {
  const deps = useCases();
  const asked = new Map<string, number>();
  const named = (name: string): PaymentProvider | null => {
    const provider = deps.providers.named(name);
    if (!provider) return null;
    return {
      ...provider,
      fetchPaymentStatus: (reference) => {
        asked.set(reference, (asked.get(reference) ?? 0) + 1);
        return provider.fetchPaymentStatus(reference);
      },
    };
  };
  return { ...deps, providers: { current: named('sandbox')!, named }, enqueueConfirmation: testConfirmationMail, asked };
}

describe('the reconciler', () => {
  it('pays an order whose webhooks and return never arrived, by asking the provider', async () => {
    const order = await placeOrder();
    const { paymentId, page, reference } = await attempt(order, 'paypal');
    await chooseOutcome(page, 'success');
    expect((await readOrder(order)).status).toBe('pending');

    const deps = reconciler();
    // Too young: left to the browser and the webhooks.
    await reconcileOnce(deps, { minAgeMs: 60_000 });
    expect(deps.asked.has(reference)).toBe(false);
    await reconcileOnce(deps, { minAgeMs: 0 });
    expect(deps.asked.get(reference)).toBe(1);
    expect((await readOrder(order)).history.map((h) => h.status)).toEqual(['pending', 'paid']);
    expect((await findPaymentEvents(t.database.db, paymentId)).map((e) => [e.source, e.result, e.toStatus])).toEqual([['reconciler', 'success', 'succeeded']]);
    expect(await confirmationMailJob(t.database.db, order.id)).not.toBeNull();

    // The webhooks come after all: nothing more happens. The reconciler does not ask about it again.
    const outbox = await findSandboxWebhooks(t.database.db, reference);
    expect(outbox.length).toBeGreaterThan(0);
    await reconcileOnce(deps, { minAgeMs: 0 });
    expect(deps.asked.get(reference)).toBe(1);
  });

  it('opens again an attempt whose process died between the provider’s answer and its record, and learns its reference', async () => {
    const order = await placeOrder();
    const deps = useCases();
    const crash = new Error('the process died here');
    const started = startPayment(deps, order.id, bearer(order).authorization, { method: 'card', idempotencyKey: crypto.randomUUID(), returnUrl: '/checkout/payment/return?step=result' }, {
      afterProviderCall: () => Promise.reject(crash),
    });
    await expect(started).rejects.toBe(crash);
    const [payment] = (await moneyOf(order)).payments;
    expect(payment).toMatchObject({ status: 'created', providerReference: null, redirectUrl: null });

    const summary = await reconcileOnce(reconciler(), { minAgeMs: 0 });
    expect(summary.opened).toBeGreaterThanOrEqual(1);
    const recorded = (await findPayment(t.database.db, payment!.id))!;
    expect(recorded.providerReference).toMatch(/^[0-9a-f-]{36}$/);
    // The same payment at the provider the buyer would have been sent to: paying it pays the order.
    const back = await payByCard(pageOf(recorded.redirectUrl!));
    expect(back.paymentId).toBe(payment!.id);
  });

  it('asks about each payment once when two processes reconcile at the same time', async () => {
    const orders = [await placeOrder(), await placeOrder(), await placeOrder()];
    const references: string[] = [];
    for (const order of orders) {
      const { page, reference } = await attempt(order, 'bank_transfer');
      await chooseOutcome(page, 'pending');
      references.push(reference);
    }
    const [a, b] = [reconciler(), reconciler()];
    await Promise.all([reconcileOnce(a, { minAgeMs: 0 }), reconcileOnce(b, { minAgeMs: 0 })]);
    for (const reference of references) expect((a.asked.get(reference) ?? 0) + (b.asked.get(reference) ?? 0), reference).toBe(1);
    for (const order of orders) expect((await moneyOf(order)).statuses).toEqual(['pending']);
  });

  it('enqueues the confirmation mail of a paid order that has none, once', async () => {
    // Paid as a process of an earlier version recorded it: the payment succeeded and the order paid, no mail.
    const order = await placeOrder();
    const { paymentId } = await attempt(order, 'card');
    await markPaymentSucceeded(t.database.db, paymentId, 'created');
    await moveOrderStatus(t.database.db, order.id, ['pending'], 'paid', 'test: paid without its mail');
    expect(await confirmationMailJob(t.database.db, order.id)).toBeNull();
    const deps = reconciler();
    await Promise.all([reconcileOnce(deps, { minAgeMs: 0 }), reconcileOnce(deps, { minAgeMs: 0 })]);
    const job = await confirmationMailJob(t.database.db, order.id);
    expect(job).toMatchObject({ kind: 'mail', payload: { to: 'anna@example.com' } });
    expect(deps.logs.some((line) => line.msg?.includes('had no confirmation mail'))).toBe(true);
    await reconcileOnce(deps, { minAgeMs: 0 });
    expect((await confirmationMailJob(t.database.db, order.id))!.id).toBe(job!.id);
  });
});
