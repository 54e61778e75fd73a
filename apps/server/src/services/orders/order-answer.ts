import type { DeliveryDetails, OrderAnswer, PricedCartAnswer } from '@masswerk/contract';
import type { Locale, OrderStatus } from '@masswerk/domain';
import type { OrderRow } from '../../db/orders.ts';

/** An order row and its history as the API answers it (the Order schema). */
export function orderAnswer(row: OrderRow, history: readonly { status: OrderStatus; at: Date }[]): OrderAnswer {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    countryCode: row.country,
    currencyCode: row.currency as OrderAnswer['currencyCode'],
    language: row.language as Locale,
    delivery: row.delivery as DeliveryDetails,
    cart: row.cart as PricedCartAnswer,
    total: row.total,
    reverseCharge: (row.cart as PricedCartAnswer).vatDeduction?.status === 'deducted',
    history: history.map((h) => ({ status: h.status, at: h.at.toISOString() })),
  };
}
