import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiErrorSchema, CONTENT_TYPES, contentEntrySchema, contentListSchema, pageResponseSchema } from '@masswerk/contract';
import { LOCALES } from '@masswerk/domain';
import { testAppForFile } from '../../../test/test-app.ts';

const t = testAppForFile();

const json = async (path: string, init?: RequestInit) => {
  const res = await t.request(path, init);
  return { res, body: (await res.json()) as unknown };
};

/** The 200 answer to a GET, parsed with its contract schema. */
const answer = async <T>(path: string, schema: z.ZodType<T>): Promise<T> => {
  const { res, body } = await json(path);
  expect(res.status).toBe(200);
  return schema.parse(body);
};

describe('GET /api/content/{type}', () => {
  it('lists the entries of a type for a locale', async () => {
    const list = await answer('/api/content/faq?locale=en_GB', contentListSchema);
    expect(list.items.length).toBeGreaterThanOrEqual(8);
    expect(list.items.every((item) => item.locale === 'en_GB')).toBe(true);
  });

  it("gives a child locale its own entries over its parent's (de_CH over de_DE)", async () => {
    const list = contentListSchema.parse((await json('/api/content/faq?locale=de_CH')).body);
    const payment = list.items.find((item) => item.key === 'faq-6');
    expect(payment?.locale).toBe('de_CH');
    expect(JSON.stringify(payment?.data)).toContain('TWINT');
    expect(list.items.find((item) => item.key === 'faq-1')?.locale).toBe('de_DE');
  });

  it('filters pages by kind', async () => {
    const list = contentListSchema.parse((await json('/api/content/pages?locale=fr_FR&kind=blogPost')).body);
    expect(list.items.map((item) => item.key).sort()).toEqual(['blog-caring-for-wood', 'blog-planning-a-shelf']);
  });

  it('has real content of every type for every locale', async () => {
    for (const locale of LOCALES) {
      for (const type of CONTENT_TYPES) {
        const list = contentListSchema.parse((await json(`/api/content/${type}?locale=${locale}`)).body);
        expect(list.items.length, `${type} ${locale}`).toBeGreaterThan(0);
      }
    }
  });

  it('writes every de_CH entry, inherited ones too, in Swiss spelling (no ß)', async () => {
    const german = JSON.stringify((await json('/api/content/footer?locale=de_DE')).body);
    expect(german).toContain('Maß');
    for (const type of CONTENT_TYPES) {
      const text = JSON.stringify((await json(`/api/content/${type}?locale=de_CH`)).body);
      expect(text, type).not.toMatch(/[ßẞ]/);
    }
    expect(JSON.stringify((await json('/api/content/footer/default?locale=de_CH')).body)).toContain('Möbel nach Mass');
    const page = pageResponseSchema.parse((await json('/api/content/pages/by-path?locale=de_CH&path=/shipping-and-payment')).body);
    expect(JSON.stringify(page.page)).not.toMatch(/[ßẞ]/);
  });

  it('translates every page and FAQ entry of fr_FR, en_GB and nl_NL (no German copy)', async () => {
    const textsOf = async (type: 'pages' | 'faq', locale: string) =>
      new Map(contentListSchema.parse((await json(`/api/content/${type}?locale=${locale}`)).body).items.map((item) => [item.key, JSON.stringify(item.data)]));
    for (const type of ['pages', 'faq'] as const) {
      const german = await textsOf(type, 'de_DE');
      for (const locale of ['fr_FR', 'en_GB', 'nl_NL']) {
        const texts = await textsOf(type, locale);
        expect([...texts.keys()].sort(), `${type} ${locale}`).toEqual([...german.keys()].sort());
        for (const [key, text] of texts) expect(text, `${type} ${key} ${locale}`).not.toBe(german.get(key));
      }
    }
  });

  it('answers 400 naming the field on a bad locale or type', async () => {
    const bad = await json('/api/content/faq?locale=de_FR');
    expect(bad.res.status).toBe(400);
    expect(apiErrorSchema.parse(bad.body).error.fields?.[0]?.path).toBe('query.locale');
    const missing = await json('/api/content/faq');
    expect(missing.res.status).toBe(400);
    const type = await json('/api/content/recipes?locale=de_DE');
    expect(type.res.status).toBe(400);
    expect(apiErrorSchema.parse(type.body).error.fields?.[0]?.path).toBe('path.type');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await t.request('/api/content/headerMenu?locale=nl_NL');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toContain('max-age=60');
    const again = await t.request('/api/content/headerMenu?locale=nl_NL', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await t.request('/api/content/headerMenu?locale=en_GB', { headers: { 'If-None-Match': etag! } });
    expect(other.status).toBe(200);
  });
});

describe('GET /api/content/{type}/{key}', () => {
  it('answers one entry, falling back to the parent locale', async () => {
    const entry = await answer('/api/content/headerMenu/default?locale=de_AT', contentEntrySchema);
    expect(entry.locale).toBe('de_DE');
  });

  it('answers a JSON 404 for a missing entry', async () => {
    const { res, body } = await json('/api/content/pages/no-such-page?locale=de_DE');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(apiErrorSchema.parse(body).error).toEqual({ code: 'not_found', message: 'There is no pages entry "no-such-page" for de_DE.' });
  });
});

describe('GET /api/content/pages/by-path', () => {
  it('finds a page by its translated path, with every locale as alternate', async () => {
    const page = await answer('/api/content/pages/by-path?locale=fr_FR&path=/mentions-legales', pageResponseSchema);
    expect(page.key).toBe('imprint');
    expect(page.page.url).toBe('/imprint');
    expect(page.alternates).toEqual({
      de_DE: '/imprint',
      de_AT: '/imprint',
      de_CH: '/imprint',
      fr_FR: '/mentions-legales',
      fr_CH: '/mentions-legales',
      en_GB: '/imprint',
      nl_NL: '/colofon',
    });
  });

  it('finds a page by its shared url too, so the caller can redirect to the translated path', async () => {
    const page = pageResponseSchema.parse((await json('/api/content/pages/by-path?locale=nl_NL&path=/imprint')).body);
    expect(page.page.locUrl).toBe('/colofon');
  });

  it("serves the parent's page to a child locale, and the child's own where it has one", async () => {
    const faq = pageResponseSchema.parse((await json('/api/content/pages/by-path?locale=de_AT&path=/faq')).body);
    expect(faq.locale).toBe('de_DE');
    const home = pageResponseSchema.parse((await json('/api/content/pages/by-path?locale=de_CH&path=/')).body);
    expect(home.locale).toBe('de_CH');
    expect(JSON.stringify(home.page)).not.toContain('ß');
  });

  it('answers a JSON 404 for a path without a page', async () => {
    const { res, body } = await json('/api/content/pages/by-path?locale=en_GB&path=/no-such-page');
    expect(res.status).toBe(404);
    expect(apiErrorSchema.parse(body).error.message).toBe('No page data for page /no-such-page in en_GB.');
  });

  it('answers 400 on a path that does not start with /', async () => {
    const { res, body } = await json('/api/content/pages/by-path?locale=en_GB&path=faq');
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(body).error.fields?.[0]?.path).toBe('query.path');
  });
});

describe('OpenAPI', () => {
  it('describes the content routes', async () => {
    const doc = (await json('/api/openapi.json')).body as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/content/{type}', '/api/content/{type}/{key}', '/api/content/pages/by-path', '/api/checkout/store-config/{id}']),
    );
  });
});
