import {
  ORDER_PAID_STATUSES,
  ORDER_STATUSES,
  orderCanMove,
  PAYMENT_METHOD_INFO,
  paymentCanMove,
  paymentStatusForResult,
  type OrderStatus,
  type PaymentResult,
  type PaymentStatus,
} from '@masswerk/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { findOrder, inTransaction, moveOrderStatus, type Tx } from '../../db/orders.ts';
import {
  findSucceededPayment,
  hasOtherPendingPayment,
  insertPaymentEvent,
  lockPaymentAndOrder,
  markPaymentSucceeded,
  movePaymentStatus,
  setPaymentEventChange,
  type PaymentMessageSource,
  type PaymentRow,
} from '../../db/payments.ts';
import type { Logger } from '../../logger.ts';
import { enqueueAwaitingPaymentMail, enqueueOrderPaidMails, orderMailLinks, type OrderMailLinks } from '../orders/order-mails.ts';

/** What applying a message needs: the database, the log, and the shop's address (for the e-mails' links). */
export interface ApplyDeps {
  db: Db;
  logger: Logger;
  config: Pick<Config, 'PUBLIC_URL'>;
}

/** A provider's message about a payment: a webhook's event, or the state it answered on the buyer's return. */
export interface PaymentMessage {
  provider: string;
  /** The provider's event id (webhooks): a message seen before is recorded and applied once. Null for a return. */
  eventId: string | null;
  source: PaymentMessageSource;
  /** The shop's payment it is about; null when the provider names one we do not know. */
  paymentId: string | null;
  /** What the provider says: null while the buyer has not finished. */
  result: PaymentResult | null;
  /** The money the provider says it took (or will take). */
  amount: number;
  currency: string;
  payload: unknown;
}

export interface AppliedMessage {
  /** The message was seen before (same provider and event id): nothing was done. */
  duplicate: boolean;
  /** What the payment went from and to; null when it stayed as it was. */
  change: { from: PaymentStatus; to: PaymentStatus } | null;
}

/** The statuses an order may move to `to` from, by the domain's table (never from a paid one to unpaid). */
const movableTo = (to: OrderStatus) => ORDER_STATUSES.filter((from) => orderCanMove(from, to));

/**
 * Why money the provider took cannot pay the order (so it is owed back), or null when it can: the amount
 * or currency is not the attempt's, or the order can no longer be paid (cancelled, say).
 */
function refundReasonBefore(payment: PaymentRow, message: PaymentMessage, orderStatus: OrderStatus): string | null {
  if (message.amount !== payment.amount || message.currency !== payment.currency) {
    return `the provider took ${message.amount} ${message.currency}; the attempt was for ${payment.amount} ${payment.currency}`;
  }
  if (!orderCanMove(orderStatus, 'paid') && !ORDER_PAID_STATUSES.includes(orderStatus)) return `the order is ${orderStatus}`;
  return null;
}

/**
 * Applies what a provider says about a payment, in one transaction: the message is recorded (once per
 * event id), the payment moves by the domain's status table (a late or repeated message changes
 * nothing), and the order moves with it by moveOrderStatus: success pays it, refused or error fail it
 * (unless another attempt is still pending, and never a paid order), pending keeps it waiting. The
 * order's e-mails are enqueued in the same transaction (services/orders/order-mails.ts): the
 * confirmation when the order is paid, or when a payment whose money comes later is accepted, and
 * "payment received" when that money arrives.
 *
 * At most one payment of an order succeeds: the database's partial unique index refuses a second, and
 * that payment's money is recorded as refund_due and logged for a refund (docs/decisions.md "Money taken
 * twice").
 */
export async function applyPaymentResult(deps: ApplyDeps, message: PaymentMessage): Promise<AppliedMessage> {
  const links = await orderMailLinks(deps);
  return inTransaction(deps.db, async (tx) => {
    const eventRow = await insertPaymentEvent(tx, {
      provider: message.provider,
      eventId: message.eventId,
      paymentId: message.paymentId,
      source: message.source,
      result: message.result,
      payload: message.payload,
    });
    if (eventRow === null) return { duplicate: true, change: null };
    const change = message.paymentId !== null && message.result !== null ? await applyResult(tx, deps, links, message, message.paymentId, message.result) : null;
    await setPaymentEventChange(tx, eventRow, change);
    return { duplicate: false, change };
  });
}

async function applyResult(tx: Tx, deps: ApplyDeps, links: OrderMailLinks, message: PaymentMessage, paymentId: string, result: PaymentResult): Promise<AppliedMessage['change']> {
  const locked = await lockPaymentAndOrder(tx, paymentId);
  if (!locked) return null;
  const { payment, orderStatus } = locked;
  const target = paymentStatusForResult(result);
  if (!paymentCanMove(payment.status, target)) return null;
  const reason = `payment ${payment.id} ${result} (${message.source})`;

  if (target !== 'succeeded') {
    const moved = await movePaymentStatus(tx, payment.id, payment.status, target);
    if (!moved) return null;
    if (target === 'pending') {
      const order = (await moveOrderStatus(tx, payment.orderId, movableTo('pending'), 'pending', reason)) ?? (await findOrder(tx, payment.orderId));
      // A card's bank check is pending too, for a moment: only money that comes later is confirmed as awaited.
      if (order?.status === 'pending' && PAYMENT_METHOD_INFO[moved.method].settlement === 'later') await enqueueAwaitingPaymentMail(tx, links, order, moved);
    }
    // A refused card does not fail an order whose bank transfer is still on its way.
    else if (!(await hasOtherPendingPayment(tx, payment.orderId, payment.id))) await moveOrderStatus(tx, payment.orderId, movableTo('failed'), 'failed', reason);
    return { from: payment.status, to: moved.status };
  }

  let refundReason = refundReasonBefore(payment, message, orderStatus);
  if (refundReason === null) {
    const marked = await markPaymentSucceeded(tx, payment.id, payment.status);
    if (marked === null) return null;
    if (marked !== 'order_already_paid') {
      const paid = await moveOrderStatus(tx, payment.orderId, movableTo('paid'), 'paid', reason);
      if (paid) await enqueueOrderPaidMails(tx, links, paid, marked);
      return { from: payment.status, to: 'succeeded' };
    }
    const first = await findSucceededPayment(tx, payment.orderId);
    refundReason = `the order was already paid by payment ${first?.id ?? '(unknown)'}`;
  }
  const moved = await movePaymentStatus(tx, payment.id, payment.status, 'refund_due', refundReason);
  if (!moved) return null;
  deps.logger.warn(
    { refund: true, paymentId: payment.id, orderId: payment.orderId, provider: payment.provider, providerReference: payment.providerReference, amount: message.amount, currency: message.currency, reason: refundReason },
    'payment: the provider took money that cannot pay the order; it is recorded as refund_due and must be refunded',
  );
  return { from: payment.status, to: 'refund_due' };
}
