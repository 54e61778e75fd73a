import { sql } from 'drizzle-orm';
import { COUNTRIES } from '@masswerk/domain';
import type { Config } from '../config.ts';
import type { Db } from './client.ts';
import { stores } from './schema.ts';
import { defaultContentDir, readSeedEntries, seedContent } from '../services/content/seed-content.ts';
import { DEMO_COUPONS } from '../services/carts/demo-coupons.ts';
import { insertCoupons } from './carts.ts';

/** Seeds the demo data; idempotent, so a second start reuses what is there. */
export async function seed(db: Db, config: Config, contentDir: string = defaultContentDir): Promise<void> {
  await db
    .insert(stores)
    .values(
      COUNTRIES.map((country) => ({
        countryCode: country.code,
        locale: country.locales[0]!,
        currencyCode: country.currency,
        taxRateBasisPoints: Math.round(country.taxRate * 10_000),
        closed: config.CLOSED_STORES.includes(country.code),
      })),
    )
    .onConflictDoUpdate({ target: stores.countryCode, set: { closed: sql`excluded.closed`, updatedAt: sql`now()` } });
  // Content from content/<locale>/<type>.json: new entries in, untouched ones updated, edited ones kept.
  await seedContent(db, readSeedEntries(contentDir));
  await insertCoupons(db, DEMO_COUPONS);
}
