import type { RouteContract } from './route.ts';
import { healthRoute } from './health.ts';
import { designRoutes } from './designs.ts';
import { catalogRoutes } from './catalog.ts';
import { contentRoutes } from './content.ts';
import { storeConfigRoute } from './stores.ts';
import { cartRoutes } from './carts.ts';
import { orderRoutes } from './orders.ts';
import { paymentRoutes } from './payments.ts';
import { vatNumberRoutes } from './vatnumbers.ts';
import { productRoutes } from './product.ts';
import { reviewRoutes } from './reviews.ts';
import { userRoutes } from './users.ts';

/** Every route of the API, in one list: the server mounts them, the OpenAPI document describes them. */
export const apiRoutes: readonly RouteContract[] = [healthRoute, ...designRoutes, ...catalogRoutes, ...contentRoutes, storeConfigRoute, ...cartRoutes, ...vatNumberRoutes, ...orderRoutes, ...paymentRoutes, ...productRoutes, ...reviewRoutes, ...userRoutes];
