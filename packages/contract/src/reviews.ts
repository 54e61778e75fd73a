import { z } from 'zod';
import { apiError } from './errors.ts';
import { serviceRoutes } from './route.ts';
import { fieldMessage } from './field-messages.ts';
import { localeSchema } from './content.ts';

// Reviews of the shop (shop.md §7, user service: GET /reviews with language, GET /reviews/company-score).
// A review sent through the hidden review form is stored unapproved; only approved ones are answered.

export const REVIEW_NAME_MAX = 120;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEWS_PAGE_MAX = 50;

/** Text a person wrote: trimmed, with at least one character that is not a space, and not longer than `max`. */
const written = (max: number) =>
  z
    .string({ message: fieldMessage('field.required') })
    .trim()
    .min(1, { message: fieldMessage('field.notEmpty') })
    .max(max, { message: fieldMessage('field.maxCharacters', { n: max }) });

const ratingMessage = fieldMessage('field.wholeNumberRange', { min: 1, max: 5 });

export const reviewInputSchema = z
  .object({
    rating: z.number({ message: ratingMessage }).int({ message: ratingMessage }).min(1, { message: ratingMessage }).max(5, { message: ratingMessage }),
    name: written(REVIEW_NAME_MAX),
    text: written(REVIEW_TEXT_MAX),
    locale: localeSchema.meta({ description: 'The locale of the page it was written on; the review is shown to pages of its language.' }),
  })
  .strict()
  .meta({ id: 'ReviewInput' });
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewReceivedSchema = z
  .object({ id: z.uuid(), approved: z.literal(false).meta({ description: 'A new review waits for approval before it is shown.' }) })
  .meta({ id: 'ReviewReceived' });

export const reviewSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    city: z.string().nullable(),
    rating: z.number().int().min(1).max(5),
    text: z.string(),
    language: z.enum(['de', 'fr', 'en', 'nl']),
    date: z.string().meta({ description: 'yyyy-mm-dd' }),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

export const reviewListSchema = z
  .object({ items: z.array(reviewSchema), total: z.number().int().meta({ description: 'Approved reviews in this language.' }) })
  .meta({ id: 'ReviewList' });
export type ReviewList = z.infer<typeof reviewListSchema>;

export const companyScoreSchema = z
  .object({
    score: z.number().meta({ description: 'The mean rating of every approved review, one decimal; 0 when there is none.' }),
    count: z.number().int(),
    best: z.literal(5),
  })
  .meta({ id: 'CompanyScore' });
export type CompanyScore = z.infer<typeof companyScoreSchema>;

const users = serviceRoutes('users');
const pageSizeMessage = fieldMessage('field.wholeNumberRange', { min: 1, max: REVIEWS_PAGE_MAX });
const pageMessage = fieldMessage('field.wholeNumberRange', { min: 1, max: 1000 });

export const reviewListRoute = users.get('/users/reviews', {
  summary: "Approved reviews written in the language of a locale, the newest first.",
  query: z.object({
    language: localeSchema.meta({ description: "The page's locale (de_AT and de_CH read the German reviews)." }),
    page_size: z.coerce
      .number({ message: pageSizeMessage })
      .int({ message: pageSizeMessage })
      .min(1, { message: pageSizeMessage })
      .max(REVIEWS_PAGE_MAX, { message: pageSizeMessage })
      .default(6),
    page: z.coerce.number({ message: pageMessage }).int({ message: pageMessage }).min(1, { message: pageMessage }).max(1000, { message: pageMessage }).default(1),
  }),
  responses: { 200: { description: 'The reviews.', schema: reviewListSchema } },
});

export const companyScoreRoute = users.get('/users/reviews/company-score', {
  summary: 'The mean rating of every approved review, in every language.',
  responses: { 200: { description: 'The score.', schema: companyScoreSchema } },
});

export const createReviewRoute = users.post('/users/reviews', {
  summary: 'Stores a review from the review form; it is shown only once approved.',
  body: reviewInputSchema,
  maxBodyBytes: 16 * 1024,
  responses: {
    201: { description: 'Stored, waiting for approval.', schema: reviewReceivedSchema },
    413: apiError('The body is larger than a review can be.'),
    429: apiError('Too many reviews from this address within the hour; `Retry-After` says how many seconds to wait.'),
  },
});

export const reviewRoutes = [reviewListRoute, companyScoreRoute, createReviewRoute] as const;
