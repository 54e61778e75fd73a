import { priceCartRoute } from '@masswerk/contract';
import type { ApiRouter } from '../../http/api-router.ts';
import type { AppDeps } from '../../http/app-env.ts';
import type { CartSources } from './cart-sources.ts';
import type { VatNumbers } from '../vatnumbers/routes.ts';
import { priceCart } from './price-cart.ts';

/** The cart part of the checkout service (shop.md §7 POST /carts): the browser's cart, priced by the server. */
export function cartRoutes(router: ApiRouter, _deps: AppDeps, sources: CartSources, vat: VatNumbers): void {
  router.mount(priceCartRoute, async ({ body }, c) => {
    // A cart that asks for a VAT deduction asks a register: it counts against the VAT lookups' limit.
    if (body.vatDeduction) await vat.limit(c, () => Promise.resolve());
    return c.json(await priceCart(sources, body));
  });
}
