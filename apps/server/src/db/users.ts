import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from './rows.ts';
import { designs, orders, signInChallenges, userDesigns, userEvents, userSessions, users } from './schema.ts';

/** The tables of accounts without passwords (schema.ts `users` and the tables that hang from it). */

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type ChallengeRow = typeof signInChallenges.$inferSelect;
export type SessionRow = typeof userSessions.$inferSelect;

/** The kind of the event a new user records (shop.md §4 "log a new-lead event if the user is new"). */
export const NEW_LEAD_EVENT = 'new_lead';

/** The user with this (lower-cased) e-mail address, made now when there is none: `created` says which. */
export async function findOrCreateUser(tx: Tx, row: NewUserRow): Promise<{ user: UserRow; created: boolean }> {
  const [inserted] = await tx.insert(users).values(row).onConflictDoNothing({ target: users.email }).returning();
  if (inserted) return { user: inserted, created: true };
  const [existing] = await tx.select().from(users).where(eq(users.email, row.email));
  if (!existing) throw new Error('findOrCreateUser: the e-mail conflicted but no user holds it');
  return { user: existing, created: false };
}

export async function findUser(tx: Tx, id: string): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function recordUserEvent(tx: Tx, userId: string, kind: string, data: Record<string, unknown>): Promise<void> {
  await tx.insert(userEvents).values({ userId, kind, data });
}

export async function userEventsOf(tx: Tx, userId: string) {
  return tx.select({ kind: userEvents.kind, data: userEvents.data, createdAt: userEvents.createdAt }).from(userEvents).where(eq(userEvents.userId, userId)).orderBy(userEvents.id);
}

export async function insertChallenge(tx: Tx, row: typeof signInChallenges.$inferInsert): Promise<ChallengeRow> {
  const [inserted] = await tx.insert(signInChallenges).values(row).returning();
  return inserted!;
}

export async function findChallenge(tx: Tx, id: string): Promise<ChallengeRow | null> {
  const [row] = await tx.select().from(signInChallenges).where(eq(signInChallenges.id, id));
  return row ?? null;
}

export async function findChallengeByToken(tx: Tx, tokenHash: string): Promise<ChallengeRow | null> {
  const [row] = await tx.select().from(signInChallenges).where(eq(signInChallenges.tokenHash, tokenHash));
  return row ?? null;
}

/** Writes the hashes of a mail's code and token, unless the challenge is used or expired; answers whether it did. */
export async function armChallenge(tx: Tx, id: string, hashes: { codeHash: string; tokenHash: string }): Promise<boolean> {
  const rows = await tx
    .update(signInChallenges)
    .set(hashes)
    .where(and(eq(signInChallenges.id, id), isNull(signInChallenges.usedAt), gt(signInChallenges.expiresAt, sql`now()`)))
    .returning({ id: signInChallenges.id });
  return rows.length > 0;
}

/** Counts a wrong code against the challenge. */
export async function countWrongCode(tx: Tx, id: string): Promise<void> {
  await tx
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(eq(signInChallenges.id, id));
}

/**
 * Marks the challenge used, once: only when it is unused, unexpired and has had fewer than `maxAttempts`
 * wrong codes. Answers the challenge when this call used it, else null (a second use racing the first loses).
 */
export async function useChallenge(tx: Tx, id: string, maxAttempts: number): Promise<ChallengeRow | null> {
  const [row] = await tx
    .update(signInChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(signInChallenges.id, id), isNull(signInChallenges.usedAt), gt(signInChallenges.expiresAt, sql`now()`), lt(signInChallenges.attempts, maxAttempts)))
    .returning();
  return row ?? null;
}

/** Sets verified_at (first proof) and, when the challenge asked for it, the newsletter; answers the user before. */
export async function markVerified(tx: Tx, userId: string, newsletterSource: string | null): Promise<{ before: UserRow; after: UserRow }> {
  const before = await findUser(tx, userId);
  if (!before) throw new Error('markVerified: no such user');
  const [after] = await tx
    .update(users)
    .set({ verifiedAt: before.verifiedAt ?? sql`now()`, ...(newsletterSource !== null ? { newsletter: true, newsletterSource } : {}) })
    .where(eq(users.id, userId))
    .returning();
  return { before, after: after! };
}

export async function setNewsletter(tx: Tx, userId: string, newsletter: boolean): Promise<UserRow | null> {
  const [row] = await tx
    .update(users)
    .set({ newsletter, ...(newsletter ? { newsletterSource: 'MyAccount' } : {}) })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}

export async function insertSession(tx: Tx, row: typeof userSessions.$inferInsert): Promise<void> {
  await tx.insert(userSessions).values(row);
}

/** The live session with this token hash, or null (an expired one is as good as none). */
export async function findLiveSession(tx: Tx, tokenHash: string): Promise<SessionRow | null> {
  const [row] = await tx
    .select()
    .from(userSessions)
    .where(and(eq(userSessions.tokenHash, tokenHash), gt(userSessions.expiresAt, sql`now()`)));
  return row ?? null;
}

export async function deleteSession(tx: Tx, tokenHash: string): Promise<void> {
  await tx.delete(userSessions).where(eq(userSessions.tokenHash, tokenHash));
}

/**
 * Deletes the sessions and sign-in challenges that expired before `before` (they can no longer sign
 * anyone in; the code and link of a deleted challenge fail as an expired one does). Answers the counts.
 */
export async function deleteExpiredSignIns(tx: Tx, before: Date): Promise<{ sessions: number; challenges: number }> {
  const sessions = await tx.delete(userSessions).where(lt(userSessions.expiresAt, before)).returning({ id: userSessions.tokenHash });
  const challenges = await tx.delete(signInChallenges).where(lt(signInChallenges.expiresAt, before)).returning({ id: signInChallenges.id });
  return { sessions: sessions.length, challenges: challenges.length };
}

export async function userDesignsOf(tx: Tx, userId: string): Promise<{ uuid: string; addedAt: Date }[]> {
  return tx
    .select({ uuid: userDesigns.designUuid, addedAt: userDesigns.createdAt })
    .from(userDesigns)
    .where(eq(userDesigns.userId, userId))
    .orderBy(desc(userDesigns.createdAt), desc(userDesigns.designUuid));
}

export async function designExists(tx: Tx, uuid: string): Promise<boolean> {
  const [row] = await tx.select({ uuid: designs.uuid }).from(designs).where(eq(designs.uuid, uuid));
  return row !== undefined;
}

/** Adds a design to a user's list (one there already keeps its time); `addedAt` later than now counts as now. */
export async function addUserDesign(tx: Tx, userId: string, uuid: string, addedAt?: Date): Promise<void> {
  const at = addedAt && addedAt.getTime() < Date.now() ? addedAt : undefined;
  await tx
    .insert(userDesigns)
    .values({ userId, designUuid: uuid, ...(at ? { createdAt: at } : {}) })
    .onConflictDoNothing();
}

export async function removeUserDesign(tx: Tx, userId: string, uuid: string): Promise<void> {
  await tx.delete(userDesigns).where(and(eq(userDesigns.userId, userId), eq(userDesigns.designUuid, uuid)));
}

/** The orders placed with this e-mail address (any case), newest first. */
export async function ordersByEmail(tx: Tx, email: string) {
  return tx
    .select()
    .from(orders)
    .where(eq(sql`lower(${orders.email})`, email.toLowerCase()))
    .orderBy(desc(orders.createdAt));
}

/**
 * Deletes the user and everything that hangs from it (designs list, events, challenges, sessions: by
 * cascade); their orders lose the e-mail address and phone (see docs/decisions.md "Deleting an account").
 */
export async function deleteUser(tx: Tx, user: UserRow, erasedEmail: string): Promise<void> {
  await tx
    .update(orders)
    .set({
      email: erasedEmail,
      delivery: sql`jsonb_set(${orders.delivery}, '{email}', to_jsonb(${erasedEmail}::text))`,
    })
    .where(eq(sql`lower(${orders.email})`, user.email));
  await tx.delete(users).where(eq(users.id, user.id));
}
