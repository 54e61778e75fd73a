import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.ts';
import { MANIFEST_PATH, manifestCache, type ManifestCacheOptions } from './manifest-cache.ts';

/** An app whose route discovery answers with the query it was asked and counts how often it worked one out. */
function app(headers: Record<string, string> = { 'Cache-Control': 'public, max-age=31536000, immutable' }, status = 200, options: ManifestCacheOptions = {}) {
  const served = { count: 0 };
  const hono = new Hono<AppEnv>();
  hono.use(MANIFEST_PATH, manifestCache(options));
  hono.get(MANIFEST_PATH, (c) => {
    served.count++;
    return c.json({ paths: c.req.query('paths'), answer: served.count }, status as 200, { 'X-Request-Id': `r${served.count}`, ...headers });
  });
  return { hono, served };
}

const ask = async (hono: Hono<AppEnv>, query: string, init?: RequestInit) => {
  const response = await hono.request(`${MANIFEST_PATH}?${query}`, init);
  return { status: response.status, headers: response.headers, body: (await response.json()) as { paths: string; answer: number } };
};

describe('manifestCache', () => {
  it('works an answer out once per query and answers it again from memory, without the first answer\'s own headers', async () => {
    const { hono, served } = app();
    const first = await ask(hono, 'paths=%2Fa%2C%2Fb&version=v1');
    const again = await ask(hono, 'paths=%2Fa%2C%2Fb&version=v1', { headers: { cookie: 'session=x' } });
    expect(served.count).toBe(1);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(again.headers.get('x-request-id')).toBeNull();
    // Another query (other paths, another build's version) is its own answer.
    expect((await ask(hono, 'paths=%2Fa&version=v1')).body.answer).toBe(2);
    expect((await ask(hono, 'paths=%2Fa%2C%2Fb&version=v2')).body.answer).toBe(3);
  });

  it('keeps nothing that is not an immutable 200 without a cookie', async () => {
    const cases: [string, ReturnType<typeof app>][] = [
      ['not immutable', app({ 'Cache-Control': 'public, max-age=60' })],
      ['a cookie set', app({ 'Cache-Control': 'public, immutable', 'Set-Cookie': 'a=1' })],
      ['not a 200', app({ 'Cache-Control': 'public, immutable' }, 400)],
    ];
    for (const [what, { hono, served }] of cases) {
      await ask(hono, 'paths=%2F');
      await ask(hono, 'paths=%2F');
      expect(served.count, what).toBe(2);
    }
  });

  it('keeps at most maxEntries answers, the least recently answered going first, and none longer than maxLength', async () => {
    const { hono, served } = app(undefined, 200, { maxEntries: 2 });
    await ask(hono, 'paths=a');
    await ask(hono, 'paths=b');
    await ask(hono, 'paths=a');
    await ask(hono, 'paths=c');
    expect(served.count).toBe(3);
    await ask(hono, 'paths=a');
    expect(served.count).toBe(3);
    await ask(hono, 'paths=b');
    expect(served.count).toBe(4);

    const short = app(undefined, 200, { maxLength: 10 });
    await ask(short.hono, 'paths=a');
    await ask(short.hono, 'paths=a');
    expect(short.served.count).toBe(2);
  });
});
