import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** A transaction, or the database itself: what the queries run on. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** The row of `table` whose `column` (its key, or another unique column) holds `value`, or null. */
export async function findRowBy<T extends PgTable>(tx: Tx, table: T, column: PgColumn, value: string): Promise<T['$inferSelect'] | null> {
  // Drizzle cannot type a select from a table that is itself a type parameter; the row is that table's.
  const [row] = await tx.select().from(table as PgTable).where(eq(column, value));
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/**
 * Inserts the row unless one with the same `key` (a unique column: an idempotency key) exists; answers the
 * new row, or null when it existed.
 */
export async function insertRowUnlessExists<T extends PgTable>(tx: Tx, table: T, row: T['$inferInsert'], key: PgColumn): Promise<T['$inferSelect'] | null> {
  const [inserted] = await tx.insert(table).values(row).onConflictDoNothing({ target: key }).returning();
  return inserted ?? null;
}
