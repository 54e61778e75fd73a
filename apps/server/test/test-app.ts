import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../src/app.ts';
import { configFrom } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seed } from '../src/db/seed.ts';
import { fitImages } from '../src/services/images/fit-image.ts';
import { fileImageStore } from '../src/storage/image-store.ts';
import { designPicture } from '../src/services/pictures/picture-store.ts';

/** A fresh, empty database on the PostgreSQL server of `serverUrl`: its URL, and `drop` to remove it (closing what is still connected). */
export async function newPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `masswerk_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A migrated, seeded database of its own for one test file: PGlite in memory by default, or a fresh
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again by `close`).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ memory: true });
  const fresh = await newPostgresDatabase(serverUrl);
  const database = await openDatabase({ url: fresh.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}

/**
 * The real application on a real, isolated database; requests go through its HTTP handler. The image
 * service reads `publicDir` (default: an empty folder) and caches in a throwaway folder, unless a
 * `imageCacheDir` is given (to see renders survive a restart).
 */
export async function openTestApp(env: Record<string, string> = {}, options: { publicDir?: string; imageCacheDir?: string } = {}) {
  const database = await openTestDatabase();
  // Requests here come without a socket, so they all count against one address: the write limits are
  // off unless a test sets them (apps/server/test/rate-limit.test.ts does).
  const config = configFrom({ LOG_LEVEL: 'silent', RATE_LIMIT_DESIGN_SAVES: '0', RATE_LIMIT_IMAGE_UPLOADS: '0', RATE_LIMIT_ORDERS: '0', RATE_LIMIT_VAT_LOOKUPS: '0', RATE_LIMIT_ORDER_TRACKING: '0', RATE_LIMIT_REVIEWS: '0', RATE_LIMIT_SIGN_UPS: '0', RATE_LIMIT_SIGN_UP_MAILS: '0', RATE_LIMIT_SIGN_INS: '0', ...env });
  await seed(database.db, config);
  const imagesDir = mkdtempSync(join(tmpdir(), 'masswerk-images-'));
  const images = fileImageStore(imagesDir);
  const fit = fitImages({
    publicDir: options.publicDir ?? join(imagesDir, 'public'),
    cacheDir: options.imageCacheDir ?? join(imagesDir, 'fit-cache'),
    designPicture: (uuid, index) => designPicture(images, uuid, index),
  });
  // What the app logs, kept for tests to read (a client hanging up is not a server error, say).
  const logs: { level: number; msg?: string; [key: string]: unknown }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line) as (typeof logs)[number]) });
  const app = createApp({ database, config, logger, images, fitImages: fit, startedAt: Date.now(), checkAnswers: true });
  return {
    app,
    logs,
    database,
    config,
    imagesDir,
    images,
    fitImages: fit,
    request: (path: string, init?: RequestInit) => app.request(path, init),
    close: async () => {
      await database.close();
      rmSync(imagesDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof openTestApp>>;

/**
 * The test app of one test file: opened before its tests (in `beforeAll`, so before the file's own
 * `beforeAll` hooks that come after this call) and closed after them. The object is empty until then.
 */
export function testAppForFile(env: Record<string, string> = {}, options: { publicDir?: string; imageCacheDir?: string } = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await openTestApp(env, options));
  });
  afterAll(() => t.close());
  return t;
}
