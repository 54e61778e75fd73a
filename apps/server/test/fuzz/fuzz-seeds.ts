import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import {
  confirmPaymentRoute,
  contentEntryRoute,
  contentListSchema,
  createDesignRoute,
  createdOrderSchema,
  designCreatedSchema,
  designInfoRoute,
  designPartsRoute,
  getDesignImageRoute,
  pageByPathRoute,
  paymentInitRoute,
  paymentReturnOf,
  paymentStartedSchema,
  priceCalculateRoute,
  pricedCartSchema,
  putDesignImageRoute,
  startPaymentRoute,
  trackOrderRoute,
  type RouteContract,
} from '@masswerk/contract';
import { encodeDesign, familyOf, FURNITURE_TYPES, REFERENCE_DESIGNS } from '@masswerk/domain';
import type { RequestSeed } from './api-cases.ts';

type Request = (url: string, init?: RequestInit) => Response | Promise<Response>;

const post = (request: Request, path: string, body: unknown, headers: Record<string, string> = {}) =>
  request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/**
 * An order of `design` with its access secret, and a payment attempt of it refused at the sandbox: the
 * seeds of the payment calls (the order's secret, a return's signature).
 */
async function paymentSeeds(request: Request, design: string, add: (route: RouteContract, seed: RequestSeed) => void): Promise<void> {
  const cart = { countryCode: 'de', lineItems: [{ uuid: design, quantity: 1 }] };
  const priced = pricedCartSchema.parse(await (await post(request, '/api/checkout/carts', cart)).json());
  const shipping = { firstName: 'Fuzz', lastName: 'Test', street: 'Torstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE', phone: '030 901820' };
  const made = await post(request, '/api/checkout/orders', { idempotencyKey: randomUUID(), cart, delivery: { email: 'fuzz@example.com', shipping }, expectedTotal: priced.total });
  if (made.status !== 201) throw new Error(`making an order answered ${made.status}: ${await made.text()}`);
  const order = createdOrderSchema.parse(await made.json());
  const authorization = { authorization: `Bearer ${order.accessSecret}` };
  add(paymentInitRoute, { body: { orderId: order.id }, headers: authorization });
  add(trackOrderRoute, { body: { number: order.number, email: 'fuzz@example.com' } });
  for (const method of ['card', 'paypal', 'bank_transfer', 'twint']) {
    add(startPaymentRoute, { params: { id: order.id }, body: { method, idempotencyKey: randomUUID(), returnUrl: '/checkout/return?x=1' }, headers: authorization });
  }
  const started = await post(request, `/api/checkout/orders/${order.id}/payments`, { method: 'paypal', idempotencyKey: randomUUID(), returnUrl: '/checkout/return' }, authorization);
  const page = new URL(paymentStartedSchema.parse(await started.json()).redirectUrl).pathname;
  const refused = await request(`${page}/outcome`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=refused' });
  const back = paymentReturnOf((refused.headers.get('location') ?? '').replace(/^[^?]*/, ''));
  if (!back) throw new Error(`the sandbox sent the buyer back to ${refused.headers.get('location')}`);
  add(confirmPaymentRoute, { params: { id: back.paymentId }, body: { result: back.result, signature: back.signature } });
}

/**
 * Known-good requests the contract alone cannot make: saved designs (their uuids and write tokens),
 * every reference design, unsaved designs as compressedStructure, pictures, the paths of real pages, and
 * an order with a payment attempt (its access secret, a return's signature).
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

  const shelf = designCreatedSchema.parse(await (await post(request, '/api/designs', { furniture_type: 'shelf', structure: familyOf('shelf').defaults() })).json());
  await paymentSeeds(request, shelf.uuid, add);

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
