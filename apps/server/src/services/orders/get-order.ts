import type { OrderAnswer } from '@masswerk/contract';
import type { Db } from '../../db/client.ts';
import { findOrderByAccess, findOrderHistory, type OrderRow } from '../../db/orders.ts';
import { HttpError } from '../../http/http-error.ts';
import { bearerSecret, secretHash } from '../../http/secrets.ts';
import { orderAnswer } from './order-answer.ts';

/**
 * The order for whoever holds one of its access secrets (shop.md §7 GET /orders/{id}). No secret, a
 * wrong one and an unknown id all answer the same 404: the answer never tells whether an order exists.
 */
export async function getOrder(db: Db, id: string, authorization: string | undefined): Promise<OrderAnswer> {
  const row = await authorizedOrder(db, id, authorization);
  return orderAnswer(row, await findOrderHistory(db, row.id));
}

/** The order, for a request that carries one of its access secrets (`Authorization: Bearer …`); else the 404 that never says whether it exists. */
export async function authorizedOrder(db: Db, id: string, authorization: string | undefined): Promise<OrderRow> {
  const secret = bearerSecret(authorization);
  const row = secret === null ? null : await findOrderByAccess(db, id, secretHash(secret));
  if (!row) throw new HttpError('order_not_found');
  return row;
}
