import type { PaymentAnswer } from '@masswerk/contract';
import type { Currency, OrderStatus } from '@masswerk/domain';
import type { PaymentRow } from '../../db/payments.ts';

/** An attempt as the API lists it. */
export function paymentSummary(row: PaymentRow) {
  return {
    paymentId: row.id,
    method: row.method,
    status: row.status,
    amount: row.amount,
    currencyCode: row.currency as Currency,
    createdAt: row.createdAt.toISOString(),
    bankTransfer: row.bankTransfer ?? null,
  };
}

/** An attempt with its order's status (the Payment schema). */
export function paymentAnswer(row: PaymentRow, orderStatus: OrderStatus): PaymentAnswer {
  return { ...paymentSummary(row), orderId: row.orderId, orderStatus };
}
