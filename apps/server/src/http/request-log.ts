import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';

export interface RequestVariables {
  requestId: string;
  log: Logger;
}

const validRequestId = /^[A-Za-z0-9._-]{1,64}$/;

/** Gives each request an id (kept from X-Request-Id when sane), a child logger, and one log line when done. */
export function requestLog(logger: Logger): MiddlewareHandler<{ Variables: RequestVariables }> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && validRequestId.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    const started = performance.now();
    await next();
    // On the answer's own headers: c.header() after the answer is made would copy the answer, and
    // with it turn its body into a stream, which costs more than most API calls' own work.
    c.res.headers.set('X-Request-Id', requestId);
    const status = c.res.status;
    const line = { method: c.req.method, path: c.req.path, status, ms: Math.round(performance.now() - started) };
    if (status >= 500) log.error(line, 'request failed');
    else log.info(line, 'request');
  };
}
