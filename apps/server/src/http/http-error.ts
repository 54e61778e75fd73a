import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_ERRORS, type ApiErrorCode, type FieldError } from '@masswerk/contract';

/**
 * An expected failure with a message for a person; becomes the API's JSON error body. Its status
 * follows from the code (the contract's API_ERRORS); `headers` go out with the answer (Allow, Retry-After).
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = API_ERRORS[code];
  }
}
