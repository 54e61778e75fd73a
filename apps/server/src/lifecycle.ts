import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppEnv } from './http/app-env.ts';
import type { Logger } from './logger.ts';

/** A listening server and how to stop it gracefully. */
export interface RunningServer {
  port: number;
  /** Stops accepting, lets in-flight requests finish (closing them after `timeoutMs`), then resolves. */
  stop(timeoutMs: number): Promise<void>;
}

/**
 * How long a client may take (README "Server time-outs"). Headers: 10 s, so a client that trickles
 * them in (slowloris) cannot hold a connection; a whole request: 60 s, a 2 MB picture from a slow
 * phone included; an idle keep-alive connection: 65 s, longer than the proxies in front of a server
 * keep theirs (60 s is common): the side that closes an idle connection must be the one that waits
 * longer, or a request sent on it as it closes is reset (docs/decisions.md "Keep-alive"). The
 * time-outs are checked every second.
 */
export const SERVER_TIMEOUTS = { headersTimeoutMs: 10_000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 65_000, checkIntervalMs: 1_000 };
export type ServerTimeouts = typeof SERVER_TIMEOUTS;

/** Listens on the port (0 picks a free one) and resolves once it accepts connections. */
export function listen(app: Hono<AppEnv>, port: number, hostname: string, logger: Logger, timeouts: ServerTimeouts = SERVER_TIMEOUTS): Promise<RunningServer> {
  return new Promise((resolve) => {
    const server: ServerType = serve(
      {
        fetch: app.fetch,
        port,
        hostname,
        serverOptions: {
          headersTimeout: timeouts.headersTimeoutMs,
          requestTimeout: timeouts.requestTimeoutMs,
          keepAliveTimeout: timeouts.keepAliveTimeoutMs,
          connectionsCheckingInterval: timeouts.checkIntervalMs,
        },
      },
      (info) => {
        resolve({ port: info.port, stop: (timeoutMs) => stop(server, timeoutMs, logger) });
      },
    );
  });
}

function stop(server: ServerType, timeoutMs: number, logger: Logger): Promise<void> {
  return new Promise((resolve, reject) => {
    const force = setTimeout(() => {
      logger.warn('shutdown timed out; closing open connections');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, timeoutMs);
    force.unref();
    server.close((error) => {
      clearTimeout(force);
      if (error) reject(error);
      else resolve();
    });
    // Keep-alive sockets that carry no request would otherwise hold close() open.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}
