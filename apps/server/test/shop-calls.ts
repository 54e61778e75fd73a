import { expect } from 'vitest';
import { designCreatedSchema, pricedCartSchema, type PricedCartAnswer } from '@masswerk/contract';
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

  return { post, save, priced };
}
