import { expect } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createdOrderSchema, designCreatedSchema, pricedCartSchema, type CreatedOrderAnswer, type PricedCartAnswer } from '@masswerk/contract';
import { familyOf, type FurnitureType } from '@masswerk/domain';
import type { TestApp } from './test-app.ts';

/** The shop's calls a test makes on the way to what it tests: posting JSON, saving a design, pricing a cart. */
export function shopCalls(t: TestApp) {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  /** Saves a design (the family's defaults unless a structure is given) and answers its uuid. */
  async function save(furnitureType: FurnitureType, structure: unknown = familyOf(furnitureType).defaults()): Promise<string> {
    const res = await post('/api/designs', { furniture_type: furnitureType, structure });
    expect(res.status).toBe(201);
    return designCreatedSchema.parse(await res.json()).uuid;
  }

  /** The cart as the server prices it. */
  async function priced(cart: unknown): Promise<PricedCartAnswer> {
    const res = await post('/api/checkout/carts', cart);
    expect(res.status).toBe(200);
    return pricedCartSchema.parse(await res.json());
  }

  /** The body of an order for a shelf (or `lineItems`) in the German shop, agreeing to the total it prices at now. */
  async function orderBody(over: { email?: string; lineItems?: unknown[] } = {}) {
    const cart = { countryCode: 'de', lineItems: over.lineItems ?? [{ uuid: await save('shelf'), quantity: 1 }] };
    const delivery = {
      email: over.email ?? 'anna@example.com',
      shipping: { firstName: 'Anna', lastName: 'Muster', street: 'Torstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE', phone: '030 901820' },
    };
    return { idempotencyKey: randomUUID(), cart, delivery, expectedTotal: (await priced(cart)).total };
  }

  /** Places an order (201) and answers it with its access secret. */
  async function placeOrder(over: { email?: string; lineItems?: unknown[] } = {}): Promise<CreatedOrderAnswer> {
    const res = await post('/api/checkout/orders', await orderBody(over));
    expect(res.status).toBe(201);
    return createdOrderSchema.parse(await res.json());
  }

  return { post, save, priced, orderBody, placeOrder };
}
