import { apiErrorSchema, apiPath, createReviewRoute, type WebLoadContext } from '@masswerk/contract';
import type { Locale } from '@masswerk/domain';

/** What sending a review came to, as the review form words it. */
export type ReviewSent =
  | { kind: 'stored' }
  | { kind: 'invalid'; fields: ('rating' | 'name' | 'text')[] }
  | { kind: 'tooMany'; minutes: number }
  | { kind: 'failed' };

/**
 * Stores a review through the API (POST /api/users/reviews), where it waits for approval. A 400 names
 * the fields; a 429 says how long to wait. Never throws: anything else is logged and "failed".
 */
export async function sendReview(ctx: WebLoadContext, review: { rating: number; name: string; text: string; locale: Locale }): Promise<ReviewSent> {
  const path = apiPath(createReviewRoute);
  try {
    const res = await ctx.apiFetch(path, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(review) });
    if (res.status === 201) return { kind: 'stored' };
    if (res.status === 429) return { kind: 'tooMany', minutes: Math.max(1, Math.ceil((Number(res.headers.get('retry-after')) || 60) / 60)) };
    if (res.status === 400) {
      const paths = apiErrorSchema.parse(await res.json()).error.fields?.map((field) => field.path) ?? [];
      const fields = (['rating', 'name', 'text'] as const).filter((field) => paths.includes(`body.${field}`));
      if (fields.length > 0) return { kind: 'invalid', fields };
    }
    ctx.log.error({ path, status: res.status }, `review: the API answered ${res.status}`);
  } catch (error) {
    ctx.log.error({ path, err: error }, 'review: the API call failed');
  }
  return { kind: 'failed' };
}
