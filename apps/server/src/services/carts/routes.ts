import { priceCartRoute } from '@masswerk/contract';
import type { ApiRouter } from '../../http/api-router.ts';
import type { AppDeps } from '../../http/app-env.ts';
import type { CartSources } from './cart-sources.ts';
import { priceCart } from './price-cart.ts';

/** The cart part of the checkout service (shop.md §7 POST /carts): the browser's cart, priced by the server. */
export function cartRoutes(router: ApiRouter, _deps: AppDeps, sources: CartSources): void {
  router.mount(priceCartRoute, async ({ body }, c) => c.json(await priceCart(sources, body)));
}
