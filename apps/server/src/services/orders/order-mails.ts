import type { Config } from '../../config.ts';
import { findJobByDedupeKey } from '../../db/jobs.ts';
import { findSucceededPayment } from '../../db/payments.ts';
import type { OrderRow, Tx } from '../../db/orders.ts';
import { enqueueMail } from '../mail/mail-job.ts';
import { ORDER_MAIL_KIND_HEADER, orderMail, type OrderMailKind, type OrderMailPayment } from './order-mail/order-mail.ts';
import { trackingSecret, trackingTokenOf, type TrackingTokenDeps } from './tracking-token.ts';
import { orderTrackingUrl } from './tracking-url.ts';

/**
 * What an order's mails need beyond the order: the shop's address and the tracking links' secret, read
 * before the transaction the mail is enqueued in (on PGlite a second connection inside it would wait forever).
 */
export interface OrderMailLinks {
  config: Pick<Config, 'PUBLIC_URL'>;
  trackingSecret: string;
}

/** The links of an order's mails, for `enqueueOrderPaidMails` and `enqueueAwaitingPaymentMail`. */
export async function orderMailLinks(deps: TrackingTokenDeps & { config: Pick<Config, 'PUBLIC_URL'> }): Promise<OrderMailLinks> {
  return { config: deps.config, trackingSecret: await trackingSecret(deps) };
}

/** The order's tracking link with its token: whoever has the mail sees the order's status at once. */
function trackingLink(links: OrderMailLinks, order: OrderRow): string {
  return orderTrackingUrl(order, links.config, trackingTokenOf(links.trackingSecret, order.id));
}

// Which mail goes when (docs/decisions.md "Order e-mails"). Each is enqueued in the transaction of the
// change it reports, with a dedupe key, so a repeated webhook, the buyer's return racing the webhook or
// a retried request add nothing: an order has one confirmation (of one of two forms) and at most one
// "payment received".

/** The dedupe key of an order's confirmation, whichever form it takes. */
export const orderConfirmationKey = (orderId: string) => `order-confirmation:${orderId}`;
/** The dedupe key of the mail that says the money of an order confirmed earlier has arrived. */
export const paymentReceivedKey = (orderId: string) => `payment-received:${orderId}`;

function kindOfMailJob(payload: unknown): OrderMailKind | null {
  const kind = (payload as { headers?: Record<string, string> } | null)?.headers?.[ORDER_MAIL_KIND_HEADER];
  return kind === 'confirmation' || kind === 'awaiting_payment' || kind === 'payment_received' ? kind : null;
}

/**
 * The order's move to paid (call it in that transaction, with the payment that paid it): the
 * confirmation; or, when the order was confirmed earlier while its money was still to come (a bank
 * transfer), "payment received" instead.
 */
export async function enqueueOrderPaidMails(tx: Tx, links: OrderMailLinks, order: OrderRow, payment: OrderMailPayment): Promise<void> {
  const key = orderConfirmationKey(order.id);
  const tracking = trackingLink(links, order);
  const confirmation = await enqueueMail(tx, orderMail('confirmation', order, payment, tracking), { dedupeKey: key });
  if (confirmation.enqueued) return;
  if (kindOfMailJob((await findJobByDedupeKey(tx, key))?.payload) !== 'awaiting_payment') return;
  await enqueueMail(tx, orderMail('payment_received', order, payment, tracking), { dedupeKey: paymentReceivedKey(order.id) });
}

/**
 * A payment whose money comes later (bank transfer, direct debit, invoice) was accepted and the order
 * waits for it: the confirmation, saying so (and for a bank transfer, where to send the money).
 */
export async function enqueueAwaitingPaymentMail(tx: Tx, links: OrderMailLinks, order: OrderRow, payment: OrderMailPayment): Promise<void> {
  await enqueueMail(tx, orderMail('awaiting_payment', order, payment, trackingLink(links, order)), { dedupeKey: orderConfirmationKey(order.id) });
}

/**
 * The reconciler's repair for a paid order whose confirmation was never enqueued (a process died between
 * two steps, or the order was paid before mails existed): the paid order's mails, with its succeeded
 * payment, under the same dedupe keys, so a repeat or a race with the payment itself adds nothing.
 */
export async function enqueueMissingConfirmation(deps: TrackingTokenDeps & { config: Pick<Config, 'PUBLIC_URL'> }, order: OrderRow): Promise<boolean> {
  const payment = await findSucceededPayment(deps.db, order.id);
  if (payment === null) return false;
  await enqueueOrderPaidMails(deps.db, await orderMailLinks(deps), order, payment);
  return true;
}
