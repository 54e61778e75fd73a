import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebLoadContext } from '@masswerk/contract';
import { createApp } from '../src/app.ts';
import { configFrom } from '../src/config.ts';
import { fileImageStore } from '../src/storage/image-store.ts';
import type { WebApp } from '../src/web.ts';
import { testAppForFile } from './test-app.ts';

/**
 * The page cache inside the real application (src/http/page-cache.ts): pages the web app marks as
 * shareable come from memory for visitors without cookies, with a fresh nonce that the page's policy
 * names. The web app is a stand-in that counts its renders; the built one's key and headers are
 * checked in the browser (e2e/tests/viewer.spec.ts) and in apps/web. The route discovery's answers
 * (src/http/manifest-cache.ts) come from memory the same way.
 */

const t = testAppForFile();
let clientDir: string;
beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'masswerk-client-'));
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const SHAREABLE = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=10', Vary: 'User-Agent' };

/** Renders `/shared` as shareable, `/failing` as shareable with a failed render, anything else as a page of its own. */
function countingWeb(): WebApp & { renders: string[] } {
  const renders: string[] = [];
  return {
    clientDir,
    renders,
    cacheKey: (request) => (request.headers.has('cookie') ? null : `browser ${request.url}`),
    handler: (request, context: WebLoadContext) => {
      const path = new URL(request.url).pathname;
      renders.push(path);
      if (path === '/failing') context.renderFailed?.();
      if (path === '/__manifest') return Promise.resolve(Response.json({ render: renders.length }, { headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } }));
      const html = `<!DOCTYPE html><html><body><p>render ${renders.length}</p><script nonce="${context.cspNonce}">1</script></body></html>`;
      return Promise.resolve(new Response(html, { headers: path === '/own' ? { 'Content-Type': 'text/html; charset=utf-8' } : SHAREABLE }));
    },
  };
}

function appWith(web: WebApp) {
  const config = configFrom({ LOG_LEVEL: 'silent' });
  return createApp({ database: t.database, config, logger: pino({ level: 'silent' }), images: fileImageStore(t.imagesDir), fitImages: t.fitImages, startedAt: Date.now() }, web);
}

/** The nonce of the page's script and the one its policy allows. */
async function nonces(res: Response): Promise<{ body: string; script: string | undefined; policy: string | undefined }> {
  const body = await res.text();
  return { body, script: /nonce="([^"]+)"/.exec(body)?.[1], policy: /'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1] };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the page cache of the application', () => {
  it('answers a shareable page from memory the second time, with a fresh nonce its policy names', async () => {
    const web = countingWeb();
    const app = appWith(web);
    const first = await app.request('/shared');
    const firstNonces = await nonces(first);
    await settle();
    const second = await app.request('/shared');
    const secondNonces = await nonces(second);
    expect(web.renders).toEqual(['/shared']);
    expect(secondNonces.body).toContain('render 1');
    expect(second.headers.get('Age')).toBe('0');
    expect(firstNonces.script).toBe(firstNonces.policy);
    expect(secondNonces.script).toBe(secondNonces.policy);
    expect(secondNonces.script).not.toBe(firstNonces.script);
    // Each answer keeps its own request id and security headers.
    expect(second.headers.get('X-Request-Id')).not.toBe(first.headers.get('X-Request-Id'));
    expect(second.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('renders afresh for a visitor with cookies, a page of its own, and a page whose render failed', async () => {
    const web = countingWeb();
    const app = appWith(web);
    for (let i = 0; i < 2; i++) {
      await app.request('/shared', { headers: { Cookie: 'masswerk_session=abc' } });
      await app.request('/own');
      await app.request('/failing');
      await settle();
    }
    expect(web.renders).toEqual(['/shared', '/own', '/failing', '/shared', '/own', '/failing']);
  });

  it('sends a kept page compressed as the first one was', async () => {
    const web = countingWeb();
    const app = appWith(web);
    await (await app.request('/shared', { headers: { 'Accept-Encoding': 'br' } })).arrayBuffer();
    await settle();
    const second = await app.request('/shared', { headers: { 'Accept-Encoding': 'br' } });
    expect(second.headers.get('Content-Encoding')).toBe('br');
    expect(web.renders).toEqual(['/shared']);
  });

  it("answers the route discovery's query from memory the second time, with the security headers of every answer", async () => {
    const web = countingWeb();
    const app = appWith(web);
    const first = await app.request('/__manifest?paths=%2F%2C%2Fshelves&version=abc');
    const again = await app.request('/__manifest?paths=%2F%2C%2Fshelves&version=abc', { headers: { cookie: 'session=x' } });
    expect(await again.json()).toEqual(await first.json());
    expect(web.renders).toEqual(['/__manifest']);
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    await app.request('/__manifest?paths=%2Fsofas&version=abc');
    expect(web.renders).toEqual(['/__manifest', '/__manifest']);
  });
});
