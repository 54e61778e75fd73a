import { z } from 'zod';

/** One field-level problem: the dotted path of the field and what is wrong with it. */
export const fieldErrorSchema = z.object({
  path: z.string().meta({ description: 'Dotted path of the offending field, e.g. "query.country".' }),
  message: z.string(),
});

/** Every 4xx/5xx answer of the API has this body. */
export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ description: 'Stable machine code, e.g. "bad_request", "not_found".' }),
      message: z.string().meta({ description: 'A sentence a person can act on.' }),
      fields: z.array(fieldErrorSchema).optional(),
    }),
  })
  .meta({ id: 'ApiError' });

export type ApiError = z.infer<typeof apiErrorSchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;
