import type { PaymentResult } from '../orders/order-status.ts';
import { statusMachine } from '../status/status-machine.ts';

/**
 * One payment attempt's life. `created`: the attempt exists, the buyer has not finished at the
 * provider. `pending`: the provider waits for the money (a bank transfer). `succeeded`: the money is
 * taken and pays the order. `refused` and `error`: no money was taken. `refund_due`: the provider took
 * the money but it cannot pay the order (another attempt paid it first, the amount differs, the order
 * was cancelled): it is owed back to the buyer.
 */
export const PAYMENT_STATUSES = ['created', 'pending', 'succeeded', 'refused', 'error', 'refund_due'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Allowed changes. Provider messages arrive late, twice and out of order, so an earlier stage never
 * follows a later one (a 'pending' after 'succeeded' changes nothing). Money the provider reports as
 * taken always counts, whatever was said before: an attempt that looked refused or broken can still
 * become `succeeded` (or `refund_due`). Nothing leaves `succeeded` or `refund_due` here; refunds are
 * their own process. Each provider result asks for the status of its name. Exported: the table,
 * `paymentCanMove(from, to)` and `paymentStatusForResult(result)`.
 */
export const { transitions: PAYMENT_TRANSITIONS, canMove: paymentCanMove, statusFor: paymentStatusForResult } = statusMachine<PaymentStatus, PaymentResult>({
  transitions: {
    created: ['pending', 'succeeded', 'refused', 'error', 'refund_due'],
    pending: ['succeeded', 'refused', 'error', 'refund_due'],
    refused: ['succeeded', 'refund_due'],
    error: ['succeeded', 'refund_due'],
    succeeded: [],
    refund_due: [],
  },
  events: { success: 'succeeded', refused: 'refused', error: 'error', pending: 'pending' },
});

/** Statuses in which the provider holds the buyer's money. */
export const PAYMENT_CAPTURED_STATUSES: readonly PaymentStatus[] = ['succeeded', 'refund_due'];
