import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { cspNonce, pagePolicy, securityHeaders, STRICT_POLICY, withPagePolicy } from './security-headers.ts';

const PAGE = '<!DOCTYPE html><html><body><p>Regal</p></body></html>';

function appWith(tls: boolean) {
  const app = new Hono();
  app.use(securityHeaders({ tls }));
  app.get('/api/thing', (c) => c.json({ ok: true }));
  app.get('/boom', () => {
    throw new Error('boom');
  });
  app.get('/page', () => withPagePolicy(new Response(PAGE, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }), 'bm9uY2Vub25jZW5vbmNlMQ=='));
  app.get('/redirect', () => withPagePolicy(new Response(null, { status: 302, headers: { Location: '/page' } }), 'bm9uY2Vub25jZW5vbmNlMQ=='));
  app.onError((_error, c) => c.json({ error: { code: 'internal_error', message: 'Something went wrong.' } }, 500));
  return app;
}

function expectCommonHeaders(res: Response) {
  expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('Permissions-Policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  expect(res.headers.get('X-Frame-Options')).toBe('DENY');
  expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
}

describe('securityHeaders', () => {
  it('gives an API answer the common headers and the strict policy', async () => {
    const res = await appWith(false).request('/api/thing');
    expectCommonHeaders(res);
    expect(res.headers.get('Content-Security-Policy')).toBe(STRICT_POLICY);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('gives an error answer and an unknown path the same headers', async () => {
    for (const path of ['/boom', '/nowhere']) {
      const res = await appWith(false).request(path);
      expect(res.status, path).toBeGreaterThanOrEqual(404);
      expectCommonHeaders(res);
      expect(res.headers.get('Content-Security-Policy'), path).toBe(STRICT_POLICY);
    }
  });

  it('keeps a page its own policy with the nonce; a redirect from the web app gets the strict one', async () => {
    const app = appWith(false);
    const page = await app.request('/page');
    expectCommonHeaders(page);
    expect(page.headers.get('Content-Security-Policy')).toBe(pagePolicy('bm9uY2Vub25jZW5vbmNlMQ=='));
    expect(await page.text()).toBe(PAGE);
    const redirect = await app.request('/redirect');
    expect(redirect.headers.get('Content-Security-Policy')).toBe(STRICT_POLICY);
  });

  it('sends HSTS only when the shop is served over TLS', async () => {
    expect((await appWith(false).request('/api/thing')).headers.get('Strict-Transport-Security')).toBeNull();
    expect((await appWith(true).request('/api/thing')).headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect((await appWith(true).request('/page')).headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('pagePolicy', () => {
  const policy = pagePolicy('abc');
  const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

  it.each([
    // Scripts only from our origin or inline with the nonce: no unsafe-inline.
    ['script-src', "'self' 'nonce-abc'"],
    // No framing, plugins, other bases or form targets.
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['default-src', "'self'"],
    // Pictures from our origin, data: and blob:; fetches only from our origin.
    ['img-src', "'self' data: blob:"],
    ['connect-src', "'self'"],
  ])('writes %s as %s', (name, sources) => {
    expect(directive(name)).toBe(`${name} ${sources}`);
  });

  it('never allows eval', () => {
    expect(policy).not.toContain('unsafe-eval');
  });
});

describe('cspNonce', () => {
  it('is 128 random bits in base64, fresh every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, cspNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
