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

/** Listens on the port (0 picks a free one) and resolves once it accepts connections. */
export function listen(app: Hono<AppEnv>, port: number, hostname: string, logger: Logger): Promise<RunningServer> {
  return new Promise((resolve) => {
    const server: ServerType = serve({ fetch: app.fetch, port, hostname }, (info) => {
      resolve({ port: info.port, stop: (timeoutMs) => stop(server, timeoutMs, logger) });
    });
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
