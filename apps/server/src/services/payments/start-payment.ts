import type { PaymentStartedAnswer, StartPaymentBody } from '@masswerk/contract';
import { ORDER_PAID_STATUSES, orderCanMove, paymentMethodOffered, type CountryCode, type Currency, type Locale } from '@masswerk/domain';
import type { Config } from '../../config.ts';
import { crashPoint } from '../../crash-points.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction, type OrderRow } from '../../db/orders.ts';
import { findPaymentByIdempotencyKey, insertPayment, lockOrderStatus, setPaymentProviderAnswer, type PaymentRow } from '../../db/payments.ts';
import { HttpError } from '../../http/http-error.ts';
import type { Logger } from '../../logger.ts';
import { authorizedOrder } from '../orders/get-order.ts';
import type { PaymentProviders } from './providers.ts';

export interface PaymentDeps {
  db: Db;
  config: Pick<Config, 'PUBLIC_URL'>;
  logger: Logger;
  providers: PaymentProviders;
}

/** The attempt a key started, if it is this order's and method's; a key used for another is refused. */
function sameAttempt(row: PaymentRow, order: OrderRow, body: StartPaymentBody): PaymentRow {
  if (row.orderId !== order.id || row.method !== body.method) throw new HttpError('payment_key_reused');
  return row;
}

/**
 * Checks that the order can take a new attempt with this method and records the attempt, with the order
 * locked, so that an attempt never starts for an order a payment is just paying: a paid order refuses
 * (409), as does one that can no longer be paid; a method the shop does not take is a 422.
 */
function recordAttempt(deps: PaymentDeps, order: OrderRow, body: StartPaymentBody): Promise<{ created: boolean; row: PaymentRow }> {
  return inTransaction(deps.db, async (tx) => {
    const status = await lockOrderStatus(tx, order.id);
    if (status === null) throw new HttpError('order_not_found');
    const earlier = await findPaymentByIdempotencyKey(tx, body.idempotencyKey);
    if (earlier) return { created: false, row: sameAttempt(earlier, order, body) };
    if (ORDER_PAID_STATUSES.includes(status)) throw new HttpError('order_already_paid');
    if (!orderCanMove(status, 'paid')) throw new HttpError('order_not_payable');
    if (!paymentMethodOffered(order.country as CountryCode, body.method, order.currency as Currency)) {
      throw new HttpError('payment_method_not_offered', { key: 'error.payment_method_not_offered', params: { method: body.method } });
    }
    const row = await insertPayment(tx, {
      orderId: order.id,
      provider: deps.providers.current.name,
      method: body.method,
      amount: order.total,
      currency: order.currency,
      status: 'created',
      returnUrl: body.returnUrl,
      idempotencyKey: body.idempotencyKey,
    });
    // Another request with this key got there first (its transaction committed while we waited).
    if (row === null) return { created: false, row: sameAttempt((await findPaymentByIdempotencyKey(tx, body.idempotencyKey))!, order, body) };
    return { created: true, row };
  });
}

/**
 * Opens the attempt at its provider (idempotent there by the attempt's id) and records the provider's
 * reference and page, once: the start of a payment, and the reconciler for an attempt whose process died
 * between the provider's answer and its record. A provider that does not answer is a 503 (payment_provider_unavailable).
 */
export async function openAtProvider(deps: PaymentDeps, attempt: PaymentRow, locale: Locale, hooks: StartPaymentHooks = {}): Promise<PaymentRow> {
  const provider = deps.providers.named(attempt.provider);
  if (!provider) throw new Error(`payment ${attempt.id} names the provider ${attempt.provider}, which is not configured`);
  let answer;
  try {
    answer = await provider.createPayment({
      paymentId: attempt.id,
      amount: attempt.amount,
      currency: attempt.currency as Currency,
      method: attempt.method,
      locale,
      returnUrl: `${deps.config.PUBLIC_URL}${attempt.returnUrl}`,
    });
  } catch (error) {
    deps.logger.warn({ err: error, paymentId: attempt.id, provider: provider.name }, 'payment: the provider did not open the payment');
    throw new HttpError('payment_provider_unavailable');
  }
  // The crash test's point: the provider has the payment, the shop has not recorded its reference.
  await crashPoint('after-provider-call');
  await hooks.afterProviderCall?.();
  return (await setPaymentProviderAnswer(deps.db, attempt.id, answer))!;
}

/** Points in the use case where a test puts a concurrent action (Saleor's race tests). */
export interface StartPaymentHooks {
  /** The attempt is recorded (committed), the provider not yet asked. */
  afterAttemptRecorded?: () => Promise<void>;
  /** The provider answered, its answer is not yet recorded. */
  afterProviderCall?: () => Promise<void>;
}

/**
 * shop.md §7 POST /orders/{id}/payments: starts a payment attempt and answers the provider's page to send
 * the buyer to. Idempotent by the browser's key: a repeat answers the same attempt and page. The provider
 * is called after the attempt is committed, outside any transaction, and is itself idempotent by the
 * attempt's id: two requests racing with one key, or a retry after the provider timed out, open one
 * payment there.
 */
export async function startPayment(
  deps: PaymentDeps,
  orderId: string,
  authorization: string | undefined,
  body: StartPaymentBody,
  hooks: StartPaymentHooks = {},
): Promise<{ created: boolean; payment: PaymentStartedAnswer }> {
  const order = await authorizedOrder(deps.db, orderId, authorization);
  const { created, row } = await recordAttempt(deps, order, body);
  await hooks.afterAttemptRecorded?.();
  const attempt = row.redirectUrl === null ? await openAtProvider(deps, row, order.language as Locale, hooks) : row;
  return { created, payment: { paymentId: attempt.id, redirectUrl: attempt.redirectUrl!, status: attempt.status } };
}
