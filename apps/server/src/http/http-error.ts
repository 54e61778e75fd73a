import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldError } from '@masswerk/contract';

/** An expected failure with a status and a message for a person; becomes the API's JSON error body. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
  }
}
