import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { listen } from './lifecycle.ts';
import { openTestApp } from '../test/test-app.ts';

let t: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, then stops accepting', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let entered!: () => void;
    const inside = new Promise<void>((r) => (entered = r));
    t.app.get('/slow', async (c) => {
      entered();
      await gate;
      return c.text('done');
    });
    const server = await listen(t.app, 0, '127.0.0.1', pino({ level: 'silent' }));
    const inFlight = fetch(`http://127.0.0.1:${server.port}/slow`);
    await inside;
    let stopped = false;
    const stopping = server.stop(10_000).then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('done');
    await stopping;
    await expect(fetch(`http://127.0.0.1:${server.port}/api/health`)).rejects.toThrow();
  });
});
