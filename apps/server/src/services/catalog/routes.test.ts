import { describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  catalogFilterSchema,
  catalogPageSchema,
  countrySchema,
  designInfoSchema,
  filterRangesSchema,
  priceCalculationSchema,
  type CatalogPage,
} from '@masswerk/contract';
import { CATALOG_CATEGORIES, FURNITURE_TYPES } from '@masswerk/domain';
import { testAppForFile } from '../../../test/test-app.ts';
import { listCatalogEntries } from '../../db/catalog.ts';
import { seed } from '../../db/seed.ts';
import { CATALOG_DESIGNS_PER_FAMILY } from './seed-catalog.ts';

const t = testAppForFile();

async function page(query: string): Promise<CatalogPage> {
  const res = await t.request(`/api/designs/catalog?${query}`);
  expect(res.status, query).toBe(200);
  return catalogPageSchema.parse(await res.json());
}

async function badRequest(path: string) {
  const res = await t.request(path, { headers: { 'accept-language': 'en' } });
  expect(res.status, path).toBe(400);
  return apiErrorSchema.parse(await res.json()).error;
}

describe('the seeded catalogue', () => {
  it('holds at least eight designs of every family, in several colours and sizes, each a saved design that passes its rules', async () => {
    const rows = await listCatalogEntries(t.database.db);
    for (const type of FURNITURE_TYPES) {
      const own = rows.filter((r) => r.furnitureType === type);
      expect(own.length, type).toBe(CATALOG_DESIGNS_PER_FAMILY);
      expect(new Set(own.map((r) => r.primaryColor)).size, type).toBeGreaterThanOrEqual(3);
      expect(new Set(own.map((r) => `${r.lengthMm}x${r.heightMm}`)).size, type).toBeGreaterThanOrEqual(3);
    }
    const first = rows[0]!;
    const info = designInfoSchema.parse(await (await t.request(`/api/designs/info/${first.designUuid}`)).json());
    expect(info.warnings).toEqual([]);
    expect(info.dimensions.length).toBe(first.lengthMm);
  });

  it('seeds idempotently: a second seed keeps every entry and its saved design', async () => {
    const before = await listCatalogEntries(t.database.db);
    await seed(t.database.db, t.config);
    const after = await listCatalogEntries(t.database.db);
    expect(after.map((r) => [r.seedKey, r.designUuid])).toEqual(before.map((r) => [r.seedKey, r.designUuid]));
  });
});

describe('GET /api/designs/catalog', () => {
  it('answers 25 designs by rank by default, priced in the country of country_code', async () => {
    const de = await page('');
    expect(de.page_size).toBe(25);
    expect(de.results).toHaveLength(25);
    expect(de.count).toBe(FURNITURE_TYPES.length * CATALOG_DESIGNS_PER_FAMILY);
    expect(de.results.map((d) => d.rank)).toEqual([...de.results.map((d) => d.rank)].sort((a, b) => a - b));
    expect(de.results.every((d) => d.price.currencyCode === 'EUR')).toBe(true);
    const ch = await page('country_code=CH');
    expect(ch.results.every((d) => d.price.currencyCode === 'CHF')).toBe(true);
    const uk = await page('country_code=gb&page_size=5');
    expect(uk.country_code).toBe('uk');
    expect(uk.results.every((d) => d.price.currencyCode === 'GBP')).toBe(true);
    // The same price the price call gives for that design.
    const design = ch.results[0]!;
    const price = priceCalculationSchema.parse(await (await t.request(`/api/designs/prices/calculate/${design.uuid}?country=ch`)).json());
    expect(design.price.totalPriceInclTaxes).toBe(price.totalPriceInclTaxes);
  });

  it.each(CATALOG_CATEGORIES.map((c) => [c.id, c]))('lists category %s with only its families', async (_id, category) => {
    const result = await page(`category=${category.id}&page_size=100`);
    expect(result.count).toBe(category.furnitureTypes.length * CATALOG_DESIGNS_PER_FAMILY);
    expect(result.results.every((d) => category.furnitureTypes.includes(d.furniture_type) && d.category === category.id)).toBe(true);
    if (category.furnitureTypes.length > 1) {
      // Families take turns in rank order.
      expect(new Set(result.results.slice(0, category.furnitureTypes.length).map((d) => d.furniture_type)).size).toBe(category.furnitureTypes.length);
    }
  });

  it('pages without overlap, with next and previous links, and an empty page past the end', async () => {
    const first = await page('page_size=20&sort_by=-price');
    expect(first.pages).toBe(Math.ceil(first.count / 20));
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/designs/catalog?page_size=20&sort_by=-price&page=2');
    const second = await page(first.next!.split('?')[1]!);
    expect(second.previous).toContain('page=1');
    const ids = new Set(first.results.map((d) => d.uuid));
    expect(second.results.some((d) => ids.has(d.uuid))).toBe(false);
    expect(first.results.at(-1)!.price.totalPriceInclTaxes).toBeGreaterThanOrEqual(second.results[0]!.price.totalPriceInclTaxes);
    const beyond = await page('page=999');
    expect(beyond.results).toEqual([]);
    expect(beyond.next).toBeNull();
  });

  it('filters by favourite, price, width, height and colour group', async () => {
    const favourites = await page('is_favorite=true&page_size=100');
    expect(favourites.count).toBeGreaterThan(0);
    expect(favourites.results.every((d) => d.is_favorite)).toBe(true);
    const ranges = filterRangesSchema.parse(await (await t.request('/api/designs/filters/ranges?country_code=de&furniture_group=shelf')).json());
    const mid = Math.round((ranges.price!.min + ranges.price!.max) / 2);
    const cheap = await page(`category=shelf&price_max=${mid}&page_size=100`);
    expect(cheap.count).toBeGreaterThan(0);
    expect(cheap.results.every((d) => d.price.totalPriceInclTaxes <= mid)).toBe(true);
    const sized = await page('width_min=1000&width_max=2000&height_min=500&page_size=100');
    expect(sized.count).toBeGreaterThan(0);
    expect(sized.results.every((d) => d.dimensions.length >= 1000 && d.dimensions.length <= 2000 && d.dimensions.height >= 500)).toBe(true);
    const group = ranges.colors[0]!.id;
    const coloured = await page(`category=shelf&color=${group},black&page_size=100`);
    expect(coloured.count).toBeGreaterThanOrEqual(ranges.colors[0]!.count);
    expect(coloured.results.every((d) => d.colors.group === group || d.colors.group === 'black')).toBe(true);
    const tall = await page('sort_by=-height&page_size=3');
    expect(tall.results[0]!.dimensions.height).toBeGreaterThanOrEqual(tall.results[1]!.dimensions.height);
  });

  it.each([
    ['page_size=0', 'query.page_size'],
    ['page_size=101', 'query.page_size'],
    ['page=0', 'query.page'],
    ['page=abc', 'query.page'],
    ['sort_by=name', 'query.sort_by'],
    ['country_code=us', 'query.country_code'],
    ['category=tables', 'query.category'],
    ['color=purple', 'query.color'],
    ['is_favorite=maybe', 'query.is_favorite'],
    ['price_min=500&price_max=100', 'query.price_min'],
    ['width_min=-1', 'query.width_min'],
  ])('refuses %s with a 400 naming %s', async (query, path) => {
    const error = await badRequest(`/api/designs/catalog?${query}`);
    expect(error.fields?.some((f) => f.path === path || f.path.startsWith(`${path}.`)), JSON.stringify(error)).toBe(true);
  });
});

describe('filters and countries', () => {
  it('GET /filters/ranges spans the group, and the whole catalogue without one', async () => {
    const all = filterRangesSchema.parse(await (await t.request('/api/designs/filters/ranges?country_code=uk')).json());
    expect(all.currencyCode).toBe('GBP');
    expect(all.count).toBe(FURNITURE_TYPES.length * CATALOG_DESIGNS_PER_FAMILY);
    expect(all.furniture_group).toBeNull();
    const sofas = CATALOG_CATEGORIES.find((c) => c.furnitureTypes.length > 1)!;
    const group = filterRangesSchema.parse(await (await t.request(`/api/designs/filters/ranges?furniture_group=${sofas.id}`)).json());
    expect(group.width!.min).toBeGreaterThanOrEqual(all.width!.min);
    expect(group.price!.max).toBeLessThanOrEqual(Math.max(all.price!.max, group.price!.max));
    expect(group.colors.reduce((n, c) => n + c.count, 0)).toBe(group.count);
    await badRequest('/api/designs/filters/ranges?furniture_group=nothing');
  });

  it('GET /filters lists the filters, /filter/{id}/ answers one and 404s an unknown one', async () => {
    const filters = catalogFilterSchema.array().parse(await (await t.request('/api/designs/filters')).json());
    expect(filters.map((f) => f.id)).toEqual(['price', 'width', 'height', 'color']);
    const color = catalogFilterSchema.parse(await (await t.request('/api/designs/filter/color/')).json());
    expect(color.options!.length).toBeGreaterThan(5);
    const missing = await t.request('/api/designs/filter/weight/', { headers: { 'accept-language': 'en' } });
    expect(missing.status).toBe(404);
    expect(apiErrorSchema.parse(await missing.json()).error.message).toContain('price, width, height, color');
  });

  it('GET /countries/{code}/ answers the shop of a country, gb as uk, and 404s another', async () => {
    const ch = countrySchema.parse(await (await t.request('/api/designs/countries/ch/')).json());
    expect(ch).toMatchObject({ country_code: 'ch', currencyCode: 'CHF', taxRateBasisPoints: 810, locales: ['de_CH', 'fr_CH'], default_locale: 'de_CH' });
    const gb = countrySchema.parse(await (await t.request('/api/designs/countries/GB/')).json());
    expect(gb).toMatchObject({ country_code: 'uk', iso_code: 'GB', currencyCode: 'GBP' });
    expect((await t.request('/api/designs/countries/us/')).status).toBe(404);
  });
});
