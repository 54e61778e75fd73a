import { findJobByDedupeKey } from '../src/db/jobs.ts';
import type { Db } from '../src/db/client.ts';
import { enqueueMail } from '../src/services/mail/mail-job.ts';
import { ORDER_CONFIRMATION_KEY_PREFIX, type EnqueueOrderConfirmation } from '../src/services/payments/reconcile.ts';

/**
 * The confirmation mail's enqueue for the tests of the reconciler and the races: a plain mail under the
 * order's dedupe key. THE PLACE FOR THE MAIL ASSERTION: once the pay helper's enqueue (in
 * applyPaymentResult, and its `EnqueueOrderConfirmation` wired into main.ts's reconciler) is merged, pass
 * that one here instead, and the tests check its mail.
 */
export const testConfirmationMail: EnqueueOrderConfirmation = async (db, order) => {
  await enqueueMail(db, { to: order.email, subject: `Order ${order.number}`, text: `Thank you for order ${order.number}.` }, { dedupeKey: `${ORDER_CONFIRMATION_KEY_PREFIX}${order.id}` });
};

/** The confirmation mail job of an order (the dedupe key's unique index makes it one at most), or null. */
export function confirmationMailJob(db: Db, orderId: string) {
  return findJobByDedupeKey(db, `${ORDER_CONFIRMATION_KEY_PREFIX}${orderId}`);
}
