import { designBreadcrumbsRoute, designDescriptionRoute, relatedColorsRoute, relatedProductsRoute, relatedShapesRoute } from '@masswerk/contract';
import type { ApiRouter } from '../../http/api-router.ts';
import type { AppDeps } from '../../http/app-env.ts';
import type { DesignCache } from '../designs/design-cache.ts';
import { designBreadcrumbs } from './breadcrumbs.ts';
import { describeDesign } from './describe-design.ts';
import { relatedDesigns } from './related-designs.ts';

/** The product page's calls of the design service (shop.md §7): descriptions, related designs, breadcrumbs. */
export function productRoutes(router: ApiRouter, deps: AppDeps, designs: DesignCache): void {
  const { db } = deps.database;

  router.mount(designDescriptionRoute, async ({ params }, c) => c.json(await describeDesign(db, c.var.log, designs, params)));

  router.mount(relatedShapesRoute, async ({ params, query }, c) => c.json(await relatedDesigns(db, designs, deps.images, { ...params, ...query, kind: 'shapes' })));
  router.mount(relatedColorsRoute, async ({ params, query }, c) => c.json(await relatedDesigns(db, designs, deps.images, { ...params, ...query, kind: 'colors' })));
  router.mount(relatedProductsRoute, async ({ params, query }, c) => c.json(await relatedDesigns(db, designs, deps.images, { ...params, ...query, kind: 'products' })));

  router.mount(designBreadcrumbsRoute, async ({ params }, c) => c.json(await designBreadcrumbs(designs, params.uuid, params.lang)));
}
