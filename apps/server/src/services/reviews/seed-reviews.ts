import type { ContentData } from '@masswerk/contract';
import { localeInfo } from '@masswerk/domain';
import type { Db } from '../../db/client.ts';
import { insertSeedReviews } from '../../db/reviews.ts';
import type { SeedEntry } from '../content/seed-content.ts';

/**
 * The content's testimonials (content/<locale>/testimonials.json) as the first reviews: those shown on
 * the website approved, the others waiting. Each once, by its locale and key.
 */
export async function seedReviews(db: Db, entries: readonly SeedEntry[]): Promise<void> {
  const rows = entries
    .filter((entry) => entry.type === 'testimonials')
    .map((entry) => {
      const review = entry.data as ContentData<'testimonials'>;
      return {
        language: localeInfo(entry.locale).language,
        rating: review.rating,
        name: review.author,
        city: review.city,
        text: review.text,
        approved: review.showOnWebsite,
        seedKey: `${entry.locale}/${entry.key}`,
        createdAt: new Date(`${review.date}T12:00:00Z`),
      };
    });
  await insertSeedReviews(db, rows);
}
