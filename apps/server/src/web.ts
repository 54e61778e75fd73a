import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import type { WebLoadContext } from '@masswerk/contract';

/** Where `react-router build` puts the web app (apps/web/build), from src/ and from dist/. */
export const defaultWebBuildDir = fileURLToPath(new URL('../../web/build', import.meta.url));

/** The built web app: its static files and its server-rendering request handler. */
export interface WebApp {
  clientDir: string;
  handler: (request: Request, context: WebLoadContext) => Promise<Response>;
  /** The page cache's key for this request, or null when its page must not be shared (the web app's `pageCacheKey`). */
  cacheKey: (request: Request) => string | null;
}

/** Loads the *built* web app (never its source); fails with a clear message when it is not built. */
export async function loadWeb(buildDir: string): Promise<WebApp> {
  const serverEntry = join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`The web app is not built: ${serverEntry} is missing. Run "npm run build" first.`);
  }
  const { build, createRequestHandler } = await withReactProduction(async () => ({
    createRequestHandler: (await import('react-router')).createRequestHandler,
    build: (await import(pathToFileURL(serverEntry).href)) as ServerBuild,
  }));
  const handle = createRequestHandler(build, 'production');
  // entry.server.tsx's own export; a build without it (the API-only stand-in of the process tests) shares no page.
  const pageCacheKey = (build.entry as { module?: { pageCacheKey?: (request: Request) => string | null } } | undefined)?.module?.pageCacheKey;
  return {
    clientDir: resolve(buildDir, 'client'),
    handler: (request, context) => handle(request, { ...context }),
    cacheKey: (request) => pageCacheKey?.(request) ?? null,
  };
}

/**
 * Loads with React's production build. React picks its build from NODE_ENV once, when it is first
 * loaded; the shop's own NODE_ENV (development unless set: the dev mail page) has nothing to say about
 * it. The browser runs the production build, and the development one rendered a configurator page in
 * about 60 % more time (more checks, and a component stack kept for every element).
 */
export async function withReactProduction<T>(load: () => Promise<T>): Promise<T> {
  const shopEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await load();
  } finally {
    if (shopEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = shopEnv;
  }
}
