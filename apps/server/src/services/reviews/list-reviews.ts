import { localeInfo, type Locale } from '@masswerk/domain';
import type { CompanyScore, ReviewList } from '@masswerk/contract';
import type { Db } from '../../db/client.ts';
import { approvedReviews, approvedReviewScore, type ReviewRow } from '../../db/reviews.ts';

const reviewOut = (row: ReviewRow): ReviewList['items'][number] => ({
  id: row.id,
  name: row.name,
  city: row.city,
  rating: row.rating,
  text: row.text,
  language: row.language as ReviewList['items'][number]['language'],
  date: row.createdAt.toISOString().slice(0, 10),
});

/** A page of the approved reviews written in the language of `locale` (de_AT and de_CH read the German ones). */
export async function listReviews(db: Db, query: { language: Locale; page_size: number; page: number }): Promise<ReviewList> {
  const { rows, total } = await approvedReviews(db, localeInfo(query.language).language, query.page_size, (query.page - 1) * query.page_size);
  return { items: rows.map(reviewOut), total };
}

/** The company score: the mean of every approved rating, to one decimal. */
export async function companyScore(db: Db): Promise<CompanyScore> {
  const { mean, count } = await approvedReviewScore(db);
  return { score: mean === null ? 0 : Math.round(mean * 10) / 10, count, best: 5 };
}
