import {
  createDesignRoute,
  designDefaultsRoute,
  designInfoRoute,
  designPartsRoute,
  getDesignImageRoute,
  getDesignThumbnailRoute,
  getDefaultsPictureRoute,
  priceCalculateRoute,
  putDesignImageRoute,
} from '@masswerk/contract';
import { familyOf } from '@masswerk/domain';
import type { ApiRouter } from '../../http/api-router.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { calculatePrice } from './calculate-price.ts';
import { createDesign } from './create-design.ts';
import type { DesignCache } from './design-cache.ts';
import { authorizeDesignImage, getDesignImage, putDesignImage } from './design-images.ts';
import { getDesignInfo } from './get-design-info.ts';
import { getDesignParts } from './get-design-parts.ts';
import { HttpError } from '../../http/http-error.ts';
import { enqueueDefaultsPicture } from '../pictures/picture-job.ts';
import { defaultsPictureKey, defaultsPictureVersion, thumbnailKey } from '../pictures/picture-store.ts';

/** The design service of shop.md §7: save, read, price and list the parts of designs, and their pictures. */
export function designRoutes(router: ApiRouter, deps: AppDeps, designs: DesignCache): void {
  const { db } = deps.database;

  // Writes are limited per client address (README "Rate limits"); reads are not.
  const saveLimit = rateLimit(deps, { name: 'design-saves', points: deps.config.RATE_LIMIT_DESIGN_SAVES, durationSeconds: 60 });
  const uploadLimit = rateLimit(deps, { name: 'design-image-uploads', points: deps.config.RATE_LIMIT_IMAGE_UPLOADS, durationSeconds: 60 });

  router.mount(createDesignRoute, async ({ body }, c) => c.json(await createDesign(db, body), 201), saveLimit);

  router.mount(designDefaultsRoute, ({ params }, c) =>
    c.json({ furniture_type: params.furniture_type, structure: familyOf(params.furniture_type).defaults() as unknown as Record<string, unknown> }),
  );

  // The poster of a new design's configurator. Missing, it is asked of the picture job (once per version).
  router.mount(getDefaultsPictureRoute, async ({ params }, c) => {
    const type = params.furniture_type;
    const bytes = await deps.images.get(defaultsPictureKey(type));
    if (!bytes) {
      await enqueueDefaultsPicture(db, type);
      throw new HttpError('image_not_found');
    }
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=300', ETag: `"${defaultsPictureVersion(type)}"` });
  });

  router.mount(designInfoRoute, async ({ params }, c) => c.json(await getDesignInfo(designs, deps.images, params.uuid)));

  router.mount(priceCalculateRoute, async ({ params, query }, c) => c.json(await calculatePrice(designs, params.id, query)));

  router.mount(designPartsRoute, async ({ params }, c) => c.json(await getDesignParts(designs, params.uuid)));

  router.mount(putDesignImageRoute, async ({ params, readBody }, c) => {
    // Who may write, and whether the design exists, are settled before a byte of the picture is read.
    await authorizeDesignImage(db, params.uuid, c.req.header('authorization'));
    return c.json(await putDesignImage(deps.images, params.uuid, params.index, await readBody()), 201);
  }, uploadLimit);

  router.mount(getDesignImageRoute, async ({ params }, c) => {
    const bytes = await getDesignImage(deps.images, params.uuid, params.index);
    // A design's picture can be replaced (a newer render), so it is cached briefly, not forever.
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=300' });
  });

  router.mount(getDesignThumbnailRoute, async ({ params }, c) => {
    const bytes = await deps.images.get(thumbnailKey(params.uuid));
    if (!bytes) throw new HttpError('image_not_found');
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=300' });
  });
}
