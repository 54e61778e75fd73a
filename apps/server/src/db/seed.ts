import { sql } from 'drizzle-orm';
import { COUNTRIES } from '@masswerk/domain';
import type { Config } from '../config.ts';
import type { Db } from './client.ts';
import { stores } from './schema.ts';
import { defaultContentDir, readSeedEntries, seedContent } from '../services/content/seed-content.ts';
import { DEMO_COUPONS } from '../services/carts/demo-coupons.ts';
import { insertCoupons } from './carts.ts';
import { seedReviews } from '../services/reviews/seed-reviews.ts';
import { seedCatalog } from '../services/catalog/seed-catalog.ts';

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
  const entries = readSeedEntries(contentDir);
  await seedContent(db, entries);
  // The content's testimonials are the first reviews (approved where shown on the website).
  await seedReviews(db, entries);
  await insertCoupons(db, DEMO_COUPONS);
  // The curated catalogue of the category pages: saved designs of every family (services/catalog).
  await seedCatalog(db);
}
