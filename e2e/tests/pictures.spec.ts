import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { startBuiltServer, type BuiltServer } from '../../tooling/server-process.mjs';
import { seriousViolations } from '../support/axe';

// Issue 17, "pictures from our own scene", for real: a shop of its own with RENDER_PICTURES=on draws its
// seeded catalogue in headless Chromium with the configurator's viewer (apps/server/src/services/pictures).
// The other suites' servers draw nothing (tooling/server-process.mjs): this is the one test that renders,
// and it stops its shop as soon as one design's pictures are complete (its thumbnail is made last) and
// the shelf's default design is drawn (issue 16, "first frame in a blink": the configurators' posters).

const SIZE = 1440;

test.describe('pictures drawn from the 3D scene', () => {
  test.skip(({ isMobile }) => isMobile, 'one run is enough: the server draws, not the page');
  // One shop for both tests: the second shows the pictures the first waited for.
  test.describe.configure({ mode: 'serial' });
  let server: BuiltServer;
  let api: APIRequestContext;
  /** The saved design whose pictures the first test saw drawn. */
  let saved: { uuid: string; furnitureType: string } | null = null;

  test.beforeAll(async () => {
    server = await startBuiltServer({ RENDER_PICTURES: 'on' });
    api = await playwrightRequest.newContext({ baseURL: server.origin });
    // Asking for the shelf's poster enqueues it ahead of the catalogue: drawn right after the design under way.
    expect((await api.head('/api/designs/defaults/shelf/picture')).status()).toBe(404);
  });

  test.afterAll(async () => {
    await api.dispose();
    await server.stop();
  });

  test('a seeded design gets its pictures without anyone opening a configurator: 1440 px per preset, a 74 px thumbnail, every width through /fit', async () => {
    test.setTimeout(420_000);
    const catalog = (await (await api.get('/api/designs/catalog?country_code=de&page_size=100')).json()) as { results: { uuid: string }[] };
    const uuids = catalog.results.map((design) => design.uuid);
    expect(uuids.length).toBeGreaterThan(8);
    const thumbnailed = async () => {
      const answers = await Promise.all(uuids.map(async (uuid) => ((await api.head(`/api/designs/${uuid}/thumbnail`)).ok() ? uuid : null)));
      return answers.filter((uuid): uuid is string => uuid !== null);
    };
    // The thumbnail is made last: the first design that has one has all its pictures.
    let drawn: string[] = [];
    await expect(async () => {
      drawn = await thumbnailed();
      expect(drawn.length).toBeGreaterThanOrEqual(1);
    }).toPass({ timeout: 400_000, intervals: [2_000] });

    // Its info lists them (main and close-up always; without doors and studio where they differ from the main one).
    const done = (await (await api.get(`/api/designs/info/${drawn[0]}`)).json()) as { uuid: string; furniture_type: string; image_url: string | null; images: { position: number; type: string; url: string }[] };
    saved = { uuid: done.uuid, furnitureType: done.furniture_type };
    expect(done.image_url).toBe(`/api/designs/${done.uuid}/images/0`);
    expect(done.images.map((p) => p.type)).toEqual(expect.arrayContaining(['MAIN', 'closeup']));
    test.info().annotations.push({ type: 'pictures', description: `${done.uuid}: ${done.images.map((p) => p.type).join(', ')}` });

    for (const picture of done.images) {
      const res = await api.get(picture.url);
      expect(res.headers()['content-type']).toBe('image/webp');
      const image = sharp(await res.body());
      expect(await image.metadata(), picture.type).toMatchObject({ format: 'webp', width: SIZE, height: SIZE });
      // A drawn piece, not an empty canvas: the picture is far from one flat colour.
      const { channels } = await image.stats();
      expect(Math.max(...channels.slice(0, 3).map((c) => c.stdev)), picture.type).toBeGreaterThan(8);
    }
    expect(await sharp(await (await api.get(`/api/designs/${done.uuid}/thumbnail`)).body()).metadata()).toMatchObject({ format: 'webp', width: 74, height: 74 });
    for (const [width, format] of [[500, 'webp'], [1000, 'jpeg'], [2000, 'webp']] as const) {
      const res = await api.get(`/fit/${width}/0/no/0/plain/designs/${done.uuid}/0.webp@${format}`);
      expect(res.status()).toBe(200);
      // Never enlarged: 2000 asks for more than the 1440 px original has.
      expect(await sharp(await res.body()).metadata()).toMatchObject({ format, width: Math.min(width, SIZE) });
    }
  });

  test("a configurator shows its picture in the view's place from the server's HTML, and the 3D view takes over after its first frame", async ({ browser }, testInfo) => {
    test.setTimeout(300_000);
    expect(saved, 'the first test saw a design drawn').not.toBeNull();
    const design = saved!;
    // The new design's poster: the shelf's default design, drawn after the design that was under way.
    await expect(async () => expect((await api.head('/api/designs/defaults/shelf/picture')).status()).toBe(200)).toPass({ timeout: 240_000, intervals: [2_000] });
    const poster = await api.get('/api/designs/defaults/shelf/picture');
    expect(poster.headers()['etag']).toMatch(/^"[0-9a-f]{16}"$/);
    expect(await sharp(await poster.body()).metadata()).toMatchObject({ format: 'webp', width: SIZE, height: SIZE });

    const pages = [
      { name: 'saved', path: `/${design.furnitureType}/${design.uuid}`, src: new RegExp(`^/fit/\\d+/0/no/0/plain/designs/${design.uuid}/0\\.webp@jpeg$`) },
      { name: 'new', path: '/shelf/configurator', src: /^\/api\/designs\/defaults\/shelf\/picture$/ },
    ];
    for (const { name, path, src } of pages) {
      // The server's HTML alone (no script runs): the picture, loaded, in the view's box, with its alt text.
      await withPage(browser, { javaScriptEnabled: false }, async (page) => {
        await page.goto(`${server.origin}${path}`);
        const img = page.getByTestId('configurator-poster').locator('img');
        await expect(img).toHaveAttribute('src', src);
        await expect(img).toHaveAttribute('alt', /^Bild Ihres Designs: \S/);
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
        expect(await page.getByTestId('configurator-canvas-loading').count()).toBe(1);
        // The loading state's indicator under the poster does not turn (no frames for the compositor to draw).
        expect(await page.getByTestId('configurator-canvas-loading').locator('svg').evaluate((el) => el.getAnimations().length)).toBe(0);
        await expectPosterSized(page);
        await page.screenshot({ path: testInfo.outputPath(`poster-${name}-server-html.png`) });
      });
    }
    // With the page's scripts (one page: each costs a 3D start while the shop's Chromium draws the catalogue):
    // the poster stays until the canvas has drawn, then leaves; nothing in the view's box moves.
    await withPage(browser, {}, async (page) => {
      await page.addInitScript(WATCH_THE_VIEW);
      await page.goto(`${server.origin}/shelf/configurator`);
      await expect(page.getByTestId('configurator-poster')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await expect(page.locator('[data-testid="configurator-canvas"][data-ready="true"]')).toBeAttached({ timeout: 120_000 });
      await expect(page.getByTestId('configurator-poster')).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath('poster-new-canvas.png') });
      const watched = await page.evaluate(() => (window as unknown as { masswerkWatched: { emptyBox: number; posterSeen: boolean; shifts: string[] } }).masswerkWatched);
      expect(watched.posterSeen).toBe(true);
      // Never a box without both the poster and a drawn canvas once the poster was there.
      expect(watched.emptyBox).toBe(0);
      expect(watched.shifts).toEqual([]);
    });
  });
});

async function withPage(browser: Browser, options: { javaScriptEnabled?: boolean }, use: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The poster is a square as large as the canvas draws the piece (apps/web/app/configurator/poster.ts posterSide), centred in the view's box. */
async function expectPosterSized(page: Page): Promise<void> {
  const sized = await page.getByTestId('configurator-poster').evaluate((el) => {
    const aspect = Number((el as HTMLElement).style.getPropertyValue('--cfg-poster-aspect'));
    const box = el.parentElement!.getBoundingClientRect();
    const img = el.querySelector('img')!.getBoundingClientRect();
    return { aspect, box: { width: box.width, height: box.height, x: box.x + box.width / 2, y: box.y + box.height / 2 }, img: { width: img.width, height: img.height, x: img.x + img.width / 2, y: img.y + img.height / 2 } };
  });
  const side = Math.max(sized.aspect, 1) * Math.min(sized.box.width / sized.aspect, sized.box.height);
  expect(sized.aspect).toBeGreaterThan(0.2);
  expect(sized.img.width).toBeCloseTo(side, 0);
  expect(sized.img.height).toBeCloseTo(side, 0);
  expect(sized.img.x).toBeCloseTo(sized.box.x, 0);
  expect(sized.img.y).toBeCloseTo(sized.box.y, 0);
}

/**
 * Runs in the page before its scripts: counts the moments the view's box shows neither the poster nor a
 * drawn canvas after the poster was there, and lists the layout shifts of anything in the view's box.
 */
const WATCH_THE_VIEW = () => {
  const watched = { emptyBox: 0, posterSeen: false, shifts: [] as string[] };
  (window as unknown as { masswerkWatched: typeof watched }).masswerkWatched = watched;
  const check = () => {
    const poster = document.querySelector('[data-testid="configurator-poster"]') !== null;
    const drawn = document.querySelector('[data-testid="configurator-canvas"][data-ready="true"]') !== null;
    if (poster) watched.posterSeen = true;
    else if (watched.posterSeen && !drawn) watched.emptyBox += 1;
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
      for (const source of entry.sources ?? []) {
        const node = source.node instanceof Element ? source.node : (source.node?.parentElement ?? null);
        if (node?.closest('.cfg-viewer-slot')) watched.shifts.push(`${node.className || node.nodeName}: ${entry.value.toFixed(4)}`);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
};
