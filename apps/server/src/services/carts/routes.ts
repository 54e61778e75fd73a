import { priceCartRoute } from '@masswerk/contract';
import type { ApiRouter } from '../../http/api-router.ts';
import type { AppDeps } from '../../http/app-env.ts';
import type { CartSources } from './cart-sources.ts';
import type { VatNumbers } from '../vatnumbers/routes.ts';
import { priceCart } from './price-cart.ts';
import { pricedCartMemo } from './priced-cart-memo.ts';

const JSON_TYPE = { 'Content-Type': 'application/json' };

/** The cart part of the checkout service (shop.md §7 POST /carts): the browser's cart, priced by the server. */
export function cartRoutes(router: ApiRouter, _deps: AppDeps, sources: CartSources, vat: VatNumbers): void {
  const memo = pricedCartMemo();
  router.mount(priceCartRoute, async ({ body }, c) => {
    // A cart that asks for a VAT deduction asks a register: it counts against the VAT lookups' limit.
    if (body.vatDeduction) await vat.limit(c, () => Promise.resolve());
    const key = memo.keyOf(body);
    const kept = key === null ? undefined : memo.get(key);
    if (kept !== undefined) return c.body(kept, 200, JSON_TYPE);
    const json = JSON.stringify(await priceCart(sources, body));
    if (key !== null) memo.set(key, json);
    return c.body(json, 200, JSON_TYPE);
  });
}
