import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@masswerk/contract';
import { pino } from 'pino';
import { openTestApp } from '../../../test/test-app.ts';
import { createApp } from '../../app.ts';
import { fileImageStore } from '../../storage/image-store.ts';
import { fitImages } from './fit-image.ts';

// A 1200 × 800 drawing (as the content's pictures), a 300 × 200 photo, and a secret beside the public folder.
const DRAWING = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800"><rect width="1200" height="800" fill="#c79a63"/><circle cx="600" cy="400" r="300" fill="#2f5b63"/></svg>';

let root: string;
let publicDir: string;
let cacheDir: string;
let t: Awaited<ReturnType<typeof openTestApp>>;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'masswerk-fit-'));
  publicDir = join(root, 'public');
  cacheDir = join(root, 'cache');
  mkdirSync(join(publicDir, 'images', 'sub'), { recursive: true });
  writeFileSync(join(publicDir, 'images', 'drawing.svg'), DRAWING);
  const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#8c4a24' } }).png().toBuffer();
  writeFileSync(join(publicDir, 'images', 'sub', 'photo.png'), photo);
  writeFileSync(join(publicDir, 'secret.svg'), DRAWING);
  writeFileSync(join(root, 'outside.svg'), DRAWING);
  symlinkSync(join(root, 'outside.svg'), join(publicDir, 'images', 'link.svg'));
  t = await openTestApp({}, { publicDir, imageCacheDir: cacheDir });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const deps = () => ({ database: t.database, config: t.config, logger: pino({ level: 'silent' }), images: fileImageStore(t.imagesDir), startedAt: Date.now() });

async function decoded(res: Response) {
  return sharp(new Uint8Array(await res.arrayBuffer())).metadata();
}

async function errorOf(path: string) {
  const res = await t.request(path);
  expect(res.headers.get('content-type')).toContain('application/json');
  return { status: res.status, error: apiErrorSchema.parse(await res.json()).error };
}

describe('GET /fit/{w}/{h}/no/0/plain/{src}@{format}', () => {
  it.each([
    [500, 'webp', 333],
    [1000, 'jpeg', 667],
    [2000, 'webp', 1333],
  ] as const)('draws the SVG %i px wide as %s', async (width, format, height) => {
    const res = await t.request(`/fit/${width}/0/no/0/plain/images/drawing.svg@${format}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(`image/${format}`);
    const meta = await decoded(res);
    expect(meta).toMatchObject({ format, width, height });
  });

  it('fits inside a box without cropping, and by height alone', async () => {
    expect(await decoded(await t.request('/fit/500/500/no/0/plain/images/drawing.svg@webp'))).toMatchObject({ width: 500, height: 333 });
    expect(await decoded(await t.request('/fit/0/500/no/0/plain/images/drawing.svg@jpeg'))).toMatchObject({ width: 750, height: 500 });
  });

  it('never enlarges a photo, and keeps it as it is at 0 × 0', async () => {
    expect(await decoded(await t.request('/fit/1000/0/no/0/plain/images/sub/photo.png@webp'))).toMatchObject({ format: 'webp', width: 300, height: 200 });
    expect(await decoded(await t.request('/fit/0/0/no/0/plain/images/sub/photo.png@jpeg'))).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
  });

  it('caches: a repeat comes from memory, a restart from disk, both the same bytes and ETag', async () => {
    const path = '/fit/1500/0/no/0/plain/images/drawing.svg@webp';
    const first = await t.request(path);
    expect(first.headers.get('x-image-cache')).toBe('render');
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const bytes = Buffer.from(await first.arrayBuffer());

    const again = await t.request(path);
    expect(again.headers.get('x-image-cache')).toBe('memory');
    expect(again.headers.get('etag')).toBe(etag);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);

    // A restarted server: the same folders, an empty memory.
    const restarted = createApp({ ...deps(), fitImages: fitImages({ publicDir, cacheDir }) });
    const fromDisk = await restarted.request(path);
    expect(fromDisk.headers.get('x-image-cache')).toBe('disk');
    expect(fromDisk.headers.get('etag')).toBe(etag);
    expect(Buffer.from(await fromDisk.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('still serves a render when the disk cache cannot be written, and says so', async () => {
    const notADir = join(root, 'cache-is-a-file');
    writeFileSync(notADir, 'not a folder');
    const failures: unknown[] = [];
    const app = createApp({ ...deps(), fitImages: fitImages({ publicDir, cacheDir: notADir, onDiskError: (error) => failures.push(error) }) });
    const res = await app.request('/fit/500/0/no/0/plain/images/drawing.svg@jpeg');
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe('jpeg');
    expect(failures.length).toBeGreaterThan(0);
  });

  it('gives simultaneous requests the same image', async () => {
    const path = '/fit/1000/0/no/0/plain/images/drawing.svg@webp';
    const answers = await Promise.all([1, 2, 3].map(() => t.request(path)));
    const bodies = await Promise.all(answers.map(async (res) => Buffer.from(await res.arrayBuffer())));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(bodies.every((body) => body.equals(bodies[0]!))).toBe(true);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const path = '/fit/500/0/no/0/plain/images/sub/photo.png@webp';
    const etag = (await t.request(path)).headers.get('etag')!;
    const res = await t.request(path, { headers: { 'If-None-Match': `W/"other", ${etag}` } });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe(etag);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('renders a changed source anew, under a new ETag', async () => {
    const file = join(publicDir, 'images', 'changing.svg');
    writeFileSync(file, DRAWING);
    const path = '/fit/500/0/no/0/plain/images/changing.svg@webp';
    const before = (await t.request(path)).headers.get('etag');
    writeFileSync(file, DRAWING.replace('#c79a63', '#000000').replace('1200 800', '1200 600').replace('height="800"', 'height="600"'));
    const after = await t.request(path);
    expect(after.headers.get('x-image-cache')).toBe('render');
    expect(after.headers.get('etag')).not.toBe(before);
    expect(await decoded(after)).toMatchObject({ width: 500, height: 250 });
  });
});

describe('bad image requests', () => {
  it.each([
    ['a width outside the responsive set', '/fit/640/0/no/0/plain/images/drawing.svg@webp', 'path.w'],
    ['an absurd width', '/fit/100000/0/no/0/plain/images/drawing.svg@webp', 'path.w'],
    ['an absurd height', '/fit/0/4000/no/0/plain/images/drawing.svg@webp', 'path.h'],
    ['a width that is no number', '/fit/big/0/no/0/plain/images/drawing.svg@webp', 'path.w'],
    ['an unknown format', '/fit/500/0/no/0/plain/images/drawing.svg@gif', 'path.format'],
    ['avif', '/fit/500/0/no/0/plain/images/drawing.svg@avif', 'path.format'],
    ['no format', '/fit/500/0/no/0/plain/images/drawing.svg', 'path.format'],
    ['another gravity', '/fit/500/0/ce/0/plain/images/drawing.svg@webp', 'path.gravity'],
    ['enlargement', '/fit/500/0/no/1/plain/images/drawing.svg@webp', 'path.enlarge'],
    ['a file that is not an image', '/fit/500/0/no/0/plain/images/notes.txt@webp', 'path.src'],
  ])('refuses %s with a 400 naming the field', async (_what, path, field) => {
    const { status, error } = await errorOf(path);
    expect(status).toBe(400);
    expect(error.code).toBe('bad_request');
    expect(error.fields?.map((f) => f.path)).toContain(field);
  });

  it.each([
    ['an encoded ..', '/fit/500/0/no/0/plain/images/..%2Fsecret.svg@webp'],
    ['an encoded ../.. to an absolute file', '/fit/500/0/no/0/plain/images/..%2F..%2F..%2Fetc%2Fpasswd.svg@webp'],
    ['an absolute path', '/fit/500/0/no/0/plain/%2Fetc%2Fhosts.svg@webp'],
    ['a file outside images/', '/fit/500/0/no/0/plain/secret.svg@webp'],
    ['a backslash', '/fit/500/0/no/0/plain/images%5C..%5Csecret.svg@webp'],
    ['a hidden file', '/fit/500/0/no/0/plain/images/.drawing.svg@webp'],
    ['broken percent-encoding', '/fit/500/0/no/0/plain/images/%E0%A4%A.svg@webp'],
  ])('refuses %s (path traversal) with a 400', async (_what, path) => {
    const { status, error } = await errorOf(path);
    expect(status).toBe(400);
    expect(error.fields?.map((f) => f.path)).toEqual(['path.src']);
  });

  it('does not follow a link out of the public folder', async () => {
    const { status, error } = await errorOf('/fit/500/0/no/0/plain/images/link.svg@webp');
    expect(status).toBe(404);
    expect(error.code).toBe('image_not_found');
  });

  it('answers 404 for a missing source', async () => {
    const { status, error } = await errorOf('/fit/500/0/no/0/plain/images/missing.svg@webp');
    expect(status).toBe(404);
    expect(error).toEqual({ code: 'image_not_found', message: 'There is no image /images/missing.svg.' });
  });

  it('answers a JSON 404 for a path that is not the URL shape', async () => {
    // The URL parser folds a plain "/../" away, leaving a path that is no image URL at all.
    for (const path of ['/fit/500/0/no/0/plain/images/../../secret.svg@webp', '/fit/500/0/no/0/images/drawing.svg@webp', '/fit/500']) {
      const { status, error } = await errorOf(path);
      expect(status, path).toBe(404);
      expect(error.code).toBe('not_found');
    }
  });
});
