import type { UserOrdersAnswer } from '@masswerk/contract';
import type { Tx } from '../../db/rows.ts';
import { ordersByEmail, type UserRow } from '../../db/users.ts';

/** The orders placed with the user's e-mail address (proven by their sign-in), newest first. */
export async function userOrders(tx: Tx, user: UserRow): Promise<UserOrdersAnswer> {
  const rows = await ordersByEmail(tx, user.email);
  return {
    orders: rows.map((order) => ({
      number: order.number,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      total: order.total,
      currencyCode: order.currency as 'EUR' | 'CHF' | 'GBP',
    })),
  };
}
