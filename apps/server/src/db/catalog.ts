import { eq, notInArray } from 'drizzle-orm';
import type { Db } from './client.ts';
import { catalogEntries } from './schema.ts';

export type CatalogEntryRow = typeof catalogEntries.$inferSelect;
export type NewCatalogEntryRow = Omit<typeof catalogEntries.$inferInsert, 'createdAt'>;

/** Every catalogue entry (a few hundred at most: the shop's curated designs), in rank order. */
export async function listCatalogEntries(db: Db): Promise<CatalogEntryRow[]> {
  // Awaited here: a Drizzle query runs again each time it is awaited, and callers keep the promise.
  return await db.select().from(catalogEntries).orderBy(catalogEntries.rank, catalogEntries.seedKey);
}

/** Writes a seed's entry: a new one, or the one of its seed key pointed at `designUuid` with its new ranks and sizes. */
export async function upsertCatalogEntry(db: Db, row: NewCatalogEntryRow): Promise<void> {
  const { seedKey: _key, ...changes } = row;
  await db.insert(catalogEntries).values(row).onConflictDoUpdate({ target: catalogEntries.seedKey, set: changes });
}

/** Updates the rank and favourite mark of an entry whose design did not change. */
export async function updateCatalogRank(db: Db, seedKey: string, rank: number, isFavorite: boolean, category: string): Promise<void> {
  await db.update(catalogEntries).set({ rank, isFavorite, category }).where(eq(catalogEntries.seedKey, seedKey));
}

/** Removes the entries no longer seeded (their designs stay: a cart or a link may still name them). */
export async function deleteCatalogEntriesExcept(db: Db, seedKeys: readonly string[]): Promise<void> {
  if (seedKeys.length === 0) await db.delete(catalogEntries);
  else await db.delete(catalogEntries).where(notInArray(catalogEntries.seedKey, [...seedKeys]));
}
