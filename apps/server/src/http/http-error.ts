import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_DEFAULT_LOCALE, API_ERRORS, apiMessage, designIssueText, type ApiError, type ApiErrorCode, type ApiErrorMessageKey, type ApiText, type FieldMessageKey } from '@masswerk/contract';
import type { DesignIssue, Locale } from '@masswerk/domain';

/**
 * One field's problem: its dotted path and what is wrong, as data worded in the answer's language (an API
 * message, or a design rule's break), or as words already (the validator's, worded in the request's language).
 */
export interface FieldProblem {
  path: string;
  message: ApiText<FieldMessageKey> | { issue: DesignIssue } | string;
}

function fieldText(message: FieldProblem['message'], locale: Locale): string {
  if (typeof message === 'string') return message;
  return 'issue' in message ? designIssueText(message.issue, locale) : apiMessage(locale, message.key, message.params);
}

/**
 * An expected failure with a message for a person; becomes the API's JSON error body, worded in the
 * request's language (`body`). Its status follows from the code (the contract's API_ERRORS); its
 * sentence is `error.{code}` of the contract's message tables unless `text` names another;
 * `headers` go out with the answer (Allow, Retry-After). `message` is the English sentence, for logs.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: ContentfulStatusCode;
  readonly text: ApiText<ApiErrorMessageKey>;
  constructor(
    readonly code: ApiErrorCode,
    text?: ApiText<ApiErrorMessageKey>,
    readonly fields?: FieldProblem[],
    readonly headers?: Record<string, string>,
  ) {
    super();
    this.status = API_ERRORS[code];
    this.text = text ?? { key: `error.${code}` };
    this.message = this.body(API_DEFAULT_LOCALE).error.message;
  }

  /**
   * The answer's body in `locale`. Besides its own parameters, the sentence may name `{fields}`: the
   * fields' problems as "path: message; ...".
   */
  body(locale: Locale): ApiError {
    const fields = this.fields?.map((f) => ({ path: f.path, message: fieldText(f.message, locale) }));
    const summary = (fields ?? []).map((f) => `${f.path}: ${f.message}`).join('; ');
    const message = apiMessage(locale, this.text.key, { ...this.text.params, fields: summary });
    return { error: { code: this.code, message, ...(fields ? { fields } : {}) } };
  }
}
