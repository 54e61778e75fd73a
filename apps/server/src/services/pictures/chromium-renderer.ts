import { accessSync, constants, statSync } from 'node:fs';
import { PICTURE_SIZE, type PicturePreset } from '@masswerk/domain';
import type { Browser } from 'playwright-core';
import type { Logger } from '../../logger.ts';

/**
 * Draws a design in presets: a PNG screenshot, PICTURE_SIZE square, of the web app's /render page per preset,
 * handed over as each is taken. `target` is what follows /render/: a saved design's uuid, or
 * `defaults/{furnitureType}` for a family's default design.
 */
export interface PictureRenderer {
  render(target: string, presets: readonly PicturePreset[], signal: AbortSignal, onPicture: (preset: PicturePreset, png: Uint8Array) => Promise<void>): Promise<void>;
  /** Closes the browser for good: a render under way fails, and so does every later one. */
  close(): Promise<void>;
}

/**
 * The flags of a Chromium on a machine without GPU or outside network, as the browser tests launch it
 * (tooling/ensure-chromium.mjs, ARCHITECTURE.md pitfalls): WebGL through SwiftShader, nothing that phones home.
 */
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];
/** Where Debian (chromium) and Ubuntu-like systems (chromium-browser) put it. */
const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The Chromium to draw with: `configured` (CHROMIUM_PATH) when it is an executable, else the first of the usual places, else null. */
export function chromiumExecutable(configured: string | undefined, candidates: readonly string[] = CHROMIUM_CANDIDATES): string | null {
  if (configured !== undefined) return isExecutableFile(configured) ? configured : null;
  return candidates.find(isExecutableFile) ?? null;
}

export interface ChromiumRendererOptions {
  /** Where this process serves the web app (http://127.0.0.1:PORT): the page drawn is `${origin}/render/{target}?preset=…`. */
  origin: string;
  executablePath: string;
  logger: Logger;
  /** The browser is closed after this long without a render (it holds a few hundred MB); default 60 s. */
  idleMs?: number;
}

/**
 * A renderer on headless Chromium through playwright-core, started at the first render and closed when
 * idle. Renders run one at a time (a picture takes seconds of one core): a second waits for the first.
 * playwright-core is loaded only here, so a server without it (or without Chromium) never loads it.
 */
export function chromiumRenderer({ origin, executablePath, logger, idleMs = 60_000 }: ChromiumRendererOptions): PictureRenderer {
  let browser: Promise<Browser> | null = null;
  let idle: NodeJS.Timeout | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  const launch = () => {
    if (closed) return Promise.reject(new Error('the picture renderer is closed'));
    browser ??= import('playwright-core').then(async ({ chromium }) => {
      const launched = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS, timeout: 60_000 });
      launched.on('disconnected', () => {
        browser = null;
      });
      logger.info({ executablePath }, 'pictures: Chromium started');
      return launched;
    });
    browser.catch(() => {
      browser = null;
    });
    return browser;
  };
  const closeBrowser = async () => {
    clearTimeout(idle);
    const open = browser;
    browser = null;
    if (open) await (await open.catch(() => null))?.close();
  };
  const closeForGood = () => {
    closed = true;
    return closeBrowser();
  };

  const renderDesign = async (target: string, presets: readonly PicturePreset[], signal: AbortSignal, onPicture: (preset: PicturePreset, png: Uint8Array) => Promise<void>): Promise<void> => {
    clearTimeout(idle);
    signal.throwIfAborted();
    const [first, ...rest] = presets;
    if (first === undefined) return;
    const context = await (await launch()).newContext({ viewport: { width: PICTURE_SIZE, height: PICTURE_SIZE }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
    const onAbort = () => void context.close().catch(() => undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      const page = await context.newPage();
      page.on('pageerror', (err) => logger.warn({ err, target }, 'pictures: the render page threw'));
      // No time limits of its own: on a busy machine the first frame can take half a minute (loading the
      // 3D code, compiling shaders in software); the job's own limit (RENDER_TIMEOUT_MS) aborts through `signal`.
      const response = await page.goto(`${origin}/render/${target}?preset=${first}`, { waitUntil: 'load', timeout: 0 });
      if (!response?.ok()) throw new Error(`the render page answered ${response?.status() ?? 'nothing'}`);
      // The viewer marks its wrapper once a frame is on the canvas; two more frames let it settle.
      await page.waitForSelector('[data-testid="configurator-canvas"][data-ready="true"]', { state: 'attached', timeout: 0 });
      await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
      await onPicture(first, await page.screenshot({ type: 'png', timeout: 0 }));
      // The other presets on the same page: the 3D code and its shaders are there already.
      for (const preset of rest) {
        await page.evaluate(`window.masswerkDraw(${JSON.stringify(preset)})`);
        await onPicture(preset, await page.screenshot({ type: 'png', timeout: 0 }));
      }
    } catch (error) {
      signal.throwIfAborted();
      throw error;
    } finally {
      signal.removeEventListener('abort', onAbort);
      await context.close().catch(() => undefined);
      idle = setTimeout(() => void closeBrowser(), idleMs);
      idle.unref();
    }
  };

  return {
    render(target, presets, signal, onPicture) {
      const run = queue.then(() => renderDesign(target, presets, signal, onPicture));
      queue = run.catch(() => undefined);
      return run;
    },
    close: closeForGood,
  };
}
