import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { configuratorHydrated } from '../support/pages';

/**
 * The shop works with its Content-Security-Policy on: pages hydrate and the 3D viewer draws while the
 * browser refuses nothing, and the policy is really enforced. Absolute links come from PUBLIC_URL
 * (global-setup sets it to the address the tests use), never from the request's Host header.
 */

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  /** Where the refused script was: file:line:column. */
  source: string;
}

/** Records every CSP violation of the page from its very first script on, and console errors naming the policy. */
async function watchPolicy(page: Page): Promise<{ violations: () => Promise<Violation[]>; consoleErrors: string[]; pageErrors: string[] }> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample, source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` });
    });
  });
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Permissions-Policy|Refused to/i.test(message.text())) consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return {
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations),
    consoleErrors,
    pageErrors,
  };
}

/** The headers every page must carry; returns the nonce its policy names. */
function expectPageHeaders(headers: Record<string, string>): string {
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toContain('unsafe-eval');
  const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
  expect(nonce, policy).toBeDefined();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  // The tests run over plain http: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
  return nonce!;
}

/** Every inline script of the page carries `nonce` (a script with src is allowed as 'self'). */
function expectInlineScriptsCarry(html: string, nonce: string): void {
  const inline = [...html.matchAll(/<script\b([^>]*)>(?!<\/script>)/g)].map((m) => m[1]!).filter((attributes) => !/\bsrc=/.test(attributes));
  expect(inline.length).toBeGreaterThan(2);
  for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
}

test('the home page hydrates under the policy, its inline scripts carrying the nonce, with nothing refused', async ({ page }) => {
  const watch = await watchPolicy(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const nonce = expectPageHeaders(response!.headers());
  const html = await response!.text();
  expectInlineScriptsCarry(html, nonce);
  // Hydrated: the module loader started React Router's module script.
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
  expect(await watch.violations()).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
  expect(watch.pageErrors).toEqual([]);
});

test('the configurator hydrates and its 3D view draws and redraws under the policy, with nothing refused', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const watch = await watchPolicy(page);
  const response = await page.goto('/en-gb/shelf/configurator');
  expect(response?.status()).toBe(200);
  expectPageHeaders(response!.headers());
  const viewer = page.getByTestId('configurator-canvas');
  await expect(viewer).toHaveAttribute('data-ready', 'true', { timeout: 120_000 });
  await configuratorHydrated(page);
  const frames = Number(await viewer.getAttribute('data-frames'));
  expect(frames).toBeGreaterThan(0);
  // A change redraws the view (the design, the price and the scene all run in the page).
  if (testInfo.project.name === 'phone') await page.getByRole('navigation', { name: 'Design steps' }).getByRole('button', { name: 'Colours', exact: true }).click();
  await page.getByRole('button', { name: 'Black', exact: true }).first().click();
  await expect.poll(async () => Number(await viewer.getAttribute('data-frames')), { timeout: 45_000 }).toBeGreaterThan(frames);
  expect(await watch.violations()).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
  expect(watch.pageErrors).toEqual([]);
});

test('a configurator page answered from the page cache hydrates under its own fresh nonce, with nothing refused', async ({ page }) => {
  test.setTimeout(180_000);
  // An address of this test's own, first asked with the browser's User-Agent and no cookies, as the page will be.
  const path = `/en-gb/shelf/configurator?from=page-cache-${randomUUID()}`;
  const first = await page.context().request.get(path);
  expect(first.status()).toBe(200);
  expect(first.headers()['age']).toBeUndefined();
  const firstNonce = expectPageHeaders(first.headers());
  const watch = await watchPolicy(page);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  // From the cache: an Age, the same page, a nonce of its own in the policy and in every inline script.
  expect(response!.headers()['age']).toMatch(/^\d+$/);
  const nonce = expectPageHeaders(response!.headers());
  expect(nonce).not.toBe(firstNonce);
  const html = await response!.text();
  expect(html).not.toContain(firstNonce);
  expectInlineScriptsCarry(html, nonce);
  await expect(page.getByTestId('configurator-canvas')).toHaveAttribute('data-ready', 'true', { timeout: 120_000 });
  await configuratorHydrated(page);
  expect(await watch.violations()).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
  expect(watch.pageErrors).toEqual([]);
});

test('the page cache shares a configurator page only between visitors without cookies on the same kind of device', async ({ request }) => {
  const path = `/en-gb/joyn/configurator?from=page-cache-${randomUUID()}`;
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
  const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
  const ask = async (headers: Record<string, string>) => {
    const res = await request.get(path, { headers });
    expect(res.status()).toBe(200);
    return { age: res.headers()['age'], cacheControl: res.headers()['cache-control'], vary: res.headers()['vary'], phoneLayout: (await res.text()).includes('cfg-phone') };
  };
  const first = await ask({ 'User-Agent': desktop });
  expect(first).toMatchObject({ age: undefined, cacheControl: 'public, max-age=0, s-maxage=10', phoneLayout: false });
  expect(first.vary).toMatch(/User-Agent, Cookie/i);
  expect((await ask({ 'User-Agent': desktop })).age).toMatch(/^\d+$/);
  // A phone gets its own layout, not the desktop's kept page; a visitor with a cookie gets a page rendered for them.
  expect(await ask({ 'User-Agent': phone })).toMatchObject({ age: undefined, phoneLayout: true });
  expect((await ask({ 'User-Agent': desktop, Cookie: 'masswerk_consent=x' })).age).toBeUndefined();
  // A category page may be kept by shared caches for a minute (Cache-Control), never across cookies.
  const category = await request.get('/en-gb/shelves');
  expect(category.status()).toBe(200);
  expect(category.headers()['cache-control']).toBe('public, max-age=60');
  expect(category.headers()['vary']).toMatch(/Cookie/);
});

test('the policy is enforced: an inline script without the nonce is refused and reported', async ({ page }) => {
  const watch = await watchPolicy(page);
  await page.goto('/en-gb');
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { injected?: boolean };
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return w.injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(async () => (await watch.violations()).map((v) => v.directive)).toContain('script-src-elem');
});

test('API answers carry the strict policy and the same headers', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  const headers = res.headers();
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
});

/** GET with a Host header of our choosing (a browser or Playwright's client would set its own). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { Host: host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('canonical and hreflang links name PUBLIC_URL, whatever Host the request says', async ({ baseURL }) => {
  for (const path of ['/', '/en-gb/shelf/configurator']) {
    const { status, body } = await getWithHost(`${baseURL}${path}`, 'evil.example');
    expect(status, path).toBe(200);
    const links = [...body.matchAll(/<link rel="(?:canonical|alternate)"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
    expect(links.length, path).toBeGreaterThanOrEqual(8);
    for (const href of links) expect(href.startsWith(`${baseURL}/`) || href === baseURL, `${path}: ${href}`).toBe(true);
    expect(body, path).not.toContain('evil.example');
  }
});
