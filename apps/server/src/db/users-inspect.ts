import { eq, sql } from 'drizzle-orm';
import type { Tx } from './rows.ts';
import { jobs, orders, signInChallenges, userEvents, users } from './schema.ts';

/**
 * For the tests of the user service: what the database holds about a user (to show that a code is stored
 * only hashed, that a deleted account's orders lost its address), and a sign-in mail made old.
 */

export async function eventKindsOfEmail(tx: Tx, email: string): Promise<string[]> {
  const rows = await tx.select({ kind: userEvents.kind }).from(userEvents).innerJoin(users, eq(users.id, userEvents.userId)).where(eq(users.email, email)).orderBy(userEvents.id);
  return rows.map((row) => row.kind);
}

export async function usersWithEmail(tx: Tx, email: string): Promise<number> {
  return (await tx.select({ id: users.id }).from(users).where(eq(users.email, email))).length;
}

/** Everything stored of a challenge and of the jobs of `kind`, as JSON text. */
export async function storedTextOf(tx: Tx, challengeId: string, kind: string): Promise<string> {
  const challenge = await tx.select().from(signInChallenges).where(eq(signInChallenges.id, challengeId));
  const payloads = await tx.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, kind));
  return JSON.stringify([challenge, payloads]);
}

export async function expireChallenge(tx: Tx, challengeId: string): Promise<void> {
  await tx
    .update(signInChallenges)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(signInChallenges.id, challengeId));
}

export async function orderEmailsOf(tx: Tx, number: string): Promise<{ email: string; deliveryEmail: unknown }> {
  const [row] = await tx.select({ email: orders.email, delivery: orders.delivery }).from(orders).where(eq(orders.number, number));
  return { email: row!.email, deliveryEmail: (row!.delivery as { email?: unknown }).email };
}
