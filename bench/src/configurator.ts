/// <reference lib="dom" />
// The 3D configurator in headless Chromium (Debian's, software WebGL through SwiftShader) against a
// server this bench starts: JS the configurator route adds to the shop shell, option click to the next
// rendered frame, draw calls of the largest pieces, and GPU resources after 200 random edits.
import { gzipSync } from 'node:zlib';
import { REFERENCE_DESIGNS } from '@masswerk/domain';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../tooling/ensure-chromium.mjs';
import { startBuiltServer, type BuiltServer } from '../../tooling/server-process.mjs';
import { firstFrameRows } from './first-frame.ts';
import type { Row } from './table.ts';
import { within } from './within.ts';

const GROUP = 'configurator';
const CHROMIUM = chromiumPath();
const VIEWPORT = { width: 1280, height: 800 };
const CANVAS = '[data-testid="configurator-canvas"]';
/** First frame of a page: the viewer chunk is ~1 MB and SwiftShader is slow on a busy machine. */
const READY_TIMEOUT = 90_000;
const CLICKS = 50;
const EDITS = 200;
const SEED = 20261122;

/** Progress on stderr with BENCH_VERBOSE=1. */
const log = (message: string): void => {
  if (process.env.BENCH_VERBOSE) console.error(`[configurator ${new Date().toISOString().slice(11, 19)}] ${message}`);
};

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number): string => `${value.toFixed(1)} ms`;

async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  // Reduced motion: the camera jumps to a new framing instead of gliding there (many frames in software
  // WebGL), so the view goes idle soon after each change and the clicks and edits fit the time budget.
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB', reducedMotion: 'reduce' });
  context.setDefaultTimeout(30_000);
  // tsx (esbuild, keepNames) wraps named functions in __name(...): the functions page.evaluate sends keep
  // that call, so the page needs a __name of its own.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  await context.addInitScript(installFramesIdle);
  const page = await context.newPage();
  return { context, page };
}

/** Waits until the page is hydrated and the viewer has drawn its first frame and its camera stands still. */
async function viewerReady(page: Page): Promise<void> {
  await page.waitForSelector(`main.cfg[data-hydrated="true"]`, { timeout: READY_TIMEOUT });
  await page.waitForSelector(`${CANVAS}[data-ready="true"]`, { timeout: READY_TIMEOUT });
  // The camera moves to its view after the first frame; a still camera reports data-settled="true".
  await page.waitForSelector(`${CANVAS}[data-settled="true"]`, { timeout: 30_000 }).catch(() => undefined);
  await framesIdle(page);
}

/** What `installFramesIdle` adds to every page. */
interface FramesIdleWindow {
  benchFramesIdle(viewer: HTMLElement, wait: { quietMs: number; stepMs: number; maxMs: number }): Promise<void>;
}

/**
 * Runs in every page (an init script): `benchFramesIdle(viewer, wait)` waits until the viewer has rendered
 * no frame for `quietMs` (render on demand: idle means no frames), looking every `stepMs`, at most `maxMs`.
 */
function installFramesIdle(): void {
  (globalThis as unknown as FramesIdleWindow).benchFramesIdle = async (viewer, { quietMs, stepMs, maxMs }) => {
    const start = performance.now();
    let last = viewer.dataset.frames;
    let since = performance.now();
    while (performance.now() - start < maxMs) {
      await new Promise((r) => setTimeout(r, stepMs));
      if (viewer.dataset.frames !== last) {
        last = viewer.dataset.frames;
        since = performance.now();
      } else if (performance.now() - since >= quietMs) return;
    }
  };
}

/** Waits until no frame has been rendered for 300 ms, at most 15 s. */
async function framesIdle(page: Page): Promise<void> {
  await page.evaluate(async (selector) => {
    const el = document.querySelector<HTMLElement>(selector);
    if (!el) throw new Error('no viewer');
    await (globalThis as unknown as FramesIdleWindow).benchFramesIdle(el, { quietMs: 300, stepMs: 50, maxMs: 15_000 });
  }, CANVAS);
}

interface ViewerCounts {
  /** Materials the viewer's own cache holds (data-cached-materials), next to what the GPU holds. */
  cachedMaterials: number;
  drawCalls: number;
  triangles: number;
  geometries: number;
  textures: number;
}

async function viewerCounts(page: Page): Promise<ViewerCounts> {
  return page.$eval(CANVAS, (el) => {
    const d = (el as HTMLElement).dataset;
    return { cachedMaterials: Number(d.cachedMaterials), drawCalls: Number(d.drawCalls), triangles: Number(d.triangles), geometries: Number(d.geometries), textures: Number(d.textures) };
  });
}

const isJs = (url: string): boolean => /\.m?js(\?|$)/.test(new URL(url).pathname);

/** JS URLs a fresh page loads at `path` (until the viewer is ready, when `viewer` is set). */
async function jsLoadedBy(browser: Browser, origin: string, path: string, viewer: boolean): Promise<Set<string>> {
  const { context, page } = await newPage(browser);
  try {
    const urls = new Set<string>();
    page.on('response', (response) => {
      if (response.ok() && isJs(response.url()) && response.url().startsWith(origin)) urls.add(response.url());
    });
    await page.goto(origin + path, { waitUntil: 'load' });
    if (viewer) await viewerReady(page);
    else await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    return urls;
  } finally {
    await context.close();
  }
}

async function gzipSize(url: string): Promise<number> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
}

/** 1. Gzip size of the JS /shelf/configurator loads that the home page (the shop shell) did not, and the viewer chunk alone. */
async function routeJs(browser: Browser, origin: string): Promise<Row[]> {
  const shell = await jsLoadedBy(browser, origin, '/', false);
  const route = await jsLoadedBy(browser, origin, '/shelf/configurator', true);
  const extra = [...route].filter((url) => !shell.has(url));
  let total = 0;
  let viewer = 0;
  for (const url of extra) {
    const size = await gzipSize(url);
    log(`  ${new URL(url).pathname}: ${kb(size)} gzip`);
    total += size;
    if (/\/Viewer-[^/]*\.js$/.test(new URL(url).pathname)) viewer += size;
  }
  return [
    { group: GROUP, name: `JS /shelf/configurator loads beyond the shell, gzip (${extra.length} files)`, value: kb(total), target: '<= 300 KB' },
    { group: GROUP, name: 'of which the 3D viewer chunk (three.js, fiber), gzip', value: viewer > 0 ? kb(viewer) : 'not found' },
  ];
}

/**
 * 2. Option click to the next rendered frame, in the page (no CDP round trip in the timing): click an
 * option button, take performance.now() when the viewer's frame counter (data-frames, bumped after each
 * render) changes; and, apart, when the panel shows the clicked option pressed (its lists follow in a
 * deferred render). Alternates between two options of one cluster so every click changes the design, and
 * waits for the viewer to go idle between clicks.
 */
async function clickToFrame(page: Page, kind: 'swatch' | 'choice'): Promise<{ times: number[]; toCommit: number[]; toPanel: number[]; labels: string[] }> {
  return page.evaluate(
    async ({ selector, kind, clicks, budgetMs }) => {
      const viewer = document.querySelector<HTMLElement>(selector);
      if (!viewer) throw new Error('no viewer');
      const buttonClass = kind === 'swatch' ? 'cfg-swatch' : 'cfg-choice';
      // A cluster with at least two enabled options of the kind: the chosen one and another.
      const pair = (): [HTMLButtonElement, HTMLButtonElement] => {
        for (const list of document.querySelectorAll('.cfg-panel ul.cfg-swatches, .cfg-panel ul.cfg-choices')) {
          const buttons = [...list.querySelectorAll<HTMLButtonElement>(`button.${buttonClass}[aria-pressed]`)].filter((b) => b.getAttribute('aria-disabled') !== 'true');
          const selected = buttons.find((b) => b.getAttribute('aria-pressed') === 'true');
          const other = buttons.find((b) => b.getAttribute('aria-pressed') !== 'true');
          if (selected && other) return [selected, other];
        }
        throw new Error(`no cluster with two enabled ${kind} options`);
      };
      const [first, second] = pair();
      const idle = () => (globalThis as unknown as FramesIdleWindow).benchFramesIdle(viewer, { quietMs: 150, stepMs: 30, maxMs: 5_000 });
      const main = document.querySelector('main.cfg');
      if (!main) throw new Error('no configurator');
      const times: number[] = [];
      const toCommit: number[] = [];
      const toPanel: number[] = [];
      const within = (promise: Promise<number>, ms: number) => Promise.race([promise, new Promise<number>((_, reject) => setTimeout(() => reject(new Error(`the clicked option was not pressed within ${ms} ms`)), ms))]);
      const deadline = performance.now() + budgetMs;
      for (let i = 0; i < clicks && performance.now() < deadline; i++) {
        await idle();
        // Same element or its successor with the same label (React keys options by value).
        const label = (i % 2 === 0 ? second : first).getAttribute('title') ?? (i % 2 === 0 ? second : first).textContent;
        const target = [...document.querySelectorAll<HTMLButtonElement>(`.cfg-panel button.${buttonClass}`)].find((b) => (b.getAttribute('title') ?? b.textContent) === label);
        if (!target) throw new Error(`option ${label} vanished`);
        const before = viewer.dataset.frames;
        // The first change React makes to the page (price, pressed state; not the viewer's own data-*)
        // splits the time into the click's JS (domain and React) and the wait for the frame and its render.
        let committed = NaN;
        const commits = new MutationObserver((records) => {
          if (Number.isNaN(committed) && records.some((r) => !(r.target === viewer && r.type === 'attributes'))) committed = performance.now();
        });
        commits.observe(main, { subtree: true, childList: true, attributes: true, characterData: true });
        const frame = new Promise<number>((resolve, reject) => {
          const observer = new MutationObserver(() => {
            if (viewer.dataset.frames !== before) {
              observer.disconnect();
              clearTimeout(timer);
              resolve(performance.now());
            }
          });
          const timer = setTimeout(() => {
            observer.disconnect();
            reject(new Error(`no frame within 10 s of click ${i + 1}`));
          }, 10_000);
          observer.observe(viewer, { attributes: true, attributeFilter: ['data-frames'] });
        });
        // The option lists follow in a deferred render: the panel is up to date once the clicked option is pressed.
        const pressed = (): HTMLButtonElement | undefined =>
          [...document.querySelectorAll<HTMLButtonElement>(`.cfg-panel button.${buttonClass}[aria-pressed="true"]`)].find((b) => (b.getAttribute('title') ?? b.textContent) === label);
        const panel = new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            if (pressed()) {
              observer.disconnect();
              resolve(performance.now());
            }
          });
          observer.observe(main, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-pressed'] });
        });
        const start = performance.now();
        target.click();
        const end = await frame;
        commits.disconnect();
        times.push(end - start);
        toCommit.push((Number.isNaN(committed) ? end : committed) - start);
        toPanel.push((await within(panel, 10_000)) - start);
      }
      return { times, toCommit, toPanel, labels: [first, second].map((b) => b.getAttribute('title') ?? b.textContent ?? '?') };
    },
    { selector: CANVAS, kind, clicks: CLICKS, budgetMs: 40_000 },
  );
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function clickRows(browser: Browser, origin: string): Promise<Row[]> {
  const rows: Row[] = [];
  const { context, page } = await newPage(browser);
  try {
    await page.goto(`${origin}/shelf/configurator`);
    await viewerReady(page);
    for (const [kind, what] of [['swatch', 'colour swatch'], ['choice', 'option button']] as const) {
      try {
        const result = await within(`${CLICKS} ${what} clicks`, 60_000, clickToFrame(page, kind));
        if (result.times.length === 0) throw new Error('no click measured within 40 s');
        const times = [...result.times].sort((a, b) => a - b);
        const toCommit = [...result.toCommit].sort((a, b) => a - b);
        const pair = result.labels.map((l) => l.trim()).join(' <-> ');
        rows.push({ group: GROUP, name: `${what} click to next frame, median of ${times.length} (shelf, ${pair})`, value: ms(percentile(times, 50)) });
        rows.push({ group: GROUP, name: `${what} click to next frame, p95 of ${times.length}${times.length < CLICKS ? ` (time budget hit before ${CLICKS})` : ''}`, value: ms(percentile(times, 95)), target: '<= 16.7 ms' });
        rows.push({ group: GROUP, name: `  of which click to React's commit (domain + React), median / p95`, value: `${ms(percentile(toCommit, 50))} / ${ms(percentile(toCommit, 95))}` });
        const toPanel = [...result.toPanel].sort((a, b) => a - b);
        rows.push({ group: GROUP, name: `  click to the panel up to date (its lists follow in a deferred render, after the frame's commit: here a software raster), median / p95`, value: `${ms(percentile(toPanel, 50))} / ${ms(percentile(toPanel, 95))}` });
      } catch (error) {
        rows.push({ group: GROUP, name: `${what} click to next frame`, value: 'failed', target: (error as Error).message.split('\n')[0]!.slice(0, 80) });
      }
    }
  } finally {
    await context.close();
  }
  return rows;
}

/** 3. Draw calls and triangles of a saved design, opened by its link. */
async function largestRows(browser: Browser, origin: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [type, what] of [['shelf', 'largest shelf (11 columns)'], ['joyn', '10 m joyn sofa (U)']] as const) {
    try {
      const response = await fetch(`${origin}/api/designs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ furniture_type: type, structure: REFERENCE_DESIGNS[type].largest }),
      });
      const body = (await response.json()) as { uuid?: string };
      if (!response.ok || !body.uuid) throw new Error(`POST /api/designs ${response.status}: ${JSON.stringify(body).slice(0, 120)}`);
      const { context, page } = await newPage(browser);
      try {
        await page.goto(`${origin}/${type}/${body.uuid}`);
        await viewerReady(page);
        const counts = await viewerCounts(page);
        rows.push({ group: GROUP, name: `draw calls, ${what}`, value: String(counts.drawCalls), target: '<= 150' });
        rows.push({ group: GROUP, name: `triangles, ${what}`, value: counts.triangles.toLocaleString('en-GB') });
      } finally {
        await context.close();
      }
    } catch (error) {
      rows.push({ group: GROUP, name: `draw calls, ${what}`, value: 'failed', target: (error as Error).message.split('\n')[0]!.slice(0, 80) });
    }
  }
  return rows;
}

/**
 * 4. Random edits in the page: EDITS clicks on enabled option buttons (swatches, choices, a list's apply
 * after choosing a random entry), sometimes a section first so per-column options come up, each waited
 * for until its frame is drawn. Seeded, so every run makes the same edits.
 */
async function randomEdits(page: Page): Promise<{ edits: number; sections: number }> {
  return page.evaluate(
    async ({ selector, edits, seed, budgetMs }) => {
      const viewer = document.querySelector<HTMLElement>(selector);
      if (!viewer) throw new Error('no viewer');
      // mulberry32
      let state = seed >>> 0;
      const random = (): number => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
      const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
      // The frame an action causes: r3f renders in the animation frame after React's commit, so when the
      // counter has not moved after three animation frames, the action drew nothing (a rule error, the
      // same value again). At most 2 s for a slow software-rendered frame.
      const frameAfter = async (before: string | undefined): Promise<void> => {
        const start = performance.now();
        let quiet = 0;
        while (quiet < 3 && performance.now() - start < 2_000) {
          await new Promise((r) => requestAnimationFrame(r));
          if (viewer.dataset.frames !== before) return;
          quiet++;
        }
      };
      const enabled = (b: HTMLButtonElement): boolean => b.getAttribute('aria-disabled') !== 'true' && !b.disabled;
      let sections = 0;
      const deadline = performance.now() + budgetMs;
      let i = 0;
      for (; i < edits && performance.now() < deadline; i++) {
        const sectionButtons = [...document.querySelectorAll<HTMLButtonElement>('.cfg-panel button[data-section]')].filter(enabled);
        if (sectionButtons.length > 0 && random() < 0.25) {
          const before = viewer.dataset.frames;
          pick(sectionButtons).click();
          sections++;
          await frameAfter(before);
        }
        // Option buttons only: the panel's swatches and choices (never links, save or the next-tab button).
        const options = [...document.querySelectorAll<HTMLButtonElement>('.cfg-panel .cfg-subviews button.cfg-swatch, .cfg-panel .cfg-subviews button.cfg-choice')].filter(enabled);
        if (options.length === 0) throw new Error(`no enabled option at edit ${i + 1}`);
        const option = pick(options);
        const list = option.closest('.cfg-list')?.querySelector('select');
        if (list && list.options.length > 0) {
          // Choose a random entry the way a person does (a change event React sees), then apply.
          const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!;
          setter.call(list, String(Math.floor(random() * list.options.length)));
          list.dispatchEvent(new Event('change', { bubbles: true }));
          await new Promise((r) => setTimeout(r, 0));
        }
        const current = list ? option.closest('.cfg-list')?.querySelector<HTMLButtonElement>('button.cfg-choice') : option;
        const before = viewer.dataset.frames;
        if (current && enabled(current)) current.click();
        await frameAfter(before);
      }
      return { edits: i, sections };
    },
    { selector: CANVAS, edits: EDITS, seed: SEED, budgetMs: 75_000 },
  );
}

/**
 * Undoes with the Undo button until it is disabled (at most `limit` times), one click per task, so
 * React applies each undo and the viewer draws whenever an animation frame comes between them; returns
 * how many undos it took.
 */
async function undoAll(page: Page, limit: number): Promise<number> {
  return page.evaluate(
    async ({ limit, budgetMs }) => {
      const deadline = performance.now() + budgetMs;
      let count = 0;
      while (count < limit && performance.now() < deadline) {
        const button = document.querySelector<HTMLButtonElement>('.cfg-history button:first-child');
        if (!button) throw new Error('no undo button');
        if (button.getAttribute('aria-disabled') === 'true') return count;
        button.click();
        count++;
        await new Promise((r) => setTimeout(r, 0));
      }
      return count;
    },
    { limit, budgetMs: 40_000 },
  );
}

const designText = (page: Page): Promise<string> =>
  page.evaluate(() => `${document.querySelector('[data-testid="price"]')?.textContent ?? ''} | ${document.querySelector('[data-testid="dimensions"]')?.textContent ?? ''}`);

async function editRows(browser: Browser, origin: string): Promise<Row[]> {
  const { context, page } = await newPage(browser);
  try {
    await page.goto(`${origin}/shelf/configurator`);
    await viewerReady(page);
    const start = await viewerCounts(page);
    const startText = await designText(page);
    const { edits, sections } = await within(`${EDITS} random edits`, 90_000, randomEdits(page));
    await framesIdle(page);
    const edited = await viewerCounts(page);
    const editedText = await designText(page);
    const undos = await within('undo to the start', 55_000, undoAll(page, EDITS + 10));
    await framesIdle(page);
    const back = await viewerCounts(page);
    const backText = await designText(page);
    const returned = backText === startText;
    const fmt = (c: ViewerCounts): string => `${c.geometries} / ${c.textures}`;
    log(`cached materials: start ${start.cachedMaterials}, edited ${edited.cachedMaterials}, back ${back.cachedMaterials}`);
    const note = returned ? `undone ${undos}x, price and size as at start` : `NOT back at start after ${undos} undos: ${backText}, start ${startText}`;
    return [
      { group: GROUP, name: 'geometries / textures, shelf at start', value: fmt(start) },
      { group: GROUP, name: `geometries / textures after ${edits} random edits${edits < EDITS ? ` (time budget hit before ${EDITS})` : ''} (+${sections} selections; ${editedText === startText ? 'same' : 'other'} design)`, value: fmt(edited) },
      {
        group: GROUP,
        name: `geometries / textures back at the start (${note})`,
        value: fmt(back),
        target: `= ${fmt(start)}${returned && back.geometries === start.geometries && back.textures === start.textures ? '' : ' (MISSED)'}`,
      },
    ];
  } catch (error) {
    return [{ group: GROUP, name: `geometries / textures after ${EDITS} random edits`, value: 'failed', target: (error as Error).message.split('\n')[0]!.slice(0, 80) }];
  } finally {
    await context.close();
  }
}

/** Every configurator figure, measured on a server started for the purpose (a throwaway data dir). */
export async function configuratorRows(): Promise<Row[]> {
  let server: BuiltServer;
  try {
    server = await startBuiltServer();
  } catch (error) {
    return [{ group: GROUP, name: 'server for the configurator bench', value: 'failed', target: (error as Error).message.slice(0, 80) }];
  }
  const { origin } = server;
  log(`server at ${origin}`);
  let browser: Browser | undefined;
  const rows: Row[] = [];
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS], timeout: 60_000 });
    const steps: [string, (b: Browser, o: string) => Promise<Row[]>][] = [
      ['route JS', routeJs],
      ['click to frame', clickRows],
      ['largest designs', largestRows],
      ['random edits', editRows],
      ['first frame', firstFrameRows],
    ];
    for (const [name, step] of steps) {
      log(`${name}...`);
      try {
        rows.push(...(await step(browser, origin)));
      } catch (error) {
        rows.push({ group: GROUP, name, value: 'failed', target: (error as Error).message.split('\n')[0]!.slice(0, 80) });
      }
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
  return rows;
}
