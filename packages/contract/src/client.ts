import type { z } from 'zod';
import type { RouteContract } from './route.ts';

type In<S> = S extends z.ZodType ? z.input<S> : never;
type Primitive = string | number | boolean;

/** What a call of `route` sends: its path parameters and query, typed by the contract's schemas. */
export type RouteArgs<R extends RouteContract> = (R['params'] extends z.ZodObject ? { params: In<R['params']> } : { params?: undefined }) &
  (R['query'] extends z.ZodObject ? { query?: { [K in keyof In<R['query']>]?: In<R['query']>[K] & (Primitive | undefined) } } : { query?: undefined });

/** A GET route that answers JSON with 200, as loaders read them. */
export type JsonGetRoute = RouteContract & { method: 'get'; responses: { 200: { schema: z.ZodType } } };

/** The answer of `route` for a status, typed by the contract's schema. */
export type RouteAnswer<R extends RouteContract, S extends keyof R['responses']> = R['responses'][S] extends { schema: infer T extends z.ZodType } ? z.output<T> : never;

/**
 * The URL path of a call (under /api), built from the contract: each `{param}` filled in and
 * percent-encoded, the query appended without the values left out. The only way the web app names
 * an API address, so a changed contract path changes every caller.
 */
export function apiPath<R extends RouteContract>(route: R, ...[args]: R['params'] extends z.ZodObject ? [RouteArgs<R>] : [RouteArgs<R>?]): string {
  const params = (args?.params ?? {}) as Record<string, Primitive>;
  const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path}: the path parameter "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
  const query = Object.entries((args?.query ?? {}) as Record<string, Primitive | undefined>)
    .filter((entry): entry is [string, Primitive] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `/api${path}${query ? `?${query}` : ''}`;
}

/** Parses an answer of `route` with the contract's schema for its status; throws when it does not match. */
export function apiAnswer<R extends RouteContract, S extends keyof R['responses'] & number>(route: R, status: S, body: unknown): RouteAnswer<R, S> {
  const schema = route.responses[status]?.schema;
  if (!schema) throw new Error(`${route.method} ${route.path} has no schema for status ${status}`);
  return schema.parse(body) as RouteAnswer<R, S>;
}
