import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { findRowBy, type Tx } from './rows.ts';
import { sandboxCaptures, sandboxPayments, sandboxSettings, sandboxWebhooks } from './schema.ts';
import { settingMadeOnce } from './settings.ts';

// The built-in sandbox payment provider's side (services/payments/sandbox/): what a real provider keeps
// in its own systems, kept here in the shop's database so that the sandbox needs no setup.

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
export type SandboxWebhookRow = typeof sandboxWebhooks.$inferSelect;
export type SandboxPaymentStatus = 'open' | 'challenge' | 'pending' | 'succeeded' | 'refused' | 'error';

/** The sandbox's setting, made by `make` and stored the first time (of two processes racing, the first one's value wins). */
export function sandboxSetting(tx: Tx, key: string, make: () => string): Promise<string> {
  return settingMadeOnce(tx, sandboxSettings, key, make);
}

/** Opens a sandbox payment for the merchant's reference, or answers the one already open for it. */
export async function openSandboxPayment(
  tx: Tx,
  row: { merchantReference: string; amount: number; currency: string; method: string; locale: string; returnUrl: string },
): Promise<SandboxPaymentRow> {
  await tx
    .insert(sandboxPayments)
    .values({ ...row, status: 'open' })
    .onConflictDoNothing({ target: sandboxPayments.merchantReference });
  const [found] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.merchantReference, row.merchantReference));
  return found!;
}

export function findSandboxPayment(tx: Tx, id: string): Promise<SandboxPaymentRow | null> {
  return findRowBy(tx, sandboxPayments, sandboxPayments.id, id);
}

/** Locks the sandbox payment for the rest of the transaction. */
export async function lockSandboxPayment(tx: Tx, id: string): Promise<SandboxPaymentRow | null> {
  const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)).for('no key update');
  return row ?? null;
}

/** Moves a sandbox payment on, only from one of `from` (a conditional update); null when it was elsewhere. */
export async function moveSandboxPayment(
  tx: Tx,
  id: string,
  from: readonly SandboxPaymentStatus[],
  to: SandboxPaymentStatus,
  set: { challengeTries?: number } = {},
): Promise<SandboxPaymentRow | null> {
  const [row] = await tx
    .update(sandboxPayments)
    .set({ status: to, updatedAt: sql`now()`, ...set })
    .where(and(eq(sandboxPayments.id, id), inArray(sandboxPayments.status, [...from])))
    .returning();
  return row ?? null;
}

/** Counts a wrong challenge code. */
export async function countChallengeTry(tx: Tx, id: string): Promise<number> {
  const [row] = await tx
    .update(sandboxPayments)
    .set({ challengeTries: sql`${sandboxPayments.challengeTries} + 1`, updatedAt: sql`now()` })
    .where(eq(sandboxPayments.id, id))
    .returning({ tries: sandboxPayments.challengeTries });
  return row!.tries;
}

/** Books the money of a sandbox payment in the ledger, once (a second capture of the same payment is no row). */
export async function insertSandboxCapture(tx: Tx, payment: SandboxPaymentRow): Promise<void> {
  await tx
    .insert(sandboxCaptures)
    .values({ sandboxPaymentId: payment.id, amount: payment.amount, currency: payment.currency })
    .onConflictDoNothing({ target: sandboxCaptures.sandboxPaymentId });
}

/** The ledger: every capture, with the merchant's reference of its payment. */
export async function findSandboxCaptures(tx: Tx): Promise<{ merchantReference: string; amount: number; currency: string }[]> {
  return tx
    .select({ merchantReference: sandboxPayments.merchantReference, amount: sandboxCaptures.amount, currency: sandboxCaptures.currency })
    .from(sandboxCaptures)
    .innerJoin(sandboxPayments, eq(sandboxPayments.id, sandboxCaptures.sandboxPaymentId))
    .orderBy(asc(sandboxCaptures.id));
}

/** Puts deliveries of an event in the outbox. */
export async function insertSandboxWebhooks(tx: Tx, rows: { eventId: string; sandboxPaymentId: string; body: string; deliverAt: Date }[]): Promise<void> {
  if (rows.length > 0) await tx.insert(sandboxWebhooks).values(rows);
}

/**
 * Claims up to `limit` deliveries due at `now` that are not delivered, not given up and not claimed by
 * another deliverer (a claim expires at `lockUntil`), earliest first; SKIP LOCKED lets several
 * processes claim side by side.
 */
export async function claimSandboxWebhooks(tx: Tx, options: { now: Date; lockUntil: Date; limit: number; maxAttempts: number }): Promise<SandboxWebhookRow[]> {
  const due = tx
    .select({ id: sandboxWebhooks.id })
    .from(sandboxWebhooks)
    .where(
      and(
        isNull(sandboxWebhooks.deliveredAt),
        lte(sandboxWebhooks.deliverAt, options.now),
        lt(sandboxWebhooks.attempts, options.maxAttempts),
        or(isNull(sandboxWebhooks.lockedUntil), lt(sandboxWebhooks.lockedUntil, options.now)),
      ),
    )
    .orderBy(asc(sandboxWebhooks.deliverAt), asc(sandboxWebhooks.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return tx.update(sandboxWebhooks).set({ lockedUntil: options.lockUntil }).where(inArray(sandboxWebhooks.id, due)).returning();
}

export async function markSandboxWebhookDelivered(tx: Tx, id: number, at: Date): Promise<void> {
  await tx
    .update(sandboxWebhooks)
    .set({ deliveredAt: at, attempts: sql`${sandboxWebhooks.attempts} + 1`, lockedUntil: null, lastError: null })
    .where(eq(sandboxWebhooks.id, id));
}

/** A failed delivery: tried again at `retryAt` (the row's attempts count it). */
export async function markSandboxWebhookFailed(tx: Tx, id: number, retryAt: Date, error: string): Promise<void> {
  await tx
    .update(sandboxWebhooks)
    .set({ deliverAt: retryAt, attempts: sql`${sandboxWebhooks.attempts} + 1`, lockedUntil: null, lastError: error.slice(0, 500) })
    .where(eq(sandboxWebhooks.id, id));
}

/** The outbox rows of a sandbox payment, in the order they were scheduled (tests, and the page's log). */
export async function findSandboxWebhooks(tx: Tx, sandboxPaymentId: string): Promise<SandboxWebhookRow[]> {
  return tx.select().from(sandboxWebhooks).where(eq(sandboxWebhooks.sandboxPaymentId, sandboxPaymentId)).orderBy(asc(sandboxWebhooks.id));
}
