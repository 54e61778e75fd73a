import { createOrderRoute, getOrderRoute, trackOrderRoute } from '@masswerk/contract';
import type { ApiRouter } from '../../http/api-router.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import type { CartSources } from '../carts/cart-sources.ts';
import { createOrder } from './create-order.ts';
import { getOrder } from './get-order.ts';
import { trackOrder } from './track-order.ts';

/** The orders of the checkout service (shop.md §7 POST /orders, GET /orders/{id}) and order tracking (§2). */
export function orderRoutes(router: ApiRouter, deps: AppDeps, sources: CartSources): void {
  const { db } = deps.database;
  const orderLimit = rateLimit(deps, { name: 'orders', points: deps.config.RATE_LIMIT_ORDERS, durationSeconds: 60 });
  // Few look-ups a minute per address: guessing e-mail addresses for a number, or numbers for an address, gets nowhere.
  const trackingLimit = rateLimit(deps, { name: 'order-tracking', points: deps.config.RATE_LIMIT_ORDER_TRACKING, durationSeconds: 60 });

  router.mount(
    createOrderRoute,
    async ({ body }, c) => {
      const { created, order } = await createOrder(db, sources, body);
      // An answer holding a secret is never cached on the way.
      return c.json(order, created ? 201 : 200, { 'Cache-Control': 'no-store' });
    },
    orderLimit,
  );

  router.mount(getOrderRoute, async ({ params }, c) => c.json(await getOrder(db, params.id, c.req.header('authorization')), 200, { 'Cache-Control': 'no-store' }));

  router.mount(trackOrderRoute, async ({ body }, c) => c.json(await trackOrder({ db, config: deps.config }, body), 200, { 'Cache-Control': 'no-store' }), trackingLimit);
}
