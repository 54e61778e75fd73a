import { statusMachine } from '../status/status-machine.ts';

/**
 * An order's life (shop.md §3 Order status: pending, paid, failed; §4 leaves the transitions open). A
 * made-to-measure shop needs more after payment: production, shipping, delivery, and the ways out
 * (cancelled before payment or production, refunded after payment). The table below is the only place
 * that says which change is allowed; the server applies each as a conditional update and records it.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'in_production', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The shop.md §3 payment results. */
export const PAYMENT_RESULTS = ['success', 'refused', 'error', 'pending'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

/**
 * Allowed changes, from -> to. A failed order can be paid by another attempt (the buyer tries again
 * or picks another method); a pending bank transfer stays pending until its money arrives. Once
 * production starts there is no way back (made-to-measure goods have no right of withdrawal): only
 * forward to shipped and delivered. A paid order not yet in production can be refunded. A payment
 * result asks for a status: success pays, refused and error fail the attempt (the buyer may try
 * again), pending keeps the order waiting (a bank transfer, a payment still being checked). Exported: the
 * table, `orderCanMove(from, to)` and `orderStatusForPayment(result)`.
 */
export const { transitions: ORDER_TRANSITIONS, canMove: orderCanMove, statusFor: orderStatusForPayment } = statusMachine<OrderStatus, PaymentResult>({
  transitions: {
    pending: ['paid', 'failed', 'cancelled'],
    failed: ['pending', 'paid', 'cancelled'],
    paid: ['in_production', 'refunded'],
    in_production: ['shipped'],
    shipped: ['delivered'],
    delivered: [],
    cancelled: [],
    refunded: [],
  },
  events: { success: 'paid', refused: 'failed', error: 'failed', pending: 'pending' },
});

/** Statuses in which the order's money has been taken: a second successful payment must never happen. */
export const ORDER_PAID_STATUSES: readonly OrderStatus[] = ['paid', 'in_production', 'shipped', 'delivered', 'refunded'];
