import { z } from 'zod';

/**
 * Every error code the API answers with, and its HTTP status: listed once, here. The server raises
 * errors by code (the status follows), and clients can switch on the code.
 */
export const API_ERRORS = {
  bad_request: 400,
  bad_json: 400,
  write_token_required: 401,
  write_token_invalid: 403,
  user_not_signed_in: 401,
  sign_in_failed: 401,
  cross_site_request: 403,
  user_not_found: 404,
  signature_invalid: 401,
  not_found: 404,
  design_not_found: 404,
  order_not_found: 404,
  payment_not_found: 404,
  image_not_found: 404,
  method_not_allowed: 405,
  request_too_large: 413,
  image_too_large: 413,
  unsupported_media_type: 415,
  not_an_image: 415,
  invalid_design: 422,
  cart_not_orderable: 422,
  vat_number_invalid: 422,
  order_total_changed: 409,
  order_already_paid: 409,
  order_not_payable: 409,
  payment_key_reused: 409,
  payment_method_not_offered: 422,
  service_unavailable_for_design: 422,
  too_many_requests: 429,
  internal_error: 500,
  database_unavailable: 503,
  payment_provider_unavailable: 503,
  vat_lookup_failed: 503,
} as const satisfies Record<string, number>;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** One field-level problem: the dotted path of the field and what is wrong with it. */
export const fieldErrorSchema = z.object({
  path: z.string().meta({ description: 'Dotted path of the offending field, e.g. "query.country".' }),
  message: z.string().meta({ description: "What is wrong with the field, in the answer's language (Content-Language)." }),
});

/** Every 4xx/5xx answer of the API has this body. */
export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ description: `Stable machine code: ${Object.keys(API_ERRORS).join(', ')}.` }),
      message: z.string().meta({ description: "A sentence a person can act on, in the request's language (Content-Language names it)." }),
      fields: z.array(fieldErrorSchema).optional(),
    }),
  })
  .meta({ id: 'ApiError' });

export type ApiError = z.infer<typeof apiErrorSchema>;

/** A route's error answer: what it means, with the error body every error has. */
export function apiError(description: string): { description: string; schema: typeof apiErrorSchema } {
  return { description, schema: apiErrorSchema };
}
export type FieldError = z.infer<typeof fieldErrorSchema>;
