import { localeInfo } from '@masswerk/domain';
import type { ReviewInput } from '@masswerk/contract';
import type { Db } from '../../db/client.ts';
import { insertReview } from '../../db/reviews.ts';

/** Stores a review from the review form, unapproved: nobody sees it until it is approved. */
export async function createReview(db: Db, input: ReviewInput): Promise<{ id: string; approved: false }> {
  const id = await insertReview(db, {
    language: localeInfo(input.locale).language,
    rating: input.rating,
    name: input.name,
    text: input.text,
    city: null,
    approved: false,
    seedKey: null,
  });
  return { id, approved: false };
}
