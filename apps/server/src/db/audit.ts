import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { OrderStatus, PaymentStatus } from '@masswerk/domain';
import type { Tx } from './orders.ts';
import { jobs, orderEvents, orders, payments, sandboxCaptures, sandboxPayments } from './schema.ts';

/** What the database holds of one order's purchase. */
export interface OrderAudit {
  id: string;
  email: string;
  status: OrderStatus;
  payments: { id: string; status: PaymentStatus; amount: number; providerReference: string | null }[];
  /** How often the order became paid (its events). */
  paidEvents: number;
  /** Jobs whose dedupe key names the order (`order-confirmation:<id>`, ...). */
  jobKeys: string[];
}

/**
 * The orders placed with these e-mail addresses, with their payments, paid events and jobs: what the
 * race and crash tests check ("one order per cart, at most one succeeded payment, paid once, one mail").
 */
export async function auditOrders(tx: Tx, emails: readonly string[]): Promise<OrderAudit[]> {
  if (emails.length === 0) return [];
  const rows = await tx.select({ id: orders.id, email: orders.email, status: orders.status }).from(orders).where(inArray(orders.email, [...emails])).orderBy(asc(orders.createdAt));
  const audits: OrderAudit[] = [];
  for (const row of rows) {
    const paid = await tx.select({ n: sql<number>`count(*)::int` }).from(orderEvents).where(and(eq(orderEvents.orderId, row.id), eq(orderEvents.toStatus, 'paid')));
    audits.push({
      ...row,
      payments: await tx
        .select({ id: payments.id, status: payments.status, amount: payments.amount, providerReference: payments.providerReference })
        .from(payments)
        .where(eq(payments.orderId, row.id))
        .orderBy(asc(payments.createdAt)),
      paidEvents: paid[0]?.n ?? 0,
      jobKeys: (await tx.select({ key: jobs.dedupeKey }).from(jobs).where(like(jobs.dedupeKey, `%:${row.id}`))).map((j) => j.key!),
    });
  }
  return audits;
}

/**
 * The sandbox's ledger against the shop's payments: captures whose payment is neither succeeded nor owed
 * back (money taken that the shop does not know of), and succeeded payments with no capture or another
 * amount (an order paid with money nobody took). Both empty when the books agree.
 */
export async function auditLedger(tx: Tx): Promise<{ unaccountedCaptures: string[]; uncapturedPayments: string[] }> {
  const captures = await tx
    .select({ paymentId: sandboxPayments.merchantReference, amount: sandboxCaptures.amount, status: payments.status, paymentAmount: payments.amount })
    .from(sandboxCaptures)
    .innerJoin(sandboxPayments, eq(sandboxPayments.id, sandboxCaptures.sandboxPaymentId))
    .leftJoin(payments, eq(sql`${payments.id}::text`, sandboxPayments.merchantReference));
  const unaccountedCaptures = captures.filter((c) => (c.status !== 'succeeded' && c.status !== 'refund_due') || c.amount !== c.paymentAmount).map((c) => c.paymentId);
  const captured = new Set(captures.map((c) => c.paymentId));
  const succeeded = await tx.select({ id: payments.id }).from(payments).where(and(eq(payments.status, 'succeeded'), eq(payments.provider, 'sandbox')));
  return { unaccountedCaptures, uncapturedPayments: succeeded.map((p) => p.id).filter((id) => !captured.has(id)) };
}
