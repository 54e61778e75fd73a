import { beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import sharp from 'sharp';
import { apiErrorSchema, designCreatedSchema, designDefaultsSchema } from '@masswerk/contract';
import { createApp } from '../src/app.ts';
import { RATE_LIMIT_TABLE } from '../src/http/rate-limit.ts';
import { fileImageStore } from '../src/storage/image-store.ts';
import { testAppForFile } from './test-app.ts';

// The write limits through the real app on a real database. Requests carry a socket address the way
// @hono/node-server hands them over, so each test can act as clients of its own.

const t = testAppForFile({ RATE_LIMIT_DESIGN_SAVES: '3', RATE_LIMIT_IMAGE_UPLOADS: '2' });
let structure: Record<string, unknown>;
beforeAll(async () => {
  structure = designDefaultsSchema.parse(await (await t.request('/api/designs/defaults/shelf')).json()).structure;
});

type App = typeof t.app;
const socket = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
const save = (app: App, address: string) =>
  app.request(
    '/api/designs',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ furniture_type: 'shelf', structure }) },
    socket(address),
  );

async function expectTooManyRequests(res: Response): Promise<void> {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  const body = apiErrorSchema.parse(await res.json());
  expect(body.error.code).toBe('too_many_requests');
  expect(body.error.message).toBe(`You have made too many requests; please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`);
}

describe('rate limits on writes', () => {
  it('saves designs until the limit, then answers 429 with Retry-After; other addresses and reads go on', async () => {
    for (let i = 0; i < 3; i++) expect([200, 201]).toContain((await save(t.app, '192.0.2.1')).status);
    const limited = await save(t.app, '192.0.2.1');
    await expectTooManyRequests(limited);

    const other = await save(t.app, '192.0.2.2');
    expect(other.status).toBe(201);
    const { uuid } = designCreatedSchema.parse(await other.json());
    expect((await t.app.request(`/api/designs/info/${uuid}`, {}, socket('192.0.2.1'))).status).toBe(200);
  });

  it('limits picture uploads on their own counter, whether or not the upload is allowed', async () => {
    const { uuid, writeToken } = designCreatedSchema.parse(await (await save(t.app, '192.0.2.3')).json());
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } }).png().toBuffer();
    const upload = (authorization?: string) =>
      t.app.request(
        `/api/designs/${uuid}/images/0`,
        { method: 'PUT', headers: { 'content-type': 'image/png', ...(authorization ? { authorization } : {}) }, body: png },
        socket('192.0.2.3'),
      );
    expect((await upload()).status).toBe(401); // refused for its missing token, but counted
    expect((await upload(`Bearer ${writeToken}`)).status).toBe(201);
    await expectTooManyRequests(await upload(`Bearer ${writeToken}`));
    // The saves of that address have their own counter: one used, two left.
    expect([200, 201]).toContain((await save(t.app, '192.0.2.3')).status);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('shares one limit between two server processes on the same PostgreSQL database', async () => {
    expect(t.database.driver).toBe('postgres');
    // A second app on the same database stands for a second server process: nothing is shared but the database.
    const second = createApp({
      database: t.database,
      config: t.config,
      logger: pino({ level: 'silent' }),
      images: fileImageStore(t.imagesDir),
      fitImages: t.fitImages,
      startedAt: Date.now(),
    });
    expect([200, 201]).toContain((await save(t.app, '192.0.2.4')).status);
    expect([200, 201]).toContain((await save(second, '192.0.2.4')).status);
    expect([200, 201]).toContain((await save(t.app, '192.0.2.4')).status);
    await expectTooManyRequests(await save(second, '192.0.2.4'));
    await expectTooManyRequests(await save(t.app, '192.0.2.4'));

    const rows = await t.database.pool!.query<{ key: string; points: number }>(`select key, points from ${RATE_LIMIT_TABLE} where key = $1`, [
      'design-saves:192.0.2.4',
    ]);
    expect(rows.rows).toEqual([{ key: 'design-saves:192.0.2.4', points: 5 }]);
  });
});
