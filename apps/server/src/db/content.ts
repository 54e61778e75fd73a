import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { contentEntries } from './schema.ts';

export type ContentRow = typeof contentEntries.$inferSelect;
export type ContentRowId = Pick<ContentRow, 'type' | 'locale' | 'key'>;

/** Every row of a content type in any of the locales. */
export function contentRowsOfType(db: Db, type: string, locales: readonly string[]): Promise<ContentRow[]> {
  return db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.type, type), inArray(contentEntries.locale, [...locales])));
}

/** The rows of one entry (type and key) in any of the locales. */
export function contentRowsOfKey(db: Db, type: string, key: string, locales: readonly string[]): Promise<ContentRow[]> {
  return db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.type, type), eq(contentEntries.key, key), inArray(contentEntries.locale, [...locales])));
}

/** The keys of the pages whose locUrl or url is `path` in any of the locales. */
export async function pageKeysAtPath(db: Db, path: string, locales: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: contentEntries.key })
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.type, 'pages'),
        inArray(contentEntries.locale, [...locales]),
        or(sql`${contentEntries.data}->>'locUrl' = ${path}`, sql`${contentEntries.data}->>'url' = ${path}`),
      ),
    );
  return rows.map((row) => row.key);
}

/** Every locale's row of the pages with these keys. */
export function pageRowsOfKeys(db: Db, keys: readonly string[]): Promise<ContentRow[]> {
  return db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.type, 'pages'), inArray(contentEntries.key, [...keys])));
}

/** Every content row's id, data and seed hash (what the seed compares against). */
export function contentSeedState(db: Db): Promise<(ContentRowId & Pick<ContentRow, 'data' | 'seedHash'>)[]> {
  return db
    .select({ type: contentEntries.type, locale: contentEntries.locale, key: contentEntries.key, data: contentEntries.data, seedHash: contentEntries.seedHash })
    .from(contentEntries);
}

/** Writes an entry's data (and the seed hash it now has; null for an edit by hand). */
export async function updateContentRow(db: Db, id: ContentRowId, data: unknown, seedHash: string | null): Promise<void> {
  await db
    .update(contentEntries)
    .set({ data, seedHash, updatedAt: sql`now()` })
    .where(and(eq(contentEntries.type, id.type), eq(contentEntries.locale, id.locale), eq(contentEntries.key, id.key)));
}

/** Inserts entries; one another process inserted first is left as it is. */
export async function insertContentRows(db: Db, rows: (ContentRowId & { data: unknown; seedHash: string })[]): Promise<void> {
  if (rows.length > 0) await db.insert(contentEntries).values(rows).onConflictDoNothing();
}

/** One entry's row, or null. */
export async function findContentRow(db: Db, id: ContentRowId): Promise<ContentRow | null> {
  const [row] = await db
    .select()
    .from(contentEntries)
    .where(and(eq(contentEntries.type, id.type), eq(contentEntries.locale, id.locale), eq(contentEntries.key, id.key)));
  return row ?? null;
}
