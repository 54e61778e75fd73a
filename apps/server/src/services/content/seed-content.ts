import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_SCHEMAS, contentTypeIs, type ContentType } from '@masswerk/contract';
import { localeIs, type Locale } from '@masswerk/domain';
import type { Db } from '../../db/client.ts';
import { contentSeedState, insertContentRows, updateContentRow } from '../../db/content.ts';
import { contentHash } from './canonical-json.ts';

/** The repository's content/ folder, seen from src/services/content/ and from the bundle in dist/. */
export const defaultContentDir =
  [new URL('../../../../../content', import.meta.url), new URL('../../../content', import.meta.url)]
    .map((url) => fileURLToPath(url))
    .find((dir) => existsSync(join(dir, 'de_DE'))) ?? fileURLToPath(new URL('../../../content', import.meta.url));

export interface SeedEntry {
  type: ContentType;
  locale: Locale;
  key: string;
  data: unknown;
}

/** Thrown when a seed file is not in its content type's shape; names the file and the fields. */
export class ContentSeedError extends Error {
  override name = 'ContentSeedError';
}

const keyPattern = /^[A-Za-z0-9_.-]+$/;

/**
 * Reads content/<locale>/<type>.json (an object of key -> entry) for every locale, validating each
 * entry with its type's schema. A file of an unknown type or locale, or an invalid entry, throws.
 */
export function readSeedEntries(dir: string): SeedEntry[] {
  const entries: SeedEntry[] = [];
  for (const locale of readdirSync(dir).sort()) {
    if (!localeIs(locale)) throw new ContentSeedError(`content/${locale}: not a locale`);
    for (const file of readdirSync(join(dir, locale)).sort()) {
      const type = file.replace(/\.json$/, '');
      if (!file.endsWith('.json') || !contentTypeIs(type)) throw new ContentSeedError(`content/${locale}/${file}: not a content type`);
      const parsed = JSON.parse(readFileSync(join(dir, locale, file), 'utf8')) as Record<string, unknown>;
      for (const [key, raw] of Object.entries(parsed)) {
        if (!keyPattern.test(key)) throw new ContentSeedError(`content/${locale}/${file}: bad key "${key}"`);
        const result = CONTENT_SCHEMAS[type].safeParse(raw);
        if (!result.success) {
          const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
          throw new ContentSeedError(`content/${locale}/${file} "${key}": ${problems}`);
        }
        entries.push({ type, locale, key, data: result.data });
      }
    }
  }
  return entries;
}

export interface SeedReport {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Entries edited after seeding, which the seed leaves as they are. */
  keptEdited: number;
}

/**
 * Writes the seed entries: new ones are inserted; one the seed wrote before and nobody edited since
 * (its data still hashes to seed_hash) follows the seed file; an edited one is never overwritten.
 */
export async function seedContent(db: Db, entries: readonly SeedEntry[]): Promise<SeedReport> {
  const report: SeedReport = { inserted: 0, updated: 0, unchanged: 0, keptEdited: 0 };
  const existing = await contentSeedState(db);
  const byId = new Map(existing.map((row) => [`${row.type}\u0000${row.locale}\u0000${row.key}`, row]));
  const inserts: Parameters<typeof insertContentRows>[1] = [];
  for (const entry of entries) {
    const hash = contentHash(entry.data);
    const row = byId.get(`${entry.type}\u0000${entry.locale}\u0000${entry.key}`);
    if (!row) {
      inserts.push({ type: entry.type, locale: entry.locale, key: entry.key, data: entry.data, seedHash: hash });
      report.inserted++;
    } else if (row.seedHash === hash) {
      report.unchanged++;
    } else if (row.seedHash !== null && contentHash(row.data) === row.seedHash) {
      await updateContentRow(db, entry, entry.data, hash);
      report.updated++;
    } else {
      report.keptEdited++;
    }
  }
  // Concurrent starts of several processes: the first insert wins, the others skip.
  await insertContentRows(db, inserts);
  return report;
}
