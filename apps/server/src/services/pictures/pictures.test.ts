import sharp from 'sharp';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogPageSchema, designCreatedSchema, designInfoSchema } from '@masswerk/contract';
import { familyOf, PICTURE_SIZE, type PicturePreset } from '@masswerk/domain';
import { testAppForFile } from '../../../test/test-app.ts';
import { findJobByDedupeKey, type ClaimedJob } from '../../db/jobs.ts';
import { PermanentJobError } from '../jobs/worker.ts';
import type { PictureRenderer } from './chromium-renderer.ts';
import { DEFAULTS_PICTURE_JOB, defaultsPictureJobHandler, PICTURES_JOB, picturesJobHandler, VISITOR_PICTURES_PRIORITY } from './picture-job.ts';
import { defaultsPictureVersion, EmptyPictureError, storeDefaultsPicture, storePicture } from './picture-store.ts';

const t = testAppForFile();

/** A stand-in for Chromium: a noisy 1440 px square PNG per preset (the real one is drawn in e2e/tests/pictures.spec.ts). */
let screenshot: Buffer;
const asked: PicturePreset[] = [];
/** The /render/{target} pages drawn. */
const targets: string[] = [];
const renderer: PictureRenderer = {
  render: async (target, presets, _signal, onPicture) => {
    targets.push(target);
    for (const preset of presets) {
      asked.push(preset);
      await onPicture(preset, screenshot);
    }
  },
  close: async () => undefined,
};

beforeAll(async () => {
  screenshot = await sharp({ create: { width: PICTURE_SIZE, height: PICTURE_SIZE, channels: 3, background: '#c79a63', noise: { type: 'gaussian', mean: 128, sigma: 6 } } })
    .png()
    .toBuffer();
});

const context = (uuid: string) => ({
  job: { id: '00000000-0000-4000-8000-000000000000', kind: PICTURES_JOB, payload: { uuid }, dedupeKey: null, attempts: 1, maxAttempts: 5, createdAt: new Date(), lockedUntil: new Date() } satisfies ClaimedJob,
  signal: new AbortController().signal,
  logger: pino({ level: 'silent' }),
});

async function save(furnitureType: 'wardrobe' | 'shelf'): Promise<string> {
  const res = await t.request('/api/designs', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ furniture_type: furnitureType, structure: familyOf(furnitureType).defaults() }),
  });
  expect(res.status).toBe(201);
  return designCreatedSchema.parse(await res.json()).uuid;
}

async function info(uuid: string) {
  return designInfoSchema.parse(await (await t.request(`/api/designs/info/${uuid}`)).json());
}

async function decoded(res: Response) {
  expect(res.status).toBe(200);
  return sharp(new Uint8Array(await res.arrayBuffer())).metadata();
}

describe('the picture job', () => {
  it('is enqueued with every save, once per design, and for every seeded catalogue design', async () => {
    const uuid = await save('wardrobe');
    const job = await findJobByDedupeKey(t.database.db, `${PICTURES_JOB}:${uuid}`);
    expect(job).toMatchObject({ kind: PICTURES_JOB, payload: { uuid }, maxAttempts: 5, doneAt: null });
    const catalog = catalogPageSchema.parse(await (await t.request('/api/designs/catalog?country_code=de&page_size=100')).json());
    expect(catalog.results.length).toBeGreaterThan(0);
    for (const design of catalog.results) expect(await findJobByDedupeKey(t.database.db, `${PICTURES_JOB}:${design.uuid}`), design.uuid).not.toBeNull();
  });

  it('draws a wardrobe main, without doors and close up, and the design answers with them', async () => {
    const uuid = await save('wardrobe');
    const before = await info(uuid);
    expect(before.image_url).toBeNull();
    expect(before.images).toEqual([]);
    expect((await t.request(`/api/designs/${uuid}/images/0`)).status).toBe(404);

    asked.length = 0;
    await picturesJobHandler({ db: t.database.db, images: t.images, renderer })({ uuid }, context(uuid));
    // A wardrobe has doors and stands in the studio: no studio picture, which would repeat the main one.
    expect(asked).toEqual(['main', 'no_doors', 'closeup']);

    for (const index of [0, 1, 2]) {
      const res = await t.request(`/api/designs/${uuid}/images/${index}`);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(await decoded(res)).toMatchObject({ format: 'webp', width: PICTURE_SIZE, height: PICTURE_SIZE });
    }
    expect((await t.request(`/api/designs/${uuid}/images/3`)).status).toBe(404);
    expect(await decoded(await t.request(`/api/designs/${uuid}/thumbnail`))).toMatchObject({ format: 'webp', width: 74, height: 74 });

    const after = await info(uuid);
    expect(after.image_url).toBe(`/api/designs/${uuid}/images/0`);
    expect(after.images).toEqual([
      { position: 0, type: 'MAIN', url: `/api/designs/${uuid}/images/0` },
      { position: 1, type: 'MAIN_WITHOUT_DOORS', url: `/api/designs/${uuid}/images/1` },
      { position: 2, type: 'closeup', url: `/api/designs/${uuid}/images/2` },
    ]);

    // The image service gives every width in WebP and JPEG; it never enlarges the 1440 px original.
    for (const [width, format, side] of [[500, 'webp', 500], [1000, 'jpeg', 1000], [1500, 'webp', PICTURE_SIZE], [2000, 'jpeg', PICTURE_SIZE]] as const) {
      const res = await t.request(`/fit/${width}/0/no/0/plain/designs/${uuid}/2.webp@${format}`);
      expect(res.headers.get('content-type')).toBe(`image/${format}`);
      expect(await decoded(res)).toMatchObject({ format, width: side, height: side });
    }
    expect((await t.request(`/fit/500/0/no/0/plain/designs/${uuid}/3.webp@webp`)).status).toBe(404);
  });

  it('draws a shelf in its room and in the studio, and a catalogue card then names its picture', async () => {
    const catalog = catalogPageSchema.parse(await (await t.request('/api/designs/catalog?country_code=de&category=shelf&page_size=1')).json());
    const card = catalog.results[0]!;
    expect(card.image_url).toBeNull();
    asked.length = 0;
    await picturesJobHandler({ db: t.database.db, images: t.images, renderer })({ uuid: card.uuid }, context(card.uuid));
    expect(asked).toContain('studio_main');
    expect(await decoded(await t.request(`/api/designs/${card.uuid}/images/3`))).toMatchObject({ width: PICTURE_SIZE, height: PICTURE_SIZE });
    expect((await info(card.uuid)).images.map((p) => p.type)).toContain('studio_main');
  });

  it('gives up at once on a design that does not exist', async () => {
    const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
    await expect(picturesJobHandler({ db: t.database.db, images: t.images, renderer })({ uuid }, context(uuid))).rejects.toBeInstanceOf(PermanentJobError);
    await expect(picturesJobHandler({ db: t.database.db, images: t.images, renderer })({ nope: 1 }, context(uuid))).rejects.toBeInstanceOf(PermanentJobError);
  });

  it('refuses a screenshot of the wrong size or of one flat colour (nothing drawn)', async () => {
    const uuid = await save('shelf');
    const flat = await sharp({ create: { width: PICTURE_SIZE, height: PICTURE_SIZE, channels: 3, background: '#e9e6e0' } }).png().toBuffer();
    const small = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c79a63', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
    await expect(storePicture(t.images, uuid, 'main', flat)).rejects.toBeInstanceOf(EmptyPictureError);
    await expect(storePicture(t.images, uuid, 'main', small)).rejects.toBeInstanceOf(EmptyPictureError);
    expect((await info(uuid)).image_url).toBeNull();
  });
});

describe("the picture of a family's default design (the new-design configurator's poster)", () => {
  it('is asked of the picture job by the first miss, ahead of the designs, once per version; drawn, it is served with its version as ETag', async () => {
    const version = defaultsPictureVersion('wardrobe');
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    const miss = await t.request('/api/designs/defaults/wardrobe/picture');
    expect(miss.status).toBe(404);
    const job = await findJobByDedupeKey(t.database.db, `${DEFAULTS_PICTURE_JOB}:wardrobe:${version}`);
    expect(job).toMatchObject({ kind: DEFAULTS_PICTURE_JOB, payload: { furniture_type: 'wardrobe' }, doneAt: null });
    // Taken before every design of the catalogue's backlog: a visitor waits for it.
    expect(job!.priority).toBe(VISITOR_PICTURES_PRIORITY);
    expect((await t.request('/api/designs/defaults/wardrobe/picture', { method: 'HEAD' })).status).toBe(404);

    asked.length = 0;
    targets.length = 0;
    const handler = defaultsPictureJobHandler({ images: t.images, renderer });
    await handler({ furniture_type: 'wardrobe' }, context(job!.id));
    expect(targets).toEqual(['defaults/wardrobe']);
    expect(asked).toEqual(['main']);

    const res = await t.request('/api/designs/defaults/wardrobe/picture');
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('etag')).toBe(`"${version}"`);
    expect(await decoded(res)).toMatchObject({ format: 'webp', width: PICTURE_SIZE, height: PICTURE_SIZE });
    // Kept already: a second job draws nothing.
    await handler({ furniture_type: 'wardrobe' }, context(job!.id));
    expect(targets).toEqual(['defaults/wardrobe']);
  });

  it('answers 400 for a furniture type that does not exist, and the job gives up on a payload without one', async () => {
    expect((await t.request('/api/designs/defaults/sofa/picture')).status).toBe(400);
    await expect(defaultsPictureJobHandler({ images: t.images, renderer })({ furniture_type: 'sofa' }, context('x'))).rejects.toBeInstanceOf(PermanentJobError);
  });

  it('changes its version with what the defaults look like, and refuses a flat screenshot', async () => {
    expect(defaultsPictureVersion('shelf')).not.toBe(defaultsPictureVersion('wardrobe'));
    const flat = await sharp({ create: { width: PICTURE_SIZE, height: PICTURE_SIZE, channels: 3, background: '#e9e6e0' } }).png().toBuffer();
    await expect(storeDefaultsPicture(t.images, 'shelf', flat)).rejects.toBeInstanceOf(EmptyPictureError);
    expect((await t.request('/api/designs/defaults/shelf/picture')).status).toBe(404);
  });
});
