import { priceCartRoute } from '@masswerk/contract';
import type { ApiRouter } from '../../http/api-router.ts';
import type { AppDeps } from '../../http/app-env.ts';
import type { DesignCache } from '../designs/design-cache.ts';
import { cartSources } from './cart-sources.ts';
import { priceCart } from './price-cart.ts';

/** The cart part of the checkout service (shop.md §7 POST /carts): the browser's cart, priced by the server. */
export function cartRoutes(router: ApiRouter, deps: AppDeps, designs: DesignCache): void {
  const sources = cartSources(deps.database.db, deps.logger, designs);
  router.mount(priceCartRoute, async ({ body }, c) => c.json(await priceCart(sources, body)));
}
