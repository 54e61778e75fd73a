import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { ANSWER_OWN } from './page-cache.ts';

/** React Router's route discovery: the browser asks here for the routes of the links a page shows. */
export const MANIFEST_PATH = '/__manifest';

export interface ManifestCacheOptions {
  /** Answers kept at most (the least recently answered goes first); default 256. */
  maxEntries?: number;
  /** An answer longer than this is not kept (characters); default 256 KB. */
  maxLength?: number;
}

interface KeptAnswer {
  headers: [string, string][];
  body: string;
}

/**
 * The route discovery's answers, kept in memory by their query. An answer depends on the query alone
 * (the paths asked for and the build's version; a process serves one build), never on the visitor: it
 * runs no loader and reads no cookie, and says so (`public, immutable`). Working it out matches every
 * path against every locale's route table, some 20-30 ms of CPU for a configurator page's 40 links,
 * which the page's first 3D frame waits for on a busy machine (issue 16). Only a 200 that says
 * `immutable` and sets no cookie is kept; the query's length is bounded by the server's header limit,
 * and the number of answers by `maxEntries`, so a visitor making up queries only pushes out old ones.
 */
export function manifestCache(options: ManifestCacheOptions = {}): MiddlewareHandler<AppEnv> {
  const maxEntries = options.maxEntries ?? 256;
  const maxLength = options.maxLength ?? 256_000;
  // A Map keeps insertion order: the first key is the least recently answered.
  const answers = new Map<string, KeptAnswer>();
  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const key = new URL(c.req.url).search;
    const kept = answers.get(key);
    if (kept) {
      answers.delete(key);
      answers.set(key, kept);
      return new Response(kept.body, { status: 200, headers: kept.headers });
    }
    await next();
    const response = c.res;
    if (response.status !== 200 || response.headers.has('set-cookie') || !/\bimmutable\b/.test(response.headers.get('cache-control') ?? '')) return;
    const body = await response.clone().text();
    if (body.length > maxLength) return;
    answers.set(key, { headers: [...response.headers].filter(([name]) => !ANSWER_OWN.has(name.toLowerCase())), body });
    while (answers.size > maxEntries) answers.delete(answers.keys().next().value!);
  };
}
