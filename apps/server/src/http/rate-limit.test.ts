import { Hono, type MiddlewareHandler } from 'hono';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error.ts';
import { clientAddress, NO_SOCKET_KEY, rateLimit, type RateLimitOptions } from './rate-limit.ts';

/** A bare app with one limited route; errors answered as the real app does (JSON body, the error's headers). */
function limitedApp(options: RateLimitOptions, trustProxy = 0) {
  const app = new Hono();
  app.post('/write', rateLimit({ database: {}, config: { TRUST_PROXY: trustProxy } }, options), (c) => c.json({ ok: true }, 201));
  app.onError((error, c) => {
    if (!(error instanceof HttpError)) throw error;
    return c.json({ error: { code: error.code, message: error.message } }, error.status, error.headers);
  });
  return app;
}

/** A request as @hono/node-server hands it over: with the socket it came on. */
const from = (app: Hono, address: string, headers: Record<string, string> = {}) =>
  app.request('/write', { method: 'POST', headers }, { incoming: { socket: { remoteAddress: address } } });

describe('rateLimit (memory store)', () => {
  it('answers the request after the last allowed one with 429, Retry-After and a sentence; another address is unaffected', async () => {
    const app = limitedApp({ name: 'writes', points: 3, durationSeconds: 60 });
    for (let i = 0; i < 3; i++) expect((await from(app, '10.0.0.1')).status).toBe(201);
    const limited = await from(app, '10.0.0.1');
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(59);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({
      error: {
        code: 'too_many_requests',
        message: `You have made too many requests; please wait ${retryAfter} seconds and try again.`,
      },
    });
    expect((await from(app, '10.0.0.2')).status).toBe(201);
    expect((await from(app, '10.0.0.1')).status).toBe(429);
  });

  it('lets the address write again once the window has passed', async () => {
    const app = limitedApp({ name: 'writes', points: 1, durationSeconds: 1 });
    expect((await from(app, '10.0.0.1')).status).toBe(201);
    const limited = await from(app, '10.0.0.1');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(await limited.json()).toMatchObject({ error: { message: 'You have made too many requests; please wait 1 second and try again.' } });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await from(app, '10.0.0.1')).status).toBe(201);
  });

  it('keeps the counters of two limits apart, and of two apps (each app has its own memory)', async () => {
    const deps = { database: {}, config: { TRUST_PROXY: 0 } };
    const app = new Hono();
    app.post('/a', rateLimit(deps, { name: 'a', points: 1, durationSeconds: 60 }), (c) => c.text('a'));
    app.post('/b', rateLimit(deps, { name: 'b', points: 1, durationSeconds: 60 }), (c) => c.text('b'));
    app.onError((error, c) => c.text(error.message, error instanceof HttpError ? error.status : 500));
    const env = { incoming: { socket: { remoteAddress: '10.0.0.1' } } };
    expect((await app.request('/a', { method: 'POST' }, env)).status).toBe(200);
    expect((await app.request('/b', { method: 'POST' }, env)).status).toBe(200);
    expect((await app.request('/a', { method: 'POST' }, env)).status).toBe(429);
    const other = limitedApp({ name: 'a', points: 1, durationSeconds: 60 });
    expect((await from(other, '10.0.0.1')).status).toBe(201);
  });

  it('limits nothing when its points are 0', async () => {
    const app = limitedApp({ name: 'writes', points: 0, durationSeconds: 60 });
    for (let i = 0; i < 20; i++) expect((await from(app, '10.0.0.1')).status).toBe(201);
  });

  it('counts requests that came without a socket under one key', async () => {
    const app = limitedApp({ name: 'writes', points: 1, durationSeconds: 60 });
    expect((await app.request('/write', { method: 'POST' })).status).toBe(201);
    expect((await app.request('/write', { method: 'POST' })).status).toBe(429);
  });

  it('does not believe X-Forwarded-For unless told how many proxies stand in front', async () => {
    const app = limitedApp({ name: 'writes', points: 1, durationSeconds: 60 });
    expect((await from(app, '10.0.0.1', { 'x-forwarded-for': '1.1.1.1' })).status).toBe(201);
    expect((await from(app, '10.0.0.1', { 'x-forwarded-for': '2.2.2.2' })).status).toBe(429);
  });
});

describe('rateLimit (PostgreSQL store)', () => {
  it('counts in memory, with a warning, when the database fails: a write is never a 500 for it', async () => {
    const warnings: unknown[] = [];
    const failing = { query: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) } as unknown as pg.Pool;
    const deps = { database: { pool: failing }, config: { TRUST_PROXY: 0 }, logger: { warn: (...args: unknown[]) => warnings.push(args) } };
    const app = new Hono();
    app.post('/write', rateLimit(deps, { name: 'writes', points: 2, durationSeconds: 60 }), (c) => c.json({ ok: true }, 201));
    app.onError((error, c) => c.text(error.message, error instanceof HttpError ? error.status : 500));
    const env = { incoming: { socket: { remoteAddress: '10.0.0.1' } } };
    expect((await app.request('/write', { method: 'POST' }, env)).status).toBe(201);
    expect((await app.request('/write', { method: 'POST' }, env)).status).toBe(201);
    expect((await app.request('/write', { method: 'POST' }, env)).status).toBe(429);
    expect(warnings).toHaveLength(1);
  });
});

describe('clientAddress', () => {
  /** The key a request gets, read through a middleware. */
  async function keyOf(trustProxy: number, socket: string | undefined, forwardedFor?: string): Promise<string> {
    let key = '';
    const read: MiddlewareHandler = async (c, next) => {
      key = clientAddress(trustProxy)(c);
      await next();
    };
    const app = new Hono().get('/', read, (c) => c.text('ok'));
    const headers = forwardedFor === undefined ? undefined : { 'x-forwarded-for': forwardedFor };
    await app.request('/', { headers }, socket ? { incoming: { socket: { remoteAddress: socket } } } : undefined);
    return key;
  }

  it('is the socket peer when no proxy is trusted, whatever the client writes in X-Forwarded-For', async () => {
    expect(await keyOf(0, '203.0.113.9')).toBe('203.0.113.9');
    expect(await keyOf(0, '203.0.113.9', '1.1.1.1')).toBe('203.0.113.9');
    expect(await keyOf(0, undefined, '1.1.1.1')).toBe(NO_SOCKET_KEY);
  });

  it('is the address the n-th proxy from us saw: X-Forwarded-For read from the right', async () => {
    // The client forged "6.6.6.6"; the first proxy appended the address it saw (198.51.100.7).
    expect(await keyOf(1, '10.0.0.2', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    // Two proxies: the outer one appended 198.51.100.7, the inner one 10.0.0.3.
    expect(await keyOf(2, '10.0.0.2', '6.6.6.6, 198.51.100.7,10.0.0.3')).toBe('198.51.100.7');
    // Fewer entries than proxies: the furthest address there is.
    expect(await keyOf(2, '10.0.0.2', '198.51.100.7')).toBe('198.51.100.7');
    // No header at all (a request that reached us directly): the socket.
    expect(await keyOf(1, '10.0.0.2')).toBe('10.0.0.2');
  });
});
