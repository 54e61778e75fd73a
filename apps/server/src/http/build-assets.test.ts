import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.ts';
import { buildAssets } from './build-assets.ts';

let dir: string;
const SCRIPT = 'export const answer = 42;\n'.repeat(20);
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'masswerk-assets-'));
  writeFileSync(join(dir, 'entry-abc.js'), SCRIPT);
  writeFileSync(join(dir, 'entry-abc.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'entry-abc.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dir, 'scene-wood-1.bin'), new Uint8Array([1, 2, 3]));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The middleware in front of a handler that says which requests it passed on. */
function app() {
  const passed: string[] = [];
  const hono = new Hono<AppEnv>();
  hono.use('/assets/*', buildAssets(dir));
  hono.all('*', (c) => {
    passed.push(`${c.req.method} ${c.req.path}`);
    return c.text('next', 404);
  });
  return { hono, passed };
}

describe('buildAssets', () => {
  it('answers a build file in the best encoding the client accepts, cached for a year', async () => {
    const { hono } = app();
    const br = await hono.request('/assets/entry-abc.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(Buffer.from(await br.arrayBuffer())).toEqual(brotliCompressSync(SCRIPT));

    const gzip = await hono.request('/assets/entry-abc.js', { headers: { 'accept-encoding': 'gzip;q=1.0' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(Number(gzip.headers.get('content-length'))).toBe(gzipSync(SCRIPT).byteLength);

    const plain = await hono.request('/assets/entry-abc.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);

    // A file the build did not compress goes as it is, whatever the client accepts.
    const bin = await hono.request('/assets/scene-wood-1.bin', { headers: { 'accept-encoding': 'br' } });
    expect(bin.headers.get('content-encoding')).toBeNull();
    expect(bin.headers.get('content-type')).toBe('application/octet-stream');
    expect([...new Uint8Array(await bin.arrayBuffer())]).toEqual([1, 2, 3]);
  });

  it('reads a file once: later answers come from memory', async () => {
    const name = 'late-xyz.js';
    writeFileSync(join(dir, name), 'first');
    const { hono } = app();
    expect(await (await hono.request(`/assets/${name}`)).text()).toBe('first');
    // A hashed name never changes its content; were it to, the kept copy is what is answered.
    writeFileSync(join(dir, name), 'second');
    expect(await (await hono.request(`/assets/${name}`)).text()).toBe('first');
  });

  it('passes on what is not a build file: other methods, missing names, paths out of the folder', async () => {
    const { hono, passed } = app();
    const requests: [string, string][] = [
      ['POST', '/assets/entry-abc.js'],
      ['GET', '/assets/missing.js'],
      ['GET', '/assets/..%2Fsecret.js'],
      ['GET', '/assets/.hidden'],
      ['GET', '/assets/nested/entry-abc.js'],
    ];
    for (const [method, path] of requests) expect((await hono.request(path, { method })).status, `${method} ${path}`).toBe(404);
    expect(passed).toHaveLength(requests.length);
    // HEAD says what GET would send, without the body.
    const head = await hono.request('/assets/entry-abc.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(SCRIPT.length);
    expect(await head.text()).toBe('');
  });

  it('finds a file added after a miss (a miss is not kept)', async () => {
    const { hono } = app();
    expect((await hono.request('/assets/added-later.js')).status).toBe(404);
    writeFileSync(join(dir, 'added-later.js'), 'here');
    expect(await (await hono.request('/assets/added-later.js')).text()).toBe('here');
  });
});
