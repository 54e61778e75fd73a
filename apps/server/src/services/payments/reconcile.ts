import { paymentStatusForResult, type Locale } from '@masswerk/domain';
import type { Db } from '../../db/client.ts';
import { findOrder, findPaidOrdersWithoutJob, type OrderRow } from '../../db/orders.ts';
import { claimUnsettledPayments, type PaymentRow } from '../../db/payments.ts';
import { orderConfirmationKey } from '../orders/order-mails.ts';
import { runEvery, type RoundLoop } from '../every.ts';
import { applyPaymentResult } from './apply-payment-result.ts';
import { openAtProvider, type PaymentDeps } from './start-payment.ts';

/** The dedupe key of an order's confirmation mail is this and the order's id (order-mails.ts names it). */
export const ORDER_CONFIRMATION_KEY_PREFIX = orderConfirmationKey('');

/**
 * Enqueues a paid order's confirmation mail under `order-confirmation:<orderId>`, so that a repeat is a
 * no-op; answers false when it cannot (no succeeded payment to tell of).
 */
export type EnqueueOrderConfirmation = (db: Db, order: OrderRow) => Promise<boolean>;

export interface ReconcileDeps extends PaymentDeps {
  /** The confirmation mail's enqueue; null: the reconciler does not look for missing mails. */
  enqueueConfirmation: EnqueueOrderConfirmation | null;
}

export interface ReconcileOptions {
  /** Attempts younger than this are left to the buyer's browser and the webhooks. */
  minAgeMs: number;
  /** At most this many attempts and orders a round. */
  limit?: number;
}

/** What one round did. */
export interface ReconcileSummary {
  /** Attempts whose provider was asked for their state. */
  asked: number;
  /** Attempts opened at the provider again to learn their reference (the process died before recording it). */
  opened: number;
  /** Attempts whose state changed by what the provider said. */
  applied: number;
  failed: number;
  /** Confirmation mails enqueued for paid orders that had none. */
  mails: number;
}

/** Attempts and paid orders are looked at for this many days; older ones are a person's work. */
const RECONCILE_DAYS = 30;

/** Asks the provider for one unsettled attempt's state and applies it; answers whether it was opened again and whether its state changed. */
async function reconcilePayment(deps: PaymentDeps, claimed: PaymentRow): Promise<{ opened: boolean; changed: boolean }> {
  const provider = deps.providers.named(claimed.provider);
  if (!provider) throw new Error(`payment ${claimed.id} names the provider ${claimed.provider}, which is not configured`);
  let payment = claimed;
  const opened = payment.providerReference === null;
  if (opened) {
    const order = await findOrder(deps.db, payment.orderId);
    payment = await openAtProvider(deps, payment, order!.language as Locale);
  }
  const state = await provider.fetchPaymentStatus(payment.providerReference!);
  // Nothing new (still open, or pending as recorded): no message to record.
  if (state.result === null || paymentStatusForResult(state.result) === payment.status) return { opened, changed: false };
  const applied = await applyPaymentResult(deps, {
    provider: provider.name,
    eventId: null,
    source: 'reconciler',
    paymentId: payment.id,
    result: state.result,
    amount: state.amount,
    currency: state.currency,
    payload: { state },
  });
  if (applied.change) deps.logger.info({ paymentId: payment.id, orderId: payment.orderId, ...applied.change }, 'reconciler: the provider’s state was not applied yet; applied now');
  return { opened, changed: applied.change !== null };
}

/**
 * One round of the reconciler: finishes what a crash, a lost webhook or a buyer who never came back left
 * half done. Unsettled attempts (created or pending) are claimed (one process each, SKIP LOCKED) and their
 * provider is asked for their state, which is applied as a webhook would be; an attempt the provider
 * opened but whose reference was never recorded is opened again (idempotent there) to learn it. Then
 * paid orders without a confirmation mail get one. Every step may run twice or in two processes at once:
 * applying a state and enqueueing a mail by its dedupe key change nothing the second time.
 */
export async function reconcileOnce(deps: ReconcileDeps, options: ReconcileOptions): Promise<ReconcileSummary> {
  const limit = options.limit ?? 20;
  const summary: ReconcileSummary = { asked: 0, opened: 0, applied: 0, failed: 0, mails: 0 };
  const claimed = await claimUnsettledPayments(deps.db, { limit, minAgeMs: options.minAgeMs, maxAgeDays: RECONCILE_DAYS });
  for (const payment of claimed) {
    try {
      const { opened, changed } = await reconcilePayment(deps, payment);
      summary.asked++;
      if (opened) summary.opened++;
      if (changed) summary.applied++;
    } catch (error) {
      summary.failed++;
      deps.logger.warn({ err: error, paymentId: payment.id }, 'reconciler: could not settle a payment; it is asked again later');
    }
  }
  if (deps.enqueueConfirmation) {
    for (const order of await findPaidOrdersWithoutJob(deps.db, ORDER_CONFIRMATION_KEY_PREFIX, { days: RECONCILE_DAYS, limit })) {
      if (!(await deps.enqueueConfirmation(deps.db, order))) continue;
      summary.mails++;
      deps.logger.warn({ orderId: order.id, number: order.number }, 'reconciler: a paid order had no confirmation mail; enqueued now');
    }
  }
  return summary;
}

/** The reconciler of this process: a round at start, then every `intervalMs`. */
export function startReconciler(deps: ReconcileDeps, options: ReconcileOptions & { intervalMs: number }): RoundLoop {
  return runEvery({ intervalMs: options.intervalMs, firstDelayMs: 0, logger: deps.logger, failure: 'reconciler: a round failed; the next one tries again' }, () => reconcileOnce(deps, options));
}
