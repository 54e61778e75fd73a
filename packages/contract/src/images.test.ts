import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiPath } from './client.ts';
import { getDesignImageRoute } from './designs.ts';
import { designImagePath, designPictureSource, fitServes, fitUrl } from './image-urls.ts';
import { fitParamsSchema, fitSourceSchema } from './images.ts';

const valid = { w: '500', h: '0', gravity: 'no', enlarge: '0', src: 'images/hero-living.svg', format: 'webp' };

describe('fitUrl', () => {
  it('builds the spec shape from a site path', () => {
    expect(fitUrl('/images/hero-living.svg', 1000, 'jpeg')).toBe('/fit/1000/0/no/0/plain/images/hero-living.svg@jpeg');
    expect(fitUrl('/images/a.png', 500, 'webp', 500)).toBe('/fit/500/500/no/0/plain/images/a.png@webp');
  });
});

describe('fitParamsSchema', () => {
  it('accepts the responsive widths and 0, and parses them to numbers', () => {
    expect(fitParamsSchema.parse(valid)).toEqual({ ...valid, w: 500, h: 0 });
    for (const w of ['0', '500', '1000', '1500', '2000']) expect(fitParamsSchema.safeParse({ ...valid, w }).success).toBe(true);
  });

  it.each(['499', '2001', '4000', '-1', '1e3', '500.5', '', 'abc', '00500', '0500'])('refuses the side %j', (w) => {
    const result = fitParamsSchema.safeParse({ ...valid, w });
    expect(result.success).toBe(false);
  });

  it.each(['png', 'avif', 'jpg', 'gif', 'WEBP', ''])('refuses the format %j', (format) => {
    expect(fitParamsSchema.safeParse({ ...valid, format }).success).toBe(false);
  });

  it('refuses other gravities and enlargement', () => {
    expect(fitParamsSchema.safeParse({ ...valid, gravity: 'ce' }).success).toBe(false);
    expect(fitParamsSchema.safeParse({ ...valid, enlarge: '1' }).success).toBe(false);
  });
});

describe('fitSourceSchema', () => {
  it.each(['images/hero.svg', 'images/sub/dir/photo.JPG', 'images/a_b-c.1.webp', 'designs/0f8fad5b-d9cb-469f-a165-70867728950e/3.webp'])('accepts %j', (src) => {
    expect(fitSourceSchema.safeParse(src).success).toBe(true);
  });

  it.each([
    '../images/hero.svg',
    'images/../../etc/passwd.svg',
    'images/./hero.svg',
    'images/.hidden.svg',
    '/images/hero.svg',
    '/etc/hero.svg',
    'images\\..\\secret.svg',
    'assets/app.js',
    'favicon.svg',
    'images/',
    'images//hero.svg',
    'images/hero.svg.txt',
    'images/hero',
    'images/he ro.svg',
    'images/hero%2e.svg',
    `images/${'a'.repeat(300)}.svg`,
    'designs/0f8fad5b-d9cb-469f-a165-70867728950e/4.webp',
    'designs/0F8FAD5B-D9CB-469F-A165-70867728950E/0.webp',
    'designs/0f8fad5b-d9cb-469f-a165-70867728950e/0.png',
    'designs/x/0.webp',
  ])('refuses %j', (src) => {
    expect(fitSourceSchema.safeParse(src).success).toBe(false);
  });
});

describe('fitServes', () => {
  it('is true only for our own images folder', () => {
    expect(fitServes('/images/hero-living.svg')).toBe(true);
    expect(fitServes('https://example.com/images/hero.svg')).toBe(false);
    expect(fitServes('/api/designs/0f8fad5b-d9cb-469f-a165-70867728950e/images/0')).toBe(false);
    expect(fitServes('/images/../secret.svg')).toBe(false);
  });

  it('serves a design\'s picture by uuid and image index', () => {
    const src = designPictureSource('0F8FAD5B-D9CB-469F-A165-70867728950E', 2);
    expect(src).toBe('/designs/0f8fad5b-d9cb-469f-a165-70867728950e/2.webp');
    expect(fitServes(src)).toBe(true);
    expect(fitUrl(src, 500, 'jpeg')).toBe('/fit/500/0/no/0/plain/designs/0f8fad5b-d9cb-469f-a165-70867728950e/2.webp@jpeg');
    expect(fitServes('/designs/0f8fad5b-d9cb-469f-a165-70867728950e/4.webp')).toBe(false);
  });

  it('agrees with the server\'s validation for any path (the web app must only build URLs the server serves)', () => {
    const part = fc.stringMatching(/^[A-Za-z0-9._/-]{0,12}$/);
    const src = fc.oneof(
      fc.tuple(fc.constantFrom('images/', 'images/sub/', 'image/', '', '/images/', 'images/../', 'designs/', 'designs/0f8fad5b-d9cb-469f-a165-70867728950e/'), part, fc.constantFrom('.svg', '.PNG', '.jpeg', '.gif', '', '.svg/')).map((p) => p.join('')),
      fc.string({ maxLength: 320 }),
    );
    fc.assert(fc.property(src, (path) => fitServes(`/${path}`) === fitSourceSchema.safeParse(path).success));
  });
});

describe('designImagePath', () => {
  it('is the path apiPath builds for GET /api/designs/{uuid}/images/{index}, with and without a version', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 2 ** 40 }), (uuid, index, v) => {
        expect(designImagePath(uuid, index, v)).toBe(apiPath(getDesignImageRoute, { params: { uuid, index }, query: { v: v > 0 ? v : undefined } }));
      }),
    );
  });
});
