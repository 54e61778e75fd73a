import { and, asc, eq, gt, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import { ORDER_PAID_STATUSES, type OrderStatus } from '@masswerk/domain';
import type { Db } from './client.ts';
import { findRowBy, insertRowUnlessExists, type Tx } from './rows.ts';
import { coupons, jobs, orderAccessTokens, orderEvents, orders } from './schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type { Tx } from './rows.ts';

/** Runs `work` in one transaction (PGlite and PostgreSQL alike: never a raw BEGIN). */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

/** Inserts the order unless one with its idempotency key exists; answers the new row, or null when it existed. */
export function insertOrder(tx: Tx, row: NewOrderRow): Promise<OrderRow | null> {
  return insertRowUnlessExists(tx, orders, row, orders.idempotencyKey);
}

export function findOrderByIdempotencyKey(tx: Tx, key: string): Promise<OrderRow | null> {
  return findRowBy(tx, orders, orders.idempotencyKey, key);
}

/** The order with this number (order tracking), or null. */
export async function findOrderByNumber(tx: Tx, number: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.number, number));
  return row ?? null;
}

/** The order, when `tokenHash` is one of its access secrets' hashes; else null (the two cases look the same). */
export async function findOrderByAccess(tx: Tx, id: string, tokenHash: string): Promise<OrderRow | null> {
  const [row] = await tx
    .select({ order: orders })
    .from(orderAccessTokens)
    .innerJoin(orders, eq(orders.id, orderAccessTokens.orderId))
    .where(and(eq(orderAccessTokens.tokenHash, tokenHash), eq(orderAccessTokens.orderId, id)));
  return row?.order ?? null;
}

export async function insertOrderAccessToken(tx: Tx, orderId: string, tokenHash: string): Promise<void> {
  await tx.insert(orderAccessTokens).values({ orderId, tokenHash });
}

export async function insertOrderEvent(tx: Tx, event: { orderId: string; fromStatus: OrderStatus | null; toStatus: OrderStatus; reason: string }): Promise<void> {
  await tx.insert(orderEvents).values(event);
}

/** The order's statuses, oldest first. */
export async function findOrderHistory(tx: Tx, orderId: string): Promise<{ status: OrderStatus; at: Date }[]> {
  const rows = await tx.select({ status: orderEvents.toStatus, at: orderEvents.createdAt }).from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
  return rows;
}

/**
 * Moves an order from one of `from` to `to`, only if it is still in one of `from` (a conditional update:
 * of two racing changes one wins), and records the change. Answers the updated row, or null when the
 * order was no longer in `from`.
 */
export async function moveOrderStatus(tx: Tx, id: string, from: readonly OrderStatus[], to: OrderStatus, reason: string): Promise<OrderRow | null> {
  const current = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  const fromStatus = current[0]?.status;
  if (fromStatus === undefined || !from.includes(fromStatus)) return null;
  const [row] = await tx
    .update(orders)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), eq(orders.status, fromStatus)))
    .returning();
  if (!row) return null;
  await insertOrderEvent(tx, { orderId: id, fromStatus, toStatus: to, reason });
  return row;
}

/** Counts one use of a coupon if it has uses left (a conditional update); false when it was used up meanwhile. */
export async function useCoupon(tx: Tx, code: string): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
    .where(and(eq(coupons.code, code), or(isNull(coupons.usageLimit), lt(coupons.timesUsed, coupons.usageLimit))))
    .returning({ code: coupons.code });
  return rows.length === 1;
}

export async function findOrder(tx: Tx, id: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/**
 * Paid orders of the last `days` days for which no job holds the dedupe key `keyPrefix` + order id (the
 * reconciler's look for confirmation mails never enqueued), oldest first.
 */
export async function findPaidOrdersWithoutJob(tx: Tx, keyPrefix: string, options: { days: number; limit: number }): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...ORDER_PAID_STATUSES]),
        gt(orders.createdAt, sql`now() - make_interval(days => ${options.days})`),
        notExists(tx.select({ one: sql`1` }).from(jobs).where(eq(jobs.dedupeKey, sql`${keyPrefix} || ${orders.id}::text`))),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(options.limit);
}
