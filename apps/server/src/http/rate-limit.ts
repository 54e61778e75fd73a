import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type pg from 'pg';
import type { Logger } from '../logger.ts';
import { HttpError } from './http-error.ts';

/** One limit: `points` requests per `durationSeconds` and key. */
export interface RateLimitOptions {
  /** Names the limit; its counters are kept apart from every other limit's ("design-saves"). */
  name: string;
  /** Requests allowed per window and key; 0 switches the limit off. */
  points: number;
  durationSeconds: number;
  /** Whom a request counts against; default: the client's address (see `clientAddress`). */
  key?: (c: Context) => string;
}

/** What a limit needs of the app: where to keep its counters, whether to believe proxies, where to log. */
export interface RateLimitDeps {
  /** A PostgreSQL pool: counters live in a table there, shared by every server process on that database. Absent: in memory. */
  database: { pool?: pg.Pool };
  config: { TRUST_PROXY: number };
  logger?: Pick<Logger, 'warn'>;
}

/** The table every limit shares on PostgreSQL; each limit's keys start with its name. */
export const RATE_LIMIT_TABLE = 'rate_limits';

/** The key of a request that came without a socket (app.request in tests): all such requests share one limit. */
export const NO_SOCKET_KEY = 'no-socket';

/**
 * The client's address: the socket's peer, or with `trustProxyHops` = n > 0 the address the n-th proxy
 * from us saw (X-Forwarded-For read from the right, as each proxy appends the address it was reached
 * from). Entries further left are written by the client itself and never believed.
 */
export function clientAddress(trustProxyHops: number): (c: Context) => string {
  return (c) => {
    let socketAddress: string | undefined;
    try {
      socketAddress = getConnInfo(c).remote.address;
    } catch {
      // No Node socket behind this request (an in-process app.request).
    }
    const hops = [socketAddress ?? NO_SOCKET_KEY];
    if (trustProxyHops > 0) {
      const forwarded = (c.req.header('x-forwarded-for') ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      hops.push(...forwarded.reverse());
    }
    return hops[Math.min(trustProxyHops, hops.length - 1)]!;
  };
}

function limiterFor(deps: RateLimitDeps, options: RateLimitOptions): { limiter: RateLimiterAbstract; ready: Promise<void> } {
  const common = { keyPrefix: options.name, points: options.points, duration: options.durationSeconds };
  const { pool } = deps.database;
  if (!pool) return { limiter: new RateLimiterMemory(common), ready: Promise.resolve() };
  let settle!: (error?: unknown) => void;
  const created = new Promise<unknown>((resolve) => (settle = resolve));
  const limiter = new RateLimiterPostgres(
    {
      ...common,
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      // A database that fails mid-request must not turn writes into 500s: this process counts on
      // its own until the database answers again.
      insuranceLimiter: new RateLimiterMemory(common),
    },
    (error?: unknown) => settle(error),
  );
  const ready = created.then((error) => {
    if (error) deps.logger?.warn({ err: error, limit: options.name }, 'rate limit: the table could not be created; counting in memory');
  });
  return { limiter, ready };
}

/** Keys longer than the store's column (255) are hashed; addresses never are. */
function storeKey(key: string): string {
  return key.length <= 200 ? key : createHash('sha256').update(key).digest('hex');
}

/** A limit to count against by a key the caller knows only later (the e-mail address of a parsed body). */
export interface KeyedRateLimit {
  /** Counts one request against `key`; throws the 429 HttpError once the key has used up its points. */
  consume(key: string): Promise<void>;
}

/** A limit counted by a key the caller names (see `rateLimit` for a limit counted per request). */
export function keyedRateLimit(deps: RateLimitDeps, options: Omit<RateLimitOptions, 'key'>): KeyedRateLimit {
  if (options.points <= 0) return { consume: () => Promise.resolve() };
  const { limiter, ready } = limiterFor(deps, options);
  return {
    async consume(key) {
      await ready;
      try {
        await limiter.consume(storeKey(key));
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw new HttpError('too_many_requests', { key: 'error.too_many_requests', params: { seconds } }, undefined, { 'Retry-After': String(seconds) });
      }
    },
  };
}

/**
 * Hono middleware that counts each request against its key and answers 429 with Retry-After (whole
 * seconds) once the key has used up its points in the current window. Counters live in memory, or in
 * PostgreSQL when the app runs on a server, so that every process on that database shares the limit.
 */
export function rateLimit(deps: RateLimitDeps, options: RateLimitOptions): MiddlewareHandler {
  if (options.points <= 0) return (_c, next) => next();
  const limit = keyedRateLimit(deps, options);
  const keyOf = options.key ?? clientAddress(deps.config.TRUST_PROXY);
  return async (c, next) => {
    await limit.consume(keyOf(c));
    await next();
  };
}
