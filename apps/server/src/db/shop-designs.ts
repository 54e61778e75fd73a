import { and, desc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';
import { designs } from './schema.ts';

/** How many of the shop's own designs one related-designs answer looks through at most. */
export const SHOP_DESIGN_CANDIDATES = 80;

/**
 * The uuids of the shop's own designs (saved without a write token: the seeded catalogue, never a
 * visitor's save, which stays private behind its unguessable uuid), newest first, of one furniture type
 * or of every other, without `except`; at most `limit`.
 */
export async function shopDesignUuids(db: Db, filter: { type: string; sameType: boolean; except: string }, limit = SHOP_DESIGN_CANDIDATES): Promise<string[]> {
  const typeIs: SQL = filter.sameType ? eq(designs.furnitureType, filter.type) : ne(designs.furnitureType, filter.type);
  const rows = await db
    .select({ uuid: designs.uuid })
    .from(designs)
    .where(and(isNull(designs.writeTokenHash), typeIs, ne(designs.uuid, filter.except)))
    .orderBy(desc(designs.createdAt), desc(designs.uuid))
    .limit(limit);
  return rows.map((row) => row.uuid);
}

/** Makes a saved design one of the shop's own (its write token forgotten): for the catalogue's seed and for tests. */
export async function markShopDesign(db: Db, uuid: string): Promise<void> {
  await db.update(designs).set({ writeTokenHash: null }).where(eq(designs.uuid, uuid));
}
