import type { AppLoadContext } from 'react-router';
import { apiAnswer, apiPath, type ApiFetch, type RouteAnswer, type RouteArgs, type JsonGetRoute, type WebLoadContext, type WebLog } from '@masswerk/contract';

/** The server's load context, or fetch over HTTP and console when the app runs without our server. */
export function serverContext(context: AppLoadContext | undefined, request: Request): WebLoadContext {
  const given = context as Partial<WebLoadContext> | undefined;
  const apiFetch: ApiFetch = given?.apiFetch ?? ((path, init) => fetch(new URL(path, request.url), init));
  const log: WebLog = given?.log ?? {
    info: (fields, message) => console.info(message, fields),
    warn: (fields, message) => console.warn(message, fields),
    error: (fields, message) => console.error(message, fields),
  };
  return { apiFetch, log };
}

/** What an API call gave: the parsed body, "missing" on 404, or "failed" (logged) on anything else. */
export type ApiResult<T> = { ok: true; value: T } | { ok: false; reason: 'missing' | 'failed' };

/**
 * GETs an API route of the contract (its path built by `apiPath`) and parses the answer with the
 * route's schema for 200, then with `pick`. A 404 is "missing"; a network error, any other status (the
 * content fetch fails on 400 or above, spec §8) or a body that does not match is logged and "failed".
 * Never throws: the page carries on without it.
 */
export async function apiGet<R extends JsonGetRoute, T = RouteAnswer<R, 200>>(
  ctx: WebLoadContext,
  route: R,
  args: RouteArgs<R>,
  pick: (answer: RouteAnswer<R, 200>) => T = (answer) => answer as unknown as T,
): Promise<ApiResult<T>> {
  const path = apiPath(route, args as never);
  try {
    const res = await ctx.apiFetch(path);
    if (res.status === 404) return { ok: false, reason: 'missing' };
    if (!res.ok) {
      ctx.log.error({ path, status: res.status }, `API call failed: ${res.status}`);
      return { ok: false, reason: 'failed' };
    }
    return { ok: true, value: pick(apiAnswer(route, 200, await res.json())) };
  } catch (error) {
    ctx.log.error({ path, err: error }, 'API call failed');
    return { ok: false, reason: 'failed' };
  }
}
