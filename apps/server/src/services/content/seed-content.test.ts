import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findContentRow, updateContentRow } from '../../db/content.ts';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { ContentSeedError, defaultContentDir, readSeedEntries, seedContent, type SeedEntry } from './seed-content.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const faq = (question: string): SeedEntry => ({
  type: 'faq',
  locale: 'en_GB',
  key: 'faq-x',
  data: { category: 'Delivery', question, answer: ['Soon.'], order: 1 },
});

describe('content seed', () => {
  it('reads every file of the repository content/ folder and validates it', () => {
    const entries = readSeedEntries(defaultContentDir);
    expect(entries.length).toBeGreaterThan(300);
    expect(new Set(entries.map((e) => e.locale))).toEqual(new Set(['de_DE', 'de_AT', 'de_CH', 'fr_FR', 'fr_CH', 'en_GB', 'nl_NL']));
  });

  it('is idempotent, follows the seed file for untouched entries and never overwrites an edited one', async () => {
    const { db } = database;
    expect(await seedContent(db, [faq('When?')])).toEqual({ inserted: 1, updated: 0, unchanged: 0, keptEdited: 0 });
    expect(await seedContent(db, [faq('When?')])).toEqual({ inserted: 0, updated: 0, unchanged: 1, keptEdited: 0 });
    expect(await seedContent(db, [faq('When will it arrive?')])).toEqual({ inserted: 0, updated: 1, unchanged: 0, keptEdited: 0 });

    const id = { type: 'faq', locale: 'en_GB', key: 'faq-x' };
    const { seedHash } = (await findContentRow(db, id))!;
    await updateContentRow(db, id, { ...(faq('Edited by hand').data as object) }, seedHash);
    expect(await seedContent(db, [faq('A newer seed text')])).toEqual({ inserted: 0, updated: 0, unchanged: 0, keptEdited: 1 });
    const row = await findContentRow(db, id);
    expect((row?.data as { question: string }).question).toBe('Edited by hand');
  });

  it('rejects a seed file that is not in its type shape, naming file, key and field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    try {
      mkdirSync(join(dir, 'en_GB'));
      writeFileSync(join(dir, 'en_GB', 'faq.json'), JSON.stringify({ 'faq-1': { category: 'X', question: 'Q', answer: [], order: 'first' } }));
      expect(() => readSeedEntries(dir)).toThrow(ContentSeedError);
      expect(() => readSeedEntries(dir)).toThrow(/content\/en_GB\/faq.json "faq-1": order/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
