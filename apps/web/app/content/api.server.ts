import type { AppLoadContext } from 'react-router';
import type { ApiFetch, WebLoadContext, WebLog } from '@masswerk/contract';

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
 * GETs an API path and validates the answer with its contract schema. A 404 is "missing"; a network
 * error, any other status (the content fetch fails on 400 or above, spec §8) or a body that does not
 * match the schema is logged and "failed". Never throws: the page carries on without it.
 */
export async function apiGet<T>(ctx: WebLoadContext, path: string, parse: (body: unknown) => T): Promise<ApiResult<T>> {
  try {
    const res = await ctx.apiFetch(path);
    if (res.status === 404) return { ok: false, reason: 'missing' };
    if (!res.ok) {
      ctx.log.error({ path, status: res.status }, `API call failed: ${res.status}`);
      return { ok: false, reason: 'failed' };
    }
    return { ok: true, value: parse(await res.json()) };
  } catch (error) {
    ctx.log.error({ path, err: error }, 'API call failed');
    return { ok: false, reason: 'failed' };
  }
}
