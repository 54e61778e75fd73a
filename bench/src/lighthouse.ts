// Lighthouse (the npm package, run with npx, never a dependency: it drags in an old @types/pg) with
// Debian's Chromium, mobile settings, on pages of a server this bench starts: the home page, a content
// page, a category page and a product page of the seeded catalogue, and a buyer's pages, the cart with
// three lines and the checkout's delivery step.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { familyOf, type FurnitureType } from '@masswerk/domain';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../tooling/ensure-chromium.mjs';
import { startBuiltServer } from '../../tooling/server-process.mjs';
import type { Row } from './table.ts';

const run = promisify(execFile);
const LIGHTHOUSE = 'lighthouse@12.8.2';
/** The same Chromium as the browser tests: CHROMIUM_PATH or Debian's. */
const CHROMIUM = chromiumPath();
const RUNS = 3;
/** The pages, whether the browser comes with a buyer's cart (three saved designs) in its storage, and the score they aim at (95 unless said). */
const PAGES: [name: string, path: string | ((origin: string) => Promise<string>), withCart: boolean, targetScore?: number][] = [
  ['home page /', '/', false],
  ['content page /shipping-and-payment', '/shipping-and-payment', false],
  ['category page /shelves', '/shelves', false],
  ['product page /product/{uuid} (the first seeded shelf)', async (origin) => `/product/${await firstCatalogDesign(origin, 'shelf')}`, false],
  ['cart with three lines /shopping_cart', '/shopping_cart', true],
  ['checkout delivery step /checkout/delivery', '/checkout/delivery', true],
  // Issue 16: the 3D configurator of a new shelf (its poster is not drawn here: the bench's shop renders no pictures).
  ['configurator /shelf/configurator', '/shelf/configurator', false, 90],
];
const CART_DESIGNS: FurnitureType[] = ['shelf', 'wardrobe', 'cushion'];

/**
 * A Chromium profile whose local storage holds a cart of three saved designs and whose cookie banner is
 * answered, as a buyer's browser has them (with the cart's cookie copy the shop writes); its HTTP cache
 * emptied, so Lighthouse still loads cold. The cart lives in the browser (shop.md §3), so Lighthouse must
 * keep this storage (--disable-storage-reset).
 */
async function buyerProfile(origin: string, dir: string): Promise<string> {
  const uuids = await Promise.all(
    CART_DESIGNS.map(async (type) => {
      const res = await fetch(`${origin}/api/designs`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ furniture_type: type, structure: familyOf(type).defaults() }) });
      return ((await res.json()) as { uuid: string }).uuid;
    }),
  );
  const profile = mkdtempSync(join(dir, 'profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: [...CHROMIUM_ARGS], headless: true });
  try {
    await context.addCookies([{ name: 'masswerk_consent', value: encodeURIComponent(JSON.stringify({ necessary: true, preferences: false, statistics: false, marketing: false })), url: origin }]);
    const page = await context.newPage();
    await page.goto(`${origin}/robots.txt`);
    const lineItems = uuids.map((uuid, i) => ({ uuid, quantity: 1, meta: { type: CART_DESIGNS[i] }, addons: [] }));
    await page.evaluate((value) => window.localStorage.setItem('masswerk.cart', JSON.stringify({ value, savedAt: Date.now() })), { lineItems });
    // A page of the shop copies the stored cart into its cookie, as any page a buyer saw after filling it did.
    await page.goto(`${origin}/shipping-and-payment`);
    await page.waitForFunction(() => document.cookie.includes('masswerk_cart='), undefined, { timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await context.close();
  }
  return profile;
}

/** The uuid of the first design of a category of the seeded catalogue, as its category page lists them. */
async function firstCatalogDesign(origin: string, category: string): Promise<string> {
  const res = await fetch(`${origin}/api/designs/catalog?country_code=de&category=${category}&page_size=1`);
  if (!res.ok) throw new Error(`the catalogue answered ${res.status}`);
  const uuid = ((await res.json()) as { results: { uuid: string }[] }).results[0]?.uuid;
  if (!uuid) throw new Error(`the catalogue has no design in ${category}`);
  return uuid;
}

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  /** Set when Lighthouse could not measure the load (NO_NAVSTART now and then on this Chromium): the score is then null, not the page's. */
  runtimeError?: { code: string; message: string };
  audits: Record<string, { numericValue?: number }>;
}

async function lighthouse(url: string, dir: string, profile: string | null): Promise<LighthouseReport> {
  const out = join(dir, `report-${Date.now()}.json`);
  await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--only-categories=performance',
      '--form-factor=mobile',
      '--screenEmulation.mobile',
      '--throttling-method=simulate',
      `--chrome-path=${CHROMIUM}`,
      `--chrome-flags=--headless --no-sandbox --disable-gpu${profile ? ` --user-data-dir=${profile}` : ''}`,
      ...(profile ? ['--disable-storage-reset'] : []),
      '--output=json',
      `--output-path=${out}`,
    ],
    { timeout: 180_000, maxBuffer: 32 * 1024 * 1024, env: { ...process.env, CHROME_PATH: CHROMIUM } },
  );
  const report = JSON.parse(readFileSync(out, 'utf8')) as LighthouseReport;
  if (report.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${report.runtimeError.code}`);
  return report;
}

/** Performance score and LCP (mobile, simulated throttling) of each page. */
export async function lighthouseRows(): Promise<Row[]> {
  const server = await startBuiltServer();
  const rows: Row[] = [];
  try {
    for (const [name, pathOf, withCart, targetScore = 95] of PAGES) {
      try {
        const path = typeof pathOf === 'string' ? pathOf : await pathOf(server.origin);
        // Median of three runs: the machine is shared and one run's main-thread time varies.
        const runs: { score: number; lcp: number }[] = [];
        for (let i = 0; i < RUNS; i++) {
          // A fresh buyer's profile each run: Lighthouse leaves its cache behind in a profile it was given.
          const profile = withCart ? await buyerProfile(server.origin, server.dataDir) : null;
          // Up to two more tries when Lighthouse itself fails (seen now and then: its Chrome ends early on a
          // busy machine, or its trace lacks the navigation's start); a failed run is never counted as a score of 0.
          const measure = () => lighthouse(`${server.origin}${path}`, server.dataDir, profile);
          const report = await measure().catch(measure).catch(measure);
          if (profile) rmSync(profile, { recursive: true, force: true });
          runs.push({ score: Math.round((report.categories.performance.score ?? 0) * 100), lcp: report.audits['largest-contentful-paint']?.numericValue ?? NaN });
        }
        const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
        rows.push({ group: 'lighthouse', name: `performance score, mobile, ${name} (median of ${RUNS})`, value: String(median(runs.map((r) => r.score))), target: `>= ${targetScore}` });
        rows.push({ group: 'lighthouse', name: `LCP, mobile, ${name} (median of ${RUNS})`, value: `${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2)} s`, target: '< 2 s' });
      } catch (error) {
        rows.push({ group: 'lighthouse', name: `${name}`, value: 'failed', target: String((error as Error).message).split('\n')[0]?.slice(0, 60) });
      }
    }
  } finally {
    await server.stop();
  }
  return rows;
}
