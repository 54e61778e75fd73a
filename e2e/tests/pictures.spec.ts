import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { startBuiltServer, type BuiltServer } from '../../tooling/server-process.mjs';

// Issue 17, "pictures from our own scene", for real: a shop of its own with RENDER_PICTURES=on draws its
// seeded catalogue in headless Chromium with the configurator's viewer (apps/server/src/services/pictures).
// The other suites' servers draw nothing (tooling/server-process.mjs): this is the one test that renders,
// and it stops its shop as soon as one design's pictures are complete (its thumbnail is made last).

const SIZE = 1440;

test.describe('pictures drawn from the 3D scene', () => {
  test.skip(({ isMobile }) => isMobile, 'one run is enough: the server draws, not the page');
  let server: BuiltServer;
  let api: APIRequestContext;

  test.beforeAll(async () => {
    server = await startBuiltServer({ RENDER_PICTURES: 'on' });
    api = await playwrightRequest.newContext({ baseURL: server.origin });
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
    const done = (await (await api.get(`/api/designs/info/${drawn[0]}`)).json()) as { uuid: string; image_url: string | null; images: { position: number; type: string; url: string }[] };
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
});
