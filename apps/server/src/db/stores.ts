import type { Db } from './client.ts';
import { findRowBy } from './rows.ts';
import { stores } from './schema.ts';

/** The country shop's row (currency, VAT, closed), or null. */
export function findStore(db: Db, countryCode: string): Promise<typeof stores.$inferSelect | null> {
  return findRowBy(db, stores, stores.countryCode, countryCode);
}
