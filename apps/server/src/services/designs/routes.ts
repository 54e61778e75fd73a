import { Hono } from 'hono';
import {
  createDesignRoute,
  designDefaultsRoute,
  designInfoRoute,
  designPartsRoute,
  getDesignImageRoute,
  priceCalculateRoute,
  putDesignImageRoute,
  routePathForHono,
} from '@masswerk/contract';
import { familyOf } from '@masswerk/domain';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { jsonBody, parseInput } from '../../http/validate.ts';
import { calculatePrice } from './calculate-price.ts';
import { createDesign } from './create-design.ts';
import { getDesignInfo } from './get-design-info.ts';
import { getDesignParts } from './get-design-parts.ts';
import { getDesignImage, putDesignImage } from './design-images.ts';
import { HttpError } from '../../http/http-error.ts';

/** The design service of shop.md §7: save, read, price and list the parts of designs. */
export function designRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db } = deps.database;

  routes.post(routePathForHono(createDesignRoute.path), async (c) => {
    const input = parseInput('body', createDesignRoute.body, await jsonBody(c));
    const { uuid, created } = await createDesign(db, input);
    return c.json({ uuid }, created ? 201 : 200);
  });

  routes.get(routePathForHono(designDefaultsRoute.path), (c) => {
    const { furniture_type } = parseInput('params', designDefaultsRoute.params, c.req.param());
    return c.json({ furniture_type, structure: familyOf(furniture_type).defaults() });
  });

  routes.get(routePathForHono(designInfoRoute.path), async (c) => {
    const { uuid } = parseInput('params', designInfoRoute.params, c.req.param());
    return c.json(await getDesignInfo(db, uuid));
  });

  routes.get(routePathForHono(priceCalculateRoute.path), async (c) => {
    const { id } = parseInput('params', priceCalculateRoute.params, c.req.param());
    const query = parseInput('query', priceCalculateRoute.query, c.req.query());
    return c.json(await calculatePrice(db, id, query));
  });

  routes.get(routePathForHono(designPartsRoute.path), async (c) => {
    const { uuid } = parseInput('params', designPartsRoute.params, c.req.param());
    return c.json(await getDesignParts(db, uuid));
  });

  routes.put(routePathForHono(putDesignImageRoute.path), async (c) => {
    const { uuid, index } = parseInput('params', putDesignImageRoute.params, c.req.param());
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
    if (!(putDesignImageRoute.binaryBody.contentTypes as readonly string[]).includes(type)) {
      throw new HttpError(415, 'unsupported_media_type', 'Send the picture as image/png, image/jpeg or image/webp.');
    }
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    return c.json(await putDesignImage(db, deps.images, uuid, index, bytes), 201);
  });

  routes.get(routePathForHono(getDesignImageRoute.path), async (c) => {
    const { uuid, index } = parseInput('params', getDesignImageRoute.params, c.req.param());
    const bytes = await getDesignImage(deps.images, uuid, index);
    // A design's picture can be replaced (a newer render), so it is cached briefly, not forever.
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=300' });
  });

  return routes;
}
