import { eq, inArray } from 'drizzle-orm';
import type { Db } from './client.ts';
import { findRowBy } from './rows.ts';
import { designs } from './schema.ts';

export type DesignRow = typeof designs.$inferSelect;
export type NewDesignRow = Omit<typeof designs.$inferInsert, 'uuid' | 'createdAt'>;

/** Inserts a design and answers its new uuid. */
export async function insertDesign(db: Db, row: NewDesignRow): Promise<string> {
  const [inserted] = await db.insert(designs).values(row).returning({ uuid: designs.uuid });
  return inserted!.uuid;
}

/** The design with this uuid, or null. */
export function findDesign(db: Db, uuid: string): Promise<DesignRow | null> {
  return findRowBy(db, designs, designs.uuid, uuid);
}

/** The saved designs with these uuids, by uuid (one query for a whole cart). */
export async function findDesignsByUuid(db: Db, uuids: readonly string[]): Promise<Map<string, DesignRow>> {
  if (uuids.length === 0) return new Map();
  const rows = await db.select().from(designs).where(inArray(designs.uuid, [...uuids]));
  return new Map(rows.map((row) => [row.uuid, row]));
}

/** Whether the design exists, and the hash of its write token (null for a design saved before tokens). */
export async function findDesignOwner(db: Db, uuid: string): Promise<{ writeTokenHash: string | null } | null> {
  const [row] = await db.select({ writeTokenHash: designs.writeTokenHash }).from(designs).where(eq(designs.uuid, uuid));
  return row ?? null;
}

/** Replaces a stored design's structure: only for tests that need a design saved under older rules. */
export async function updateDesignStructure(db: Db, uuid: string, structure: unknown): Promise<void> {
  await db.update(designs).set({ structure }).where(eq(designs.uuid, uuid));
}
