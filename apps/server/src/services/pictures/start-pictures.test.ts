import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { configFrom } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { fileImageStore } from '../../storage/image-store.ts';
import { chromiumExecutable } from './chromium-renderer.ts';
import { startPictureWorker } from './start-pictures.ts';

/** What the worker logs, as lines. */
function logged() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) });
  return { logger, lines };
}

// The database and the image store are never reached when the process draws nothing.
const db = {} as Db;
const images = fileImageStore('/nonexistent-masswerk-images');

describe('the picture worker at start', () => {
  it('is not started without Chromium, and the log says pictures are not rendered', async () => {
    const { logger, lines } = logged();
    const config = configFrom({ CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(await startPictureWorker({ db, images, config, origin: 'http://127.0.0.1:1', logger })).toBeNull();
    expect(lines).toEqual([expect.objectContaining({ level: 40, msg: expect.stringContaining('Chromium not found, design pictures are not rendered') })]);
  });

  it('is not started with RENDER_PICTURES=off, and says so', async () => {
    const { logger, lines } = logged();
    expect(await startPictureWorker({ db, images, config: configFrom({ RENDER_PICTURES: 'off' }), origin: 'http://127.0.0.1:1', logger })).toBeNull();
    expect(lines).toEqual([expect.objectContaining({ level: 30, msg: 'pictures: RENDER_PICTURES=off, design pictures are not rendered' })]);
  });

  it('finds Chromium where it is named or in the usual places, and never a folder', () => {
    expect(chromiumExecutable('/nonexistent/chromium')).toBeNull();
    expect(chromiumExecutable(undefined, ['/nonexistent/a', process.execPath])).toBe(process.execPath);
    expect(chromiumExecutable(undefined, ['/tmp'])).toBeNull();
  });

  it('refuses a RENDER_PICTURES it does not know', () => {
    expect(() => configFrom({ RENDER_PICTURES: 'maybe' })).toThrow(/RENDER_PICTURES/);
  });
});
