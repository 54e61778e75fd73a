import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import type { ImageStore } from '../../storage/image-store.ts';
import { startJobWorker, type JobWorker } from '../jobs/worker.ts';
import { chromiumExecutable, chromiumRenderer } from './chromium-renderer.ts';
import { DEFAULTS_PICTURE_JOB, defaultsPictureJobHandler, PICTURES_JOB, picturesJobHandler } from './picture-job.ts';

/**
 * The process's picture worker (README "RENDER_PICTURES"): one design at a time, each within
 * RENDER_TIMEOUT_MS, drawn by headless Chromium from this process's own /render page at `origin`. Without
 * Chromium, or with RENDER_PICTURES=off, there is none and the log says so: the shop runs on, designs keep
 * the configurator's upload (or no picture), and their jobs wait in the table for a process that draws.
 */
export async function startPictureWorker(options: { db: Db; images: ImageStore; config: Config; origin: string; logger: Logger }): Promise<JobWorker | null> {
  const { config, logger } = options;
  if (config.RENDER_PICTURES === 'off') {
    logger.info('pictures: RENDER_PICTURES=off, design pictures are not rendered');
    return null;
  }
  const executablePath = chromiumExecutable(config.CHROMIUM_PATH);
  if (executablePath === null) {
    logger.warn(
      { chromiumPath: config.CHROMIUM_PATH ?? null },
      'pictures: Chromium not found, design pictures are not rendered (install it with `sudo apt-get install -y chromium` or set CHROMIUM_PATH; RENDER_PICTURES=off silences this)',
    );
    return null;
  }
  try {
    await import('playwright-core');
  } catch {
    logger.warn('pictures: playwright-core is not installed, design pictures are not rendered (run `npm install`)');
    return null;
  }
  const renderer = chromiumRenderer({ origin: options.origin, executablePath, logger });
  const worker = startJobWorker({
    db: options.db,
    logger,
    handlers: {
      [PICTURES_JOB]: picturesJobHandler({ db: options.db, images: options.images, renderer }),
      [DEFAULTS_PICTURE_JOB]: defaultsPictureJobHandler({ images: options.images, renderer }),
    },
    limit: 1,
    timeoutMs: config.RENDER_TIMEOUT_MS,
    pollMs: 2_000,
  });
  logger.info({ executablePath }, 'pictures: saved designs get their pictures drawn in headless Chromium');
  return {
    // No new round, and closing the browser ends a render under way at once; its job is tried again later.
    stop: async () => {
      const stopping = worker.stop();
      await renderer.close();
      await stopping;
    },
  };
}
