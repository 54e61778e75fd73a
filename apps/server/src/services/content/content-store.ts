import {
  CONTENT_SCHEMAS,
  contentLocaleChain,
  inheritedText,
  type ContentEntry,
  type ContentType,
  type Page,
  type PageResponse,
} from '@masswerk/contract';
import { LOCALES, type Locale } from '@masswerk/domain';
import type { Db } from '../../db/client.ts';
import { contentRowsOfKey, contentRowsOfType, pageKeysAtPath, pageRowsOfKeys, type ContentRow as Row } from '../../db/content.ts';
import type { Logger } from '../../logger.ts';

/** Rows of one key over a locale chain: the most specific locale wins. */
function mostSpecific(rows: readonly Row[], chain: readonly Locale[]): Map<string, Row> {
  const byKey = new Map<string, Row>();
  for (const locale of [...chain].reverse()) {
    for (const row of rows) if (row.locale === locale) byKey.set(row.key, row);
  }
  return byKey;
}

/**
 * The entry as the API answers it to `locale` (an inherited entry in the locale's spelling), or
 * undefined (logged) when the stored data is not in its type's shape.
 */
function toEntry(type: ContentType, row: Row, log: Logger, locale: Locale): ContentEntry | undefined {
  const result = CONTENT_SCHEMAS[type].safeParse(inheritedText(locale, row.locale as Locale, row.data));
  if (!result.success) {
    log.error({ type, locale: row.locale, key: row.key, issues: result.error.issues.slice(0, 5) }, 'content entry does not match its schema; left out');
    return undefined;
  }
  return { key: row.key, locale: row.locale as Locale, updatedAt: row.updatedAt.toISOString(), data: result.data };
}

/** Every entry of a type for a locale, its own over its parent's, sorted by key. */
export async function listContent(db: Db, log: Logger, type: ContentType, locale: Locale, kind?: Page['kind']): Promise<ContentEntry[]> {
  const chain = contentLocaleChain(locale);
  const rows = await contentRowsOfType(db, type, chain);
  const entries: ContentEntry[] = [];
  for (const row of [...mostSpecific(rows, chain).values()].sort((a, b) => (a.key < b.key ? -1 : 1))) {
    const entry = toEntry(type, row, log, locale);
    if (!entry) continue;
    if (kind && (entry.data as Page).kind !== kind) continue;
    entries.push(entry);
  }
  return entries;
}

/** One entry by key for a locale, falling back to the parent locale; undefined when neither has it. */
export async function findContent(db: Db, log: Logger, type: ContentType, key: string, locale: Locale): Promise<ContentEntry | undefined> {
  const chain = contentLocaleChain(locale);
  const rows = await contentRowsOfKey(db, type, key, chain);
  const row = mostSpecific(rows, chain).get(key);
  return row ? toEntry(type, row, log, locale) : undefined;
}

/**
 * The page whose locUrl, or else url, is `path` in the locale (with the parent fallback), plus its
 * locUrl in every locale that has the page, for hreflang alternates.
 */
export async function findPageByPath(db: Db, log: Logger, locale: Locale, path: string): Promise<PageResponse | undefined> {
  const chain = contentLocaleChain(locale);
  const candidates = await pageKeysAtPath(db, path, chain);
  if (candidates.length === 0) return undefined;
  const rows = await pageRowsOfKeys(db, candidates);
  const effective = [...mostSpecific(rows, chain).values()]
    .map((row) => ({ row, entry: toEntry('pages', row, log, locale) }))
    .filter((x): x is { row: Row; entry: ContentEntry } => x.entry !== undefined);
  // A translated path (locUrl) beats a match on the shared url: /fr-fr/mentions-legales is imprint, not a page whose url is that.
  const hit =
    effective.find(({ entry }) => (entry.data as Page).locUrl === path) ?? effective.find(({ entry }) => (entry.data as Page).url === path);
  if (!hit) return undefined;
  const alternates: PageResponse['alternates'] = {};
  for (const other of LOCALES) {
    const row = mostSpecific(
      rows.filter((r) => r.key === hit.row.key),
      contentLocaleChain(other),
    ).get(hit.row.key);
    const page = row ? CONTENT_SCHEMAS.pages.safeParse(row.data) : undefined;
    if (page?.success) alternates[other] = page.data.locUrl;
  }
  return { key: hit.row.key, locale: hit.entry.locale, page: hit.entry.data as Page, alternates };
}
