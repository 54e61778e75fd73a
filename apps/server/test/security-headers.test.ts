import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebLoadContext } from '@masswerk/contract';
import { createApp } from '../src/app.ts';
import { configFrom } from '../src/config.ts';
import { STRICT_POLICY } from '../src/http/security-headers.ts';
import { fileImageStore } from '../src/storage/image-store.ts';
import type { WebApp } from '../src/web.ts';
import { testAppForFile } from './test-app.ts';

/**
 * Every answer of the real application carries the security headers: API answers and errors, /fit,
 * static files and pages. The web app is a stand-in here (the built one is checked in the browser,
 * e2e/tests/security.spec.ts): it echoes what the server hands it, so the nonce and the public URL
 * can be compared with the headers.
 */

const t = testAppForFile();
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'masswerk-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'entry-abc.js'), 'console.log(1);');
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

/** A web app that answers a page naming the nonce and public URL it was given, or a redirect for /old. */
function echoWeb(): WebApp & { contexts: WebLoadContext[] } {
  const contexts: WebLoadContext[] = [];
  return {
    clientDir,
    contexts,
    cacheKey: () => null,
    handler: (request, context) => {
      contexts.push(context);
      if (new URL(request.url).pathname === '/old') return Promise.resolve(new Response(null, { status: 301, headers: { Location: '/' } }));
      const html = `<!DOCTYPE html><html><head><link rel="canonical" href="${context.publicUrl}/"/></head><body><script nonce="${context.cspNonce}">1</script></body></html>`;
      return Promise.resolve(new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
    },
  };
}

function appWithWeb(env: Record<string, string>, web: WebApp) {
  const config = configFrom({ LOG_LEVEL: 'silent', ...env });
  return createApp({ database: t.database, config, logger: pino({ level: 'silent' }), images: fileImageStore(t.imagesDir), fitImages: t.fitImages, startedAt: Date.now() }, web);
}

function expectCommonHeaders(res: Response, what: string) {
  expect(res.headers.get('X-Content-Type-Options'), what).toBe('nosniff');
  expect(res.headers.get('Referrer-Policy'), what).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('Permissions-Policy'), what).toContain('camera=()');
  expect(res.headers.get('X-Frame-Options'), what).toBe('DENY');
  expect(res.headers.get('Cross-Origin-Opener-Policy'), what).toBe('same-origin');
}

describe('security headers of the application', () => {
  it('are on API answers, API errors and /fit errors, with the strict policy', async () => {
    const answers = {
      health: await t.request('/api/health'),
      unknownCall: await t.request('/api/nothing-here'),
      badDesign: await t.request('/api/designs/info/not-a-uuid'),
      fitOutside: await t.request('/fit/500/0/no/0/plain/../secret.png@webp'),
    };
    expect(answers.health.status).toBe(200);
    expect(answers.unknownCall.status).toBe(404);
    for (const [what, res] of Object.entries(answers)) {
      expectCommonHeaders(res, what);
      expect(res.headers.get('Content-Security-Policy'), what).toBe(STRICT_POLICY);
      expect(res.headers.get('Strict-Transport-Security'), what).toBeNull();
    }
  });

  it('add HSTS when PUBLIC_URL is https', async () => {
    const res = await appWithWeb({ PUBLIC_URL: 'https://masswerk.example' }, echoWeb()).request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('give a page a policy naming the nonce its scripts were given, fresh for every page', async () => {
    const web = echoWeb();
    const app = appWithWeb({}, web);
    const first = await app.request('/');
    const second = await app.request('/');
    const nonces = web.contexts.map((c) => c.cspNonce);
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[1]).not.toBe(nonces[0]);
    for (const [i, res] of [first, second].entries()) {
      expectCommonHeaders(res, `page ${i}`);
      const policy = res.headers.get('Content-Security-Policy') ?? '';
      expect(policy).toContain(`script-src 'self' 'nonce-${nonces[i]}'`);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(await res.text()).toContain(`<script nonce="${nonces[i]}">`);
    }
  });

  it('hand the web app the configured public URL, whatever Host the request names', async () => {
    const web = echoWeb();
    const app = appWithWeb({ PUBLIC_URL: 'https://masswerk.example/' }, web);
    const res = await app.request('http://evil.example/', { headers: { Host: 'evil.example' } });
    expect(web.contexts[0]?.publicUrl).toBe('https://masswerk.example');
    expect(await res.text()).toContain('<link rel="canonical" href="https://masswerk.example/"/>');
    expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('are on static files and on a redirect from the web app, with the strict policy', async () => {
    const app = appWithWeb({}, echoWeb());
    const answers = { asset: await app.request('/assets/entry-abc.js'), favicon: await app.request('/favicon.svg'), redirect: await app.request('/old') };
    expect(answers.asset.status).toBe(200);
    expect(answers.favicon.status).toBe(200);
    expect(answers.redirect.status).toBe(301);
    for (const [what, res] of Object.entries(answers)) {
      expectCommonHeaders(res, what);
      expect(res.headers.get('Content-Security-Policy'), what).toBe(STRICT_POLICY);
    }
  });
});
