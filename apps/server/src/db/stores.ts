import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { stores } from './schema.ts';

/** The country shop's row (currency, VAT, closed), or null. */
export async function findStore(db: Db, countryCode: string) {
  const [row] = await db.select().from(stores).where(eq(stores.countryCode, countryCode));
  return row ?? null;
}
