import { describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  designCreatedSchema,
  designDefaultsSchema,
  designInfoSchema,
  designPartsSchema,
  priceCalculationSchema,
} from '@masswerk/contract';
import { encodeDesign, familyOf, FURNITURE_TYPES, REFERENCE_DESIGNS, type FurnitureType } from '@masswerk/domain';
import { testAppForFile } from '../../../test/test-app.ts';

const t = testAppForFile();

const post = (body: unknown) =>
  t.request('/api/designs', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function saveWithToken(furniture_type: FurnitureType, structure: unknown) {
  const res = await post({ furniture_type, structure });
  expect(res.status).toBe(201);
  return designCreatedSchema.parse(await res.json());
}

async function save(furniture_type: FurnitureType, structure: unknown): Promise<string> {
  return (await saveWithToken(furniture_type, structure)).uuid;
}

describe.each(FURNITURE_TYPES)('%s designs', (furnitureType) => {
  it('round-trips: defaults -> save -> info -> parts -> price', async () => {
    const defaults = designDefaultsSchema.parse(await (await t.request(`/api/designs/defaults/${furnitureType}`)).json());
    expect(defaults.furniture_type).toBe(furnitureType);
    const uuid = await save(furnitureType, defaults.structure);

    const info = designInfoSchema.parse(await (await t.request(`/api/designs/info/${uuid}`)).json());
    expect(info.structure).toEqual(defaults.structure);
    const expectedDimensions = familyOf(furnitureType).dimensions(familyOf(furnitureType).defaults());
    expect(info.dimensions).toEqual(expectedDimensions);
    expect(info.parts.length).toBeGreaterThan(0);
    expect(info.parts.every((p) => /^\d{3}\.\d{3}\.\d{2}$/.test(p.sku))).toBe(true);
    expect(Object.keys(info.price).sort()).toEqual(['at', 'ch', 'de', 'fr', 'nl', 'uk']);
    expect(info.price.ch.currencyCode).toBe('CHF');
    expect(info.price.uk.currencyCode).toBe('GBP');

    const parts = designPartsSchema.parse(await (await t.request(`/api/designs/${uuid}/parts`)).json());
    expect(parts.parts).toEqual(info.parts);
    expect(parts.summary.reduce((n, row) => n + row.quantity, 0)).toBe(parts.parts.length);

    const price = priceCalculationSchema.parse(await (await t.request(`/api/designs/prices/calculate/${uuid}?country=de`)).json());
    expect(price.totalPriceInclTaxes).toBe(info.price.de.totalPriceInclTaxes);
    expect(price.totalPriceInclTaxes).toBe(price.net + price.vat);
  });

  it('saves every reference design; the same design again is a design of its own, so no saver learns of another', async () => {
    for (const [name, design] of Object.entries(REFERENCE_DESIGNS[furnitureType])) {
      const first = await post({ furniture_type: furnitureType, structure: design, name: 'First saver' });
      const again = await post({ furniture_type: furnitureType, structure: design });
      expect([first.status, again.status], name).toEqual([201, 201]);
      const [a, b] = [designCreatedSchema.parse(await first.json()), designCreatedSchema.parse(await again.json())];
      expect(b.uuid, name).not.toBe(a.uuid);
      expect(b.writeToken, name).not.toBe(a.writeToken);
      expect(a.writeToken.length, name).toBeGreaterThanOrEqual(43); // 256 random bits, base64url
      const info = designInfoSchema.parse(await (await t.request(`/api/designs/info/${b.uuid}`)).json());
      expect(info.name, name).toBeNull();
    }
  });

  it('prices an unsaved design sent as compressedStructure, the same as the stored one', async () => {
    const design = familyOf(furnitureType).defaults();
    const uuid = await save(furnitureType, design);
    const q = `furniture_type=${furnitureType}&country=ch&quantity=2&explanation=true`;
    const fromNew = priceCalculationSchema.parse(
      await (await t.request(`/api/designs/prices/calculate/new?${q}&compressedStructure=${encodeDesign(design)}`)).json(),
    );
    const fromStored = priceCalculationSchema.parse(await (await t.request(`/api/designs/prices/calculate/${uuid}?${q}`)).json());
    expect(fromNew).toEqual(fromStored);
    expect(fromNew.quantity).toBe(2);
    expect(fromNew.explanation!.reduce((sum, row) => sum + row.cents, 0)).toBe(fromNew.totalPriceInclTaxes);
  });
});

describe('prices', () => {
  it('assembly adds 14 days and costs more; country picks currency and VAT', async () => {
    const uuid = await save('shelf', familyOf('shelf').defaults());
    const plain = priceCalculationSchema.parse(await (await t.request(`/api/designs/prices/calculate/${uuid}`)).json());
    const assembled = priceCalculationSchema.parse(await (await t.request(`/api/designs/prices/calculate/${uuid}?assembly=true`)).json());
    expect(plain.country).toBe('de');
    expect(assembled.shippingDuration).toBe(plain.shippingDuration + 14);
    expect(assembled.totalPriceInclTaxes).toBeGreaterThan(plain.totalPriceInclTaxes);
    const uk = priceCalculationSchema.parse(await (await t.request(`/api/designs/prices/calculate/${uuid}?country=UK`)).json());
    expect(uk).toMatchObject({ currencyCode: 'GBP', vat: 0 });
  });

  it('refuses a baseboard cut for a sofa', async () => {
    const uuid = await save('joyn', familyOf('joyn').defaults());
    const res = await t.request(`/api/designs/prices/calculate/${uuid}?baseboard_cut=1`);
    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(await res.json()).error.fields?.[0]?.path).toBe('query.baseboard_cut');
  });

  it.each([
    ['quantity=0', 'query.quantity'],
    ['quantity=100', 'query.quantity'],
    ['quantity=1.5', 'query.quantity'],
    ['country=us', 'query.country'],
    ['assembly=yes', 'query.assembly'],
    ['furniture_type=table', 'query.furniture_type'],
  ])('answers 400 for %s, naming %s', async (query, path) => {
    const uuid = await save('cushion', familyOf('cushion').defaults());
    const res = await t.request(`/api/designs/prices/calculate/${uuid}?${query}`);
    expect(res.status).toBe(400);
    const body = apiErrorSchema.parse(await res.json());
    expect(body.error.fields?.map((f) => f.path)).toContain(path);
  });

  it('answers 400 for a garbled compressedStructure and for a missing one', async () => {
    const garbled = await t.request('/api/designs/prices/calculate/new?furniture_type=shelf&compressedStructure=%%%not-a-design');
    expect(garbled.status).toBe(400);
    expect(apiErrorSchema.parse(await garbled.json()).error.fields?.[0]?.path).toBe('query.compressedStructure');
    const missing = await t.request('/api/designs/prices/calculate/new?furniture_type=shelf');
    expect(missing.status).toBe(400);
  });

  it('answers 404 for an unknown design and 400 for an id that is not a uuid', async () => {
    const unknown = await t.request('/api/designs/prices/calculate/5f0c6a56-2a5b-4d7a-9d0e-0a0a0a0a0a0a');
    expect(unknown.status).toBe(404);
    expect(apiErrorSchema.parse(await unknown.json()).error.message).toBe('Design not found');
    expect((await t.request('/api/designs/info/not-a-uuid')).status).toBe(400);
    expect((await t.request('/api/designs/5f0c6a56-2a5b-4d7a-9d0e-0a0a0a0a0a0a/parts')).status).toBe(404);
  });
});

describe('saving rejects what cannot be made', () => {
  it('answers 422 with every error and the path of the offending field', async () => {
    const design = familyOf('shelf').defaults() as unknown as { columns: { heightInSections: number }[] };
    design.columns[0]!.heightInSections = 5;
    const res = await post({ furniture_type: 'shelf', structure: design });
    expect(res.status).toBe(422);
    const body = apiErrorSchema.parse(await res.json());
    expect(body.error.code).toBe('invalid_design');
    expect(body.error.fields?.map((f) => f.path)).toContain('body.structure.columns.0.heightInSections');
  });

  it('refuses a wardrobe longer than 5040 mm', async () => {
    const design = structuredClone(REFERENCE_DESIGNS.wardrobe.largest) as unknown as { modules: unknown[] };
    design.modules.push(structuredClone(design.modules[0]));
    const res = await post({ furniture_type: 'wardrobe', structure: design });
    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(await res.json()).error.message).toMatch(/504 cm/);
  });

  it('refuses a structure of another family', async () => {
    const res = await post({ furniture_type: 'wardrobe', structure: familyOf('shelf').defaults() });
    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(await res.json()).error.fields?.[0]?.path).toBe('body.structure.furniture_type');
  });

  it.each([
    [{ furniture_type: 'table', structure: {} }, 'body.furniture_type'],
    [{ furniture_type: 'shelf' }, 'body.structure'],
    [{ furniture_type: 'shelf', structure: [] }, 'body.structure'],
  ])('answers 400 for a malformed request %j', async (body, path) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).error.fields?.map((f) => f.path)).toContain(path);
  });

  it('answers 400 for a body that is not JSON and 415 for another content type', async () => {
    const notJson = await t.request('/api/designs', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"furniture' });
    expect(notJson.status).toBe(400);
    const text = await t.request('/api/designs', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' });
    expect(text.status).toBe(415);
  });
});

describe('design images', () => {
  const png = async (width: number, height: number) => {
    const { default: sharp } = await import('sharp');
    return new Uint8Array(await sharp({ create: { width, height, channels: 3, background: '#c8a27a' } }).png().toBuffer());
  };
  const put = (uuid: string, index: number, body: Uint8Array | string, type = 'image/png', writeToken = tokens.get(uuid) ?? 'x'.repeat(43)) =>
    t.request(`/api/designs/${uuid}/images/${index}`, { method: 'PUT', headers: { 'content-type': type, authorization: `Bearer ${writeToken}` }, body });
  const tokens = new Map<string, string>();
  const saveOwn = async () => {
    const { uuid, writeToken } = await saveWithToken('cushion', familyOf('cushion').defaults());
    tokens.set(uuid, writeToken);
    return uuid;
  };

  it('stores a thumbnail as WebP, scaled to at most 1000 px, and serves it back', async () => {
    const uuid = await saveOwn();
    const res = await put(uuid, 0, await png(1600, 1200));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ url: `/api/designs/${uuid}/images/0`, width: 1000, height: 750 });
    const image = await t.request(`/api/designs/${uuid}/images/0`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('WEBP');
  });

  it('refuses what is not a picture, a wrong type, a design that does not exist and a bad index', async () => {
    const uuid = await saveOwn();
    expect((await put(uuid, 0, 'not a picture at all')).status).toBe(415);
    expect((await put(uuid, 0, await png(10, 10), 'text/plain')).status).toBe(415);
    expect((await put('5f0c6a56-2a5b-4d7a-9d0e-0a0a0a0a0a0a', 0, await png(10, 10))).status).toBe(404);
    const bad = await put(uuid, 9, await png(10, 10));
    expect(bad.status).toBe(400);
    expect(apiErrorSchema.parse(await bad.json()).error.fields?.[0]?.path).toBe('path.index');
    expect((await t.request(`/api/designs/${uuid}/images/1`)).status).toBe(404);
  });

  it('refuses a picture larger than 2 MB with 413', async () => {
    const uuid = await saveOwn();
    expect((await put(uuid, 0, new Uint8Array(2_000_001))).status).toBe(413);
  });
});
