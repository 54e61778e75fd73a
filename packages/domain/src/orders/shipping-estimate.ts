import type { OrderStatus } from './order-status.ts';

/**
 * What order tracking and the receipt say about when an order ships. Made-to-measure pieces go into
 * production once paid, so the days the cart was priced with (`shippingDuration`, assembly included)
 * count from the payment: before it there is no date, only the number of days.
 */
export type ShippingEstimate =
  /** Pending or failed: it ships about `days` days after payment. */
  | { kind: 'afterPayment'; days: number }
  /** Paid or in production: expected to ship by this day (YYYY-MM-DD, counted from the payment in UTC). */
  | { kind: 'shipsBy'; date: string }
  /** On its way since `at` (ISO 8601). */
  | { kind: 'shipped'; at: string }
  /** Delivered at `at` (ISO 8601). */
  | { kind: 'delivered'; at: string }
  /** Cancelled or refunded: nothing will ship. */
  | { kind: 'none' };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment of the first change to `status` in the history (oldest first), or null. */
function firstAt(history: readonly { status: OrderStatus; at: string }[], status: OrderStatus): string | null {
  return history.find((entry) => entry.status === status)?.at ?? null;
}

/** When the order ships, from its status, its history (oldest first) and the days its cart needs. */
export function orderShippingEstimate(status: OrderStatus, history: readonly { status: OrderStatus; at: string }[], shippingDuration: number): ShippingEstimate {
  switch (status) {
    case 'pending':
    case 'failed':
      return { kind: 'afterPayment', days: shippingDuration };
    case 'paid':
    case 'in_production': {
      const paidAt = firstAt(history, 'paid');
      if (paidAt === null) return { kind: 'afterPayment', days: shippingDuration };
      return { kind: 'shipsBy', date: new Date(Date.parse(paidAt) + shippingDuration * DAY_MS).toISOString().slice(0, 10) };
    }
    case 'shipped':
      return { kind: 'shipped', at: firstAt(history, 'shipped') ?? history.at(-1)?.at ?? '' };
    case 'delivered':
      return { kind: 'delivered', at: firstAt(history, 'delivered') ?? history.at(-1)?.at ?? '' };
    case 'cancelled':
    case 'refunded':
      return { kind: 'none' };
  }
}
