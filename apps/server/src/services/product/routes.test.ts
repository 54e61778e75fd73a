import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, breadcrumbsSchema, designCreatedSchema, designDescriptionSchema, relatedDesignsSchema } from '@masswerk/contract';
import { familyOf, LOCALES, type FurnitureType } from '@masswerk/domain';
import { markShopDesign } from '../../db/shop-designs.ts';
import { testAppForFile } from '../../../test/test-app.ts';

const t = testAppForFile();

/** The shelf's default design with every colour replaced, and `columns` of its columns (all by default). */
function shelf(color: string, columns?: number): Record<string, unknown> {
  const design = JSON.parse(JSON.stringify(familyOf('shelf').defaults()).replaceAll('white_u11209', color)) as { columns: unknown[] };
  return { ...design, columns: design.columns.slice(0, columns ?? design.columns.length) };
}

async function save(furniture_type: FurnitureType, structure: unknown, options: { shop?: boolean; name?: string } = {}): Promise<string> {
  const res = await t.request('/api/designs', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ furniture_type, structure, ...(options.name ? { name: options.name } : {}) }),
  });
  expect(res.status).toBe(201);
  const { uuid } = designCreatedSchema.parse(await res.json());
  if (options.shop) await markShopDesign(t.database.db, uuid);
  return uuid;
}

const json = async (path: string) => {
  const res = await t.request(path);
  return { status: res.status, body: (await res.json()) as unknown };
};

describe('descriptions', () => {
  it('answers the family text in each of the seven locales, the sofas with the spec heading', async () => {
    const flayr = await save('flayr', familyOf('flayr').defaults());
    const headings: Record<string, string> = {};
    for (const locale of LOCALES) {
      const { status, body } = await json(`/api/designs/flayr/descriptions/${flayr}/${locale}`);
      expect(status, locale).toBe(200);
      const description = designDescriptionSchema.parse(body);
      expect(description.paragraphs.length, locale).toBeGreaterThan(0);
      expect(description.lang).toBe(locale);
      headings[locale] = description.heading;
    }
    expect(headings.en_GB).toBe('About Our Flayr Sofa');
    expect(headings.de_DE).toBe('Über unser Sofa Flayr');
    expect(headings.fr_CH).toBe(headings.fr_FR);
    const joyn = await save('joyn', familyOf('joyn').defaults());
    expect(designDescriptionSchema.parse((await json(`/api/designs/joyn/descriptions/${joyn}/en_GB`)).body).heading).toBe('About Our Joyn Sofa');
  });

  it('writes de_CH in Swiss spelling', async () => {
    const wardrobe = await save('wardrobe', familyOf('wardrobe').defaults());
    const text = JSON.stringify(designDescriptionSchema.parse((await json(`/api/designs/wardrobe/descriptions/${wardrobe}/de_CH`)).body));
    expect(text).not.toContain('ß');
  });

  it('is a 404 for an unknown design or a design of another type, a 400 for a bad locale or id', async () => {
    const shelfId = await save('shelf', shelf('white_u11209'));
    const other = await json(`/api/designs/wardrobe/descriptions/${shelfId}/de_DE`);
    expect(other.status).toBe(404);
    expect(apiErrorSchema.parse(other.body).error.code).toBe('design_not_found');
    expect((await json('/api/designs/shelf/descriptions/00000000-0000-4000-8000-000000000000/de_DE')).status).toBe(404);
    const badLocale = await json(`/api/designs/shelf/descriptions/${shelfId}/de_XX`);
    expect(badLocale.status).toBe(400);
    expect(apiErrorSchema.parse(badLocale.body).error.fields?.[0]?.path).toBe('path.lang');
    expect((await json('/api/designs/shelf/descriptions/nope/de_DE')).status).toBe(400);
    expect((await json(`/api/designs/sofa/descriptions/${shelfId}/de_DE`)).status).toBe(400);
  });
});

describe('related designs', () => {
  let product: string;
  const shop: Record<string, string> = {};
  beforeAll(async () => {
    const all = shelf('white_u11209').columns as unknown[];
    const n = all.length;
    expect(n).toBeGreaterThanOrEqual(3);
    product = await save('shelf', shelf('white_u11209', n - 1));
    shop.whiteWide = await save('shelf', shelf('white_u11209', n), { shop: true });
    shop.whiteNarrow = await save('shelf', shelf('white_u11209', n - 2), { shop: true });
    shop.whiteSame = await save('shelf', shelf('white_u11209', n - 1), { shop: true });
    shop.black = await save('shelf', shelf('black_u12001', n - 1), { shop: true });
    shop.blue = await save('shelf', shelf('blue_u18004', n - 2), { shop: true });
    shop.blueAgain = await save('shelf', shelf('blue_u18004', n), { shop: true });
    // The default shelf stands on 12 cm legs: a 16 cm high cut reaches its back walls.
    shop.blueCut = await save('shelf', { ...shelf('blue_u18004', n), baseboardCut: { height: 16, depth: 2 } }, { shop: true });
    shop.wardrobe = await save('wardrobe', familyOf('wardrobe').defaults(), { shop: true, name: 'Hall wardrobe' });
    shop.cushion = await save('cushion', familyOf('cushion').defaults(), { shop: true });
    // A visitor's own save is never shown to others.
    shop.private = await save('shelf', shelf('white_u11209', n));
  });
  const related = async (kind: string, query = '') => {
    const { status, body } = await json(`/api/designs/shelf/${product}/related/${kind}${query}`);
    expect(status).toBe(200);
    return relatedDesignsSchema.parse(body).items;
  };

  it('shapes: the same colour in another size, the closest first; never a visitor save', async () => {
    const items = await related('shapes');
    const ids = items.map((i) => i.uuid);
    // One column more and one fewer (the seeded catalogue's white shelves may be among them too).
    expect(ids).toEqual(expect.arrayContaining([shop.whiteWide, shop.whiteNarrow]));
    expect(ids).not.toContain(shop.private);
    expect(ids).not.toContain(shop.whiteSame);
    expect(items.every((i) => i.color === 'white_u11209' && i.furniture_type === 'shelf')).toBe(true);
    expect(items[0]!.price.currencyCode).toBe('EUR');
  });

  it('colors: other colours, the closest in size first', async () => {
    const items = await related('colors', '?country=ch&limit=12');
    const ids = items.map((i) => i.uuid);
    // The same size in black comes before the blue ones a column off (seeded shelves may come between).
    expect(ids).toEqual(expect.arrayContaining([shop.black, shop.blue, shop.blueAgain]));
    expect(ids.indexOf(shop.black!)).toBeLessThan(Math.min(ids.indexOf(shop.blue!), ids.indexOf(shop.blueAgain!)));
    expect(items.every((i) => i.color !== 'white_u11209' && i.furniture_type === 'shelf')).toBe(true);
    expect(items[0]!.price.currencyCode).toBe('CHF');
    expect(items.find((i) => i.uuid === shop.black)!.image_url).toBeNull();
  });

  it("prices a design with its own baseboard cut as its product page and the cart do", async () => {
    const card = (await related('colors', '?limit=12')).find((i) => i.uuid === shop.blueCut)!;
    const priceOf = async (query: string) => ((await json(`/api/designs/prices/calculate/${shop.blueCut}?country=de${query}`)).body as { totalPriceInclTaxes: number }).totalPriceInclTaxes;
    const withCut = await priceOf('&baseboard_cut=true');
    expect(withCut).toBeGreaterThan(await priceOf(''));
    expect(card.price.totalPriceInclTaxes).toBe(withCut);
  });

  it('products: other families, one family after another', async () => {
    const items = await related('products', '?limit=1');
    expect(items).toHaveLength(1);
    const all = await related('products', '?limit=12');
    const types = all.map((i) => i.furniture_type);
    expect(types).toEqual(expect.arrayContaining(['cushion', 'wardrobe']));
    expect(types).not.toContain('shelf');
    // One family after another: no family twice before every family has had its turn.
    expect(new Set(types.slice(0, new Set(types).size)).size).toBe(new Set(types).size);
  });

  it('names the picture when one is stored', async () => {
    const { fileImageStore } = await import('../../storage/image-store.ts');
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).webp().toBuffer();
    await fileImageStore(t.imagesDir).put(`designs/${shop.black}/0.webp`, png);
    const items = await related('colors');
    expect(items.find((i) => i.uuid === shop.black)!.image_url).toBe(`/api/designs/${shop.black}/images/0`);
  });

  it('refuses a bad limit or country with 400 and another type with 404', async () => {
    for (const query of ['?limit=0', '?limit=13', '?limit=x', '?country=xx']) {
      const { status, body } = await json(`/api/designs/shelf/${product}/related/shapes${query}`);
      expect(status, query).toBe(400);
      expect(apiErrorSchema.parse(body).error.message, query).toMatch(/limit|country/);
    }
    expect((await json(`/api/designs/wardrobe/${product}/related/colors`)).status).toBe(404);
  });
});

describe('breadcrumbs', () => {
  it('leads from home through the category to the design, in the locale', async () => {
    const uuid = await save('joyn', familyOf('joyn').defaults());
    const fr = breadcrumbsSchema.parse((await json(`/api/designs/${uuid}/breadcrumbs/fr_CH`)).body);
    expect(fr.items).toEqual([
      { name: 'Accueil', url: '/fr-ch' },
      { name: 'Canapés & fauteuils', url: '/fr-ch/couches-and-armchairs' },
      { name: 'Canapé Joyn', url: `/fr-ch/product/${uuid}` },
    ]);
    const named = await save('shelf', shelf('white_u11209'), { name: 'Living room shelf' });
    const de = breadcrumbsSchema.parse((await json(`/api/designs/${named}/breadcrumbs/de_DE`)).body);
    expect(de.items.map((i) => i.url)).toEqual(['/', '/shelves', `/product/${named}`]);
    expect(de.items[2]!.name).toBe('Living room shelf');
  });

  it('is a 404 for an unknown design', async () => {
    expect((await json('/api/designs/00000000-0000-4000-8000-000000000000/breadcrumbs/de_DE')).status).toBe(404);
  });
});

describe('design pictures', () => {
  it('answer HEAD (the product page asks which pictures a design has) without reading them out', async () => {
    const uuid = await save('shelf', shelf('white_u11209'));
    const sharp = (await import('sharp')).default;
    const { fileImageStore } = await import('../../storage/image-store.ts');
    await fileImageStore(t.imagesDir).put(`designs/${uuid}/1.webp`, await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).webp().toBuffer());
    const head = (index: number) => t.request(`/api/designs/${uuid}/images/${index}`, { method: 'HEAD' });
    const [missing, present] = [await head(0), await head(1)];
    expect([missing.status, present.status]).toEqual([404, 200]);
    expect(present.headers.get('content-type')).toBe('image/webp');
    expect((await present.arrayBuffer()).byteLength).toBe(0);
  });
});
