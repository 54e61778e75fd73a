import { and, avg, count, desc, eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { reviews } from './schema.ts';

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = Pick<typeof reviews.$inferInsert, 'language' | 'rating' | 'name' | 'text' | 'city' | 'approved' | 'seedKey' | 'createdAt'>;

/** Stores a review and answers its id. */
export async function insertReview(db: Db, row: NewReviewRow): Promise<string> {
  const [inserted] = await db.insert(reviews).values(row).returning({ id: reviews.id });
  return inserted!.id;
}

/** Inserts the seeded reviews; one seeded before (same seed key) is left as it is, approved or not. */
export async function insertSeedReviews(db: Db, rows: readonly NewReviewRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(reviews).values([...rows]).onConflictDoNothing({ target: reviews.seedKey });
}

/** A page of the approved reviews in a language, the newest first, and how many there are. */
export async function approvedReviews(db: Db, language: string, limit: number, offset: number): Promise<{ rows: ReviewRow[]; total: number }> {
  const shown = and(eq(reviews.approved, true), eq(reviews.language, language));
  const rows = await db.select().from(reviews).where(shown).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit).offset(offset);
  const [counted] = await db.select({ total: count() }).from(reviews).where(shown);
  return { rows, total: counted?.total ?? 0 };
}

/** The mean rating and the number of approved reviews in every language. */
export async function approvedReviewScore(db: Db): Promise<{ mean: number | null; count: number }> {
  const [row] = await db.select({ mean: avg(reviews.rating), count: count() }).from(reviews).where(eq(reviews.approved, true));
  return { mean: row?.mean === null || row?.mean === undefined ? null : Number(row.mean), count: row?.count ?? 0 };
}

/** Approves a review (README "Reviews"); false when there is none with this id. */
export async function approveReview(db: Db, id: string): Promise<boolean> {
  const updated = await db.update(reviews).set({ approved: true }).where(eq(reviews.id, id)).returning({ id: reviews.id });
  return updated.length > 0;
}
