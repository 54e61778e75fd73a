import sharp from 'sharp';
import {
  contentEntryRoute,
  contentListSchema,
  createDesignRoute,
  designCreatedSchema,
  designInfoRoute,
  designPartsRoute,
  getDesignImageRoute,
  pageByPathRoute,
  priceCalculateRoute,
  putDesignImageRoute,
  type RouteContract,
} from '@masswerk/contract';
import { encodeDesign, familyOf, FURNITURE_TYPES, REFERENCE_DESIGNS } from '@masswerk/domain';
import type { RequestSeed } from './api-cases.ts';

type Request = (url: string, init?: RequestInit) => Response | Promise<Response>;

/**
 * Known-good requests the contract alone cannot make: saved designs (their uuids and write tokens),
 * every reference design, unsaved designs as compressedStructure, pictures, and the paths of real pages.
 * Saves one design per family (and one picture) on the app as it goes.
 */
export async function fuzzSeeds(request: Request): Promise<Map<RouteContract, RequestSeed[]>> {
  const seeds = new Map<RouteContract, RequestSeed[]>();
  const add = (route: RouteContract, seed: RequestSeed) => seeds.set(route, [...(seeds.get(route) ?? []), seed]);
  const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#c0a080' } }).png().toBuffer();
  const jpeg = await sharp(png).jpeg().toBuffer();
  const webp = await sharp(png).webp().toBuffer();

  for (const furnitureType of FURNITURE_TYPES) {
    const structure = familyOf(furnitureType).defaults();
    const saved = await request('/api/designs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ furniture_type: furnitureType, structure }),
    });
    if (saved.status !== 201 && saved.status !== 200) throw new Error(`saving the ${furnitureType} defaults answered ${saved.status}: ${await saved.text()}`);
    const created = designCreatedSchema.parse(await saved.json()) as { uuid: string; writeToken?: string };
    const { uuid } = created;
    const authorization = created.writeToken ? { authorization: `Bearer ${created.writeToken}` } : undefined;
    add(designInfoRoute, { params: { uuid } });
    add(designPartsRoute, { params: { uuid } });
    add(priceCalculateRoute, { params: { id: uuid }, query: { country: 'ch', quantity: '2', assembly: 'true', explanation: '1' } });
    for (const [type, picture] of [['image/png', png], ['image/jpeg', jpeg], ['image/webp', webp]] as const) {
      add(putDesignImageRoute, { params: { uuid, index: '1' }, headers: { 'content-type': type, ...authorization }, binary: new Uint8Array(picture) });
    }
    const stored = await request(`/api/designs/${uuid}/images/0`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png', ...authorization },
      body: new Uint8Array(png),
    });
    if (stored.status !== 201) throw new Error(`storing a picture answered ${stored.status}: ${await stored.text()}`);
    add(getDesignImageRoute, { params: { uuid, index: '0' } });

    for (const design of Object.values(REFERENCE_DESIGNS[furnitureType])) {
      add(createDesignRoute, { body: { furniture_type: furnitureType, structure: design, name: 'Fuzz' } });
      add(priceCalculateRoute, { params: { id: 'new' }, query: { furniture_type: furnitureType, compressedStructure: encodeDesign(design) } });
    }
  }

  const pages = contentListSchema.parse(await (await request('/api/content/pages?locale=fr_CH')).json());
  for (const item of pages.items.slice(0, 8)) {
    const page = item.data as { locUrl?: string };
    if (page.locUrl) add(pageByPathRoute, { query: { locale: 'fr_CH', path: page.locUrl } });
  }
  for (const type of ['headerMenu', 'pages', 'faq', 'popups'] as const) {
    const list = contentListSchema.parse(await (await request(`/api/content/${type}?locale=de_CH`)).json());
    for (const item of list.items.slice(0, 3)) add(contentEntryRoute, { params: { type, key: item.key }, query: { locale: 'de_CH' } });
  }
  return seeds;
}
