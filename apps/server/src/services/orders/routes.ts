import { createOrderRoute, getOrderRoute } from '@masswerk/contract';
import type { ApiRouter } from '../../http/api-router.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import type { CartSources } from '../carts/cart-sources.ts';
import { createOrder } from './create-order.ts';
import { getOrder } from './get-order.ts';

/** The orders of the checkout service (shop.md §7 POST /orders, GET /orders/{id}). */
export function orderRoutes(router: ApiRouter, deps: AppDeps, sources: CartSources): void {
  const { db } = deps.database;
  const orderLimit = rateLimit(deps, { name: 'orders', points: deps.config.RATE_LIMIT_ORDERS, durationSeconds: 60 });

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
}
