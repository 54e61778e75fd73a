import { companyScoreRoute, createReviewRoute, reviewListRoute } from '@masswerk/contract';
import type { ApiRouter } from '../../http/api-router.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { createReview } from './create-review.ts';
import { companyScore, listReviews } from './list-reviews.ts';

/** Reviews of the shop (shop.md §7, user service): the approved ones by language, the company score, and new ones from the review form. */
export function reviewRoutes(router: ApiRouter, deps: AppDeps): void {
  const { db } = deps.database;
  // A review is written by a person; a handful an hour from one address is plenty (README "Rate limits").
  const reviewLimit = rateLimit(deps, { name: 'reviews', points: deps.config.RATE_LIMIT_REVIEWS, durationSeconds: 3600 });

  router.mount(reviewListRoute, async ({ query }, c) => c.json(await listReviews(db, query)));
  router.mount(companyScoreRoute, async (_input, c) => c.json(await companyScore(db)));
  router.mount(createReviewRoute, async ({ body }, c) => c.json(await createReview(db, body), 201), reviewLimit);
}
