import { and, asc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { OrderStatus, PaymentResult, PaymentStatus } from '@masswerk/domain';
import { findRowBy, insertRowUnlessExists, type Tx } from './rows.ts';
import { orders, paymentEvents, payments, type PaymentMessageSource } from './schema.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type { PaymentMessageSource };
export type NewPaymentRow = typeof payments.$inferInsert;

/** The index that keeps an order from being paid twice (schema.ts). */
export const ONE_SUCCESS_PER_ORDER = 'payments_one_success_per_order';

/** Whether an error is PostgreSQL's unique violation (23505) of `constraint`, as thrown through Drizzle (PGlite and pg alike). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e !== null && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === undefined || (typeof name === 'string' && name.includes(constraint));
  }
  return false;
}

/** Inserts the attempt unless one with its idempotency key exists; answers the new row, or null when it existed. */
export function insertPayment(tx: Tx, row: NewPaymentRow): Promise<PaymentRow | null> {
  return insertRowUnlessExists(tx, payments, row, payments.idempotencyKey);
}

export function findPayment(tx: Tx, id: string): Promise<PaymentRow | null> {
  return findRowBy(tx, payments, payments.id, id);
}

export function findPaymentByIdempotencyKey(tx: Tx, key: string): Promise<PaymentRow | null> {
  return findRowBy(tx, payments, payments.idempotencyKey, key);
}

/** The order's attempts, oldest first. */
export async function findPaymentsOfOrder(tx: Tx, orderId: string): Promise<PaymentRow[]> {
  return tx.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt), asc(payments.id));
}

/** Records what the provider answered to the attempt (its id and hosted page), once: a repeated answer changes nothing. */
export async function setPaymentProviderAnswer(tx: Tx, id: string, answer: Pick<PaymentRow, 'redirectUrl' | 'bankTransfer'> & { reference: string }): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set({ providerReference: answer.reference, redirectUrl: answer.redirectUrl, bankTransfer: answer.bankTransfer, updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), sql`${payments.providerReference} is null`))
    .returning();
  return row ?? (await findPayment(tx, id));
}

/**
 * The payment and its order, locked for the rest of the transaction, order first (every writer of a
 * payment's status takes them in this order, so two never wait for each other in a circle). FOR NO KEY
 * UPDATE, not FOR UPDATE: a transaction that has inserted a row referring to them (a payment event, an
 * order event) holds a key-share lock on them, which FOR UPDATE would wait for while that transaction
 * waits for us: a deadlock PostgreSQL found in the race tests.
 */
export async function lockPaymentAndOrder(tx: Tx, id: string): Promise<{ payment: PaymentRow; orderStatus: OrderStatus } | null> {
  const [found] = await tx.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, id));
  if (!found) return null;
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, found.orderId)).for('no key update');
  const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('no key update');
  return { payment: payment!, orderStatus: order!.status };
}

/** Moves a payment from `from` to `to` (a conditional update); answers the row, or null when it was no longer in `from`. */
export async function movePaymentStatus(tx: Tx, id: string, from: PaymentStatus, to: PaymentStatus, refundReason?: string): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set({ status: to, updatedAt: sql`now()`, ...(refundReason !== undefined ? { refundReason } : {}) })
    .where(and(eq(payments.id, id), eq(payments.status, from)))
    .returning();
  return row ?? null;
}

/**
 * Marks the payment succeeded, unless another payment of its order already is: then the database's
 * partial unique index refuses, inside a savepoint so the transaction goes on, and the answer is
 * 'order_already_paid'. Answers null when the payment was no longer in `from`.
 */
export async function markPaymentSucceeded(tx: Tx, id: string, from: PaymentStatus): Promise<PaymentRow | 'order_already_paid' | null> {
  try {
    return await tx.transaction((savepoint) => movePaymentStatus(savepoint, id, from, 'succeeded'));
  } catch (error) {
    if (isUniqueViolation(error, ONE_SUCCESS_PER_ORDER)) return 'order_already_paid';
    throw error;
  }
}

/** The order's succeeded payment, if any. */
export async function findSucceededPayment(tx: Tx, orderId: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')));
  return row ?? null;
}

/** Whether another attempt of the order still waits for its money (so a failed attempt does not fail the order). */
export async function hasOtherPendingPayment(tx: Tx, orderId: string, exceptId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), ne(payments.id, exceptId), eq(payments.status, 'pending')))
    .limit(1);
  return rows.length > 0;
}

export interface PaymentEventInput {
  provider: string;
  eventId: string | null;
  paymentId: string | null;
  source: PaymentMessageSource;
  result: PaymentResult | null;
  payload: unknown;
}

/**
 * Records a provider's message. One with an event id already recorded (a repeat, a replay) is not
 * recorded again: the answer is null. Otherwise the new row's id, to note what the message changed.
 */
export async function insertPaymentEvent(tx: Tx, event: PaymentEventInput): Promise<number | null> {
  const [row] = await tx
    .insert(paymentEvents)
    .values({ ...event, payload: event.payload ?? {} })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return row?.id ?? null;
}

/** Notes on a recorded message what it changed (from -> to), or that it changed nothing (both null). */
export async function setPaymentEventChange(tx: Tx, id: number, change: { from: PaymentStatus; to: PaymentStatus } | null): Promise<void> {
  await tx
    .update(paymentEvents)
    .set({ fromStatus: change?.from ?? null, toStatus: change?.to ?? null })
    .where(eq(paymentEvents.id, id));
}

/** The messages recorded for a payment, oldest first (tests and support). */
export async function findPaymentEvents(tx: Tx, paymentId: string) {
  return tx.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).orderBy(asc(paymentEvents.id));
}

/** The order's status now. */
export async function findOrderStatus(tx: Tx, orderId: string): Promise<OrderStatus | null> {
  const [row] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row?.status ?? null;
}

/** The order's status, with the order locked for the rest of the transaction (a new attempt waits for a payment being applied, and the reverse). */
export async function lockOrderStatus(tx: Tx, orderId: string): Promise<OrderStatus | null> {
  const [row] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('no key update');
  return row?.status ?? null;
}

/** Attempts not settled: the buyer or the provider has yet to finish them (or a process died before it heard). */
const UNSETTLED: PaymentStatus[] = ['created', 'pending'];

/**
 * Claims up to `limit` unsettled attempts for the reconciler: older than `minAgeMs`, younger than
 * `maxAgeDays`, and due (never asked, or their `reconcile_at` reached). Each is given its next time at
 * once, as long from now as the attempt is old (at least a minute, at most an hour), so that an attempt
 * waiting days for a bank transfer is asked hourly, and one process asks at a time (SKIP LOCKED).
 */
export async function claimUnsettledPayments(tx: Tx, options: { limit: number; minAgeMs: number; maxAgeDays: number }): Promise<PaymentRow[]> {
  const due = tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        inArray(payments.status, UNSETTLED),
        lte(payments.createdAt, sql`now() - make_interval(secs => ${options.minAgeMs / 1000}::double precision)`),
        sql`${payments.createdAt} > now() - make_interval(days => ${options.maxAgeDays})`,
        or(isNull(payments.reconcileAt), lte(payments.reconcileAt, sql`now()`)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(options.limit)
    .for('no key update', { skipLocked: true });
  return tx
    .update(payments)
    .set({ reconcileAt: sql`now() + least(greatest(now() - ${payments.createdAt}, interval '1 minute'), interval '1 hour')` })
    .where(and(inArray(payments.id, due), inArray(payments.status, UNSETTLED)))
    .returning();
}
