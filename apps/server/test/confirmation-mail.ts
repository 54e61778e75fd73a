import { findJobByDedupeKey } from '../src/db/jobs.ts';
import type { Db } from '../src/db/client.ts';
import { enqueueMissingConfirmation } from '../src/services/orders/order-mails.ts';
import { ORDER_CONFIRMATION_KEY_PREFIX, type EnqueueOrderConfirmation } from '../src/services/payments/reconcile.ts';

/** The reconciler's enqueue of a missing confirmation, as main.ts wires it: the shop's own order mail. */
export const testConfirmationMail: EnqueueOrderConfirmation = (db, order) =>
  enqueueMissingConfirmation({ db, config: { PUBLIC_URL: 'http://localhost:3000', TRACKING_SECRET: 'a-test-secret-of-at-least-32-characters' } }, order);

/** The confirmation mail job of an order (the dedupe key's unique index makes it one at most), or null. */
export function confirmationMailJob(db: Db, orderId: string) {
  return findJobByDedupeKey(db, `${ORDER_CONFIRMATION_KEY_PREFIX}${orderId}`);
}
