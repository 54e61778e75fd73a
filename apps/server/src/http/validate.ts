import type { z } from 'zod';
import type { Context } from 'hono';
import { HttpError } from './http-error.ts';

type Where = 'params' | 'query' | 'body';

function fail(where: Where, error: z.ZodError): never {
  const fields = error.issues.map((issue) => ({
    path: [where === 'params' ? 'path' : where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const summary = fields.map((f) => `${f.path}: ${f.message}`).join('; ');
  throw new HttpError(400, 'bad_request', `The request is not valid. ${summary}`, fields);
}

/** Parses one part of a request with its contract schema; a mismatch is a 400 naming each field. */
export function parseInput<S extends z.ZodType>(where: Where, schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) fail(where, result.error);
  return result.data;
}

/** Reads a JSON body; a body that is not JSON is a 400, not a 500. */
export async function jsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json')) {
    throw new HttpError(415, 'unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json).');
  }
  try {
    return await c.req.json();
  } catch {
    throw new HttpError(400, 'bad_json', 'The request body is not valid JSON.');
  }
}
