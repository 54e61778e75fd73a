import type { z } from 'zod';
import { fieldErrorMap, fieldMessageIn } from '@masswerk/contract';
import type { Locale } from '@masswerk/domain';
import { HttpError, type FieldProblem } from './http-error.ts';

type Where = 'params' | 'query' | 'body';

/** At most this many field problems are reported in one answer: enough to act on, never megabytes. */
export const MAX_REPORTED_FIELDS = 20;

const prefixOf = (where: Where) => (where === 'params' ? 'path' : where);

/** A 400 naming each field (at most MAX_REPORTED_FIELDS) with what is wrong, in words. */
export function badRequest(fields: FieldProblem[]): HttpError {
  const shown = fields.slice(0, MAX_REPORTED_FIELDS);
  return new HttpError('bad_request', { key: 'error.bad_request.fields', params: { more: fields.length - shown.length } }, shown);
}

// A NUL character, or half of a UTF-16 surrogate pair: neither can be stored (PostgreSQL text and
// jsonb refuse them) nor shown, so they are refused at the door with the field named.
const BAD_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BAD_TEXT_MESSAGE = { key: 'field.badText' } as const;

/** How deep a request's JSON may nest: a design is about five levels deep; thousands would cost stack and time. */
export const MAX_NESTING = 64;

/**
 * The problems of the text below `value`: each string (value or key) holding a NUL or a lone surrogate,
 * and nesting deeper than MAX_NESTING. Walked with a stack of its own, so no input can overflow the call stack.
 */
export function badTextFields(value: unknown, root: string): FieldProblem[] {
  const found: FieldProblem[] = [];
  // Each entry knows its parent and key, and a path is spelled out only for a problem: a cart is read on
  // every view, and a string per field would cost more than the check itself.
  type Entry = { value: unknown; parent: Entry | null; key: string; depth: number };
  const pathOf = (entry: Entry, key?: string): string => {
    const keys = key === undefined ? [] : [key];
    for (let at: Entry | null = entry; at !== null; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.');
  };
  const stack: Entry[] = [{ value, parent: null, key: root, depth: 0 }];
  while (stack.length > 0 && found.length < MAX_REPORTED_FIELDS) {
    const entry = stack.pop()!;
    const item = entry.value;
    if (typeof item === 'string') {
      if (BAD_TEXT.test(item)) found.push({ path: pathOf(entry), message: BAD_TEXT_MESSAGE });
    } else if (item !== null && typeof item === 'object') {
      if (entry.depth >= MAX_NESTING) {
        found.push({ path: pathOf(entry), message: { key: 'field.tooDeep', params: { n: MAX_NESTING } } });
        continue;
      }
      const depth = entry.depth + 1;
      if (Array.isArray(item)) {
        for (let i = item.length - 1; i >= 0; i--) stack.push({ value: item[i], parent: entry, key: String(i), depth });
      } else {
        const keys = Object.keys(item);
        for (let i = keys.length - 1; i >= 0; i--) {
          const key = keys[i]!;
          if (BAD_TEXT.test(key)) found.push({ path: pathOf(entry, key.replace(BAD_TEXT, '?')), message: BAD_TEXT_MESSAGE });
          else stack.push({ value: (item as Record<string, unknown>)[key], parent: entry, key, depth });
        }
      }
    }
  }
  return found.slice(0, MAX_REPORTED_FIELDS);
}

/**
 * Parses one part of a request with its contract schema; a mismatch, or text that cannot be stored,
 * is a 400 naming each field in words of `locale` (the request's language, see requestLocale).
 */
export function parseInput<S extends z.ZodType>(where: Where, schema: S, value: unknown, locale: Locale): z.infer<S> {
  const bad = badTextFields(value, prefixOf(where));
  if (bad.length > 0) throw badRequest(bad);
  const result = schema.safeParse(value, { error: fieldErrorMap(locale) });
  if (!result.success) {
    throw badRequest(
      result.error.issues.map((issue) => ({ path: [prefixOf(where), ...issue.path.map(String)].join('.'), message: fieldMessageIn(issue.message, locale) })),
    );
  }
  return result.data;
}

/** The media type of a Content-Type header, lower case, without parameters ("application/json"). */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Refuses a body larger than `maxBytes` from its Content-Length, before a byte of it is read (413).
 * A body without a length (chunked) is bounded while it is read, by readBodyLimited.
 */
export function checkDeclaredLength(request: Request, maxBytes: number): void {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge(maxBytes);
}

function tooLarge(maxBytes: number): HttpError {
  const params = maxBytes >= 1_000_000 ? { size: maxBytes / 1_000_000, unit: 'MB' } : { size: Math.floor(maxBytes / 1024), unit: 'KB' };
  return new HttpError('request_too_large', { key: 'error.request_too_large', params });
}

/** Thrown when the client hangs up while its body is being read: nobody is left to answer, and it is not our fault. */
export class ClientGoneError extends Error {
  override name = 'ClientGoneError';
}

/** Reads a request body, stopping with a 413 as soon as it passes `maxBytes`. */
export async function readBodyLimited(request: Request, maxBytes: number): Promise<Uint8Array> {
  checkDeclaredLength(request, maxBytes);
  if (request.headers.get('content-length') !== null) {
    // Node's parser never delivers more bytes than Content-Length says, and that was checked above,
    // so the body is read in one piece: without the web stream, which costs more than a cart's pricing.
    try {
      return new Uint8Array(await request.arrayBuffer());
    } catch (error) {
      if (request.signal.aborted) throw new ClientGoneError('the client closed the connection while sending its body', { cause: error });
      throw error;
    }
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let part: Awaited<ReturnType<typeof reader.read>>;
    try {
      part = await reader.read();
    } catch (error) {
      if (request.signal.aborted) throw new ClientGoneError('the client closed the connection while sending its body', { cause: error });
      throw error;
    }
    if (part.done) break;
    total += part.value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(part.value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads a JSON body of at most `maxBytes`. Only `application/json` (optionally with charset=utf-8)
 * is taken: a form or text type is a 415, so no other site can post it without a CORS preflight.
 */
export async function jsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const [type, ...params] = (request.headers.get('content-type') ?? '').split(';').map((part) => part.trim().toLowerCase());
  const charsetOk = params.every((param) => param === '' || param === 'charset=utf-8');
  if (type !== 'application/json' || !charsetOk) {
    throw new HttpError('unsupported_media_type');
  }
  const bytes = await readBodyLimited(request, maxBytes);
  try {
    return JSON.parse(decoder.decode(bytes)) as unknown;
  } catch {
    throw new HttpError('bad_json', undefined, [{ path: 'body', message: { key: 'field.notJson' } }]);
  }
}
