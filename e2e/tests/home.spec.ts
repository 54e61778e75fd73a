import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';

test('the home page is rendered on the server and hydrates', async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  // Server-rendered: the heading is in the HTML before any script runs.
  expect(await response?.text()).toContain('Möbel nach Maß, live in 3D gestaltet');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Möbel nach Maß, live in 3D gestaltet');
  // Hydrated: client-side navigation works without a full reload.
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
  await page.screenshot({ path: testInfo.outputPath('home.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('the English home page sets <html lang="en-GB">', async ({ page }) => {
  await page.goto('/en-gb');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
});

test('an unknown page answers the 404 page with status 404', async ({ page }, testInfo) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  await page.getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/no-such-page');
  await page.screenshot({ path: testInfo.outputPath('404.png'), fullPage: true });
});

test('hashed assets are served with a long-lived cache', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = /\/assets\/[\w.-]+-[\w-]{8}\.js/.exec(html)?.[0];
  expect(asset).toBeDefined();
  const res = await request.get(asset!);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the page and its scripts travel brotli-compressed, the scripts as the build compressed them', async ({ page }) => {
  const scripts: Promise<[string, string | undefined, string | undefined]>[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.+\.js$/.test(response.url())) {
      scripts.push(response.allHeaders().then((headers) => [new URL(response.url()).pathname, headers['content-encoding'], headers['content-length']]));
    }
  });
  const document = await page.goto('/');
  expect((await document!.allHeaders())['content-encoding']).toBe('br');
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
  const answered = await Promise.all(scripts);
  const framework = answered.find(([path]) => /\/framework-/.test(path));
  expect(framework).toBeDefined();
  // A precompressed file is sent with its length; one compressed on the fly is chunked.
  expect(framework!.slice(1, 2)).toEqual(['br']);
  expect(Number(framework![2])).toBeGreaterThan(0);
});

test('the home page has no serious accessibility violation', async ({ page }) => {
  await page.goto('/');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the hero picture comes from the image service as WebP, preloaded and drawn', async ({ page }) => {
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/<head><meta charSet="utf-8"\/><meta name="viewport"[^>]*\/><link rel="preload" as="image" type="image\/webp" fetchPriority="high" imageSrcSet="\/fit\/500\/0\/no\/0\/plain\/images\/hero-living\.svg@webp 500w/);
  const hero = page.locator('img.hero-image');
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/fit\/(500|1000|1500|2000)\/0\/no\/0\/plain\/images\/hero-living\.svg@webp$/);
  const image = await page.request.get('/fit/1000/0/no/0/plain/images/hero-living.svg@webp');
  expect(image.headers()['content-type']).toBe('image/webp');
  expect(image.headers()['etag']).toMatch(/^"[0-9a-f]{32}"$/);
});

test('the page is drawn before its scripts: no module is asked for before the hero picture has arrived', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const paths = new Map<string, string>();
  const asked = new Map<string, number>();
  const arrived = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (e) => {
    const path = new URL(e.request.url).pathname;
    paths.set(e.requestId, path);
    if (!asked.has(path)) asked.set(path, e.timestamp);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const path = paths.get(e.requestId);
    if (path && !arrived.has(path)) arrived.set(path, e.timestamp);
  });
  await page.goto('/');
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
  const hero = [...arrived].find(([path]) => /\/plain\/images\/hero-living\.svg@webp$/.test(path));
  expect(hero).toBeDefined();
  const scripts = [...asked].filter(([path]) => /^\/assets\/.+\.js$/.test(path));
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter(([, at]) => at < hero![1])).toEqual([]);
});
