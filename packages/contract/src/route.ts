import type { z } from 'zod';

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One HTTP call of the API: its path (OpenAPI style, `{param}`), input schemas and answers.
 * The server validates with these schemas and the OpenAPI document is generated from them.
 */
export interface RouteContract {
  method: HttpMethod;
  /** Path under /api, e.g. "/designs/info/{uuid}". */
  path: string;
  service: string;
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The largest JSON body accepted, in bytes (default JSON_BODY_MAX_BYTES); a larger one is a 413 before it is read. */
  maxBodyBytes?: number;
  /** A binary request body (an upload) instead of JSON: its accepted media types and largest size. */
  binaryBody?: { contentTypes: readonly string[]; maxBytes: number; description: string };
  responses: Record<number, { description: string; schema?: z.ZodType; contentType?: string }>;
  /** Who may call it: `designWriteToken` (a design's save answered it) or `orderAccessSecret` (an order's), as `Authorization: Bearer …`. */
  security?: keyof typeof SECURITY_SCHEMES;
}

/** The ways a caller proves it may write (OpenAPI security schemes). */
export const SECURITY_SCHEMES = {
  designWriteToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The `writeToken` that `POST /api/designs` answered with the design: only whoever saved a design may store its pictures.',
  },
  orderAccessSecret: {
    type: 'http',
    scheme: 'bearer',
    description: 'The `accessSecret` that `POST /api/checkout/orders` answered with the order (and the link in its e-mails): only its holder may read or pay the order.',
  },
  userSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'mw_session',
    description:
      'The session cookie `POST /api/users/login` sets (`__Host-mw_session` when the shop runs on https): HttpOnly, SameSite=Lax. Writes with it are refused (403 cross_site_request) unless Origin or Sec-Fetch-Site says they come from the shop itself.',
  },
} as const;

/** The largest JSON request body a route takes unless it names its own `maxBodyBytes`. */
export const JSON_BODY_MAX_BYTES = 16 * 1024;

/** Declares a route contract (identity, for type inference). */
export function routeContract<const R extends RouteContract>(route: R): R {
  return route;
}

/** What a route of a service declares besides its method, path and service. */
export type RouteDeclaration = Omit<RouteContract, 'method' | 'path' | 'service'>;

/** One object type (not an intersection), so a declared route reads like one written out. */
type Flat<T> = { [K in keyof T]: T[K] };

/**
 * The route declarations of one service: `designs.get('/designs/info/{uuid}', { summary, params, responses })`
 * names the service once per file and the method by the call; the contract keeps its literal types.
 */
export function serviceRoutes<const S extends string>(service: S) {
  const declare =
    <const M extends HttpMethod>(method: M) =>
    <const P extends string, const R extends RouteDeclaration>(path: P, route: R): Flat<{ readonly method: M; readonly path: P; readonly service: S } & R> =>
      routeContract({ method, path, service, ...route });
  return { get: declare('get'), post: declare('post'), put: declare('put'), patch: declare('patch'), delete: declare('delete') };
}

/** The Hono-style path ("/designs/info/:uuid") of a contract path ("/designs/info/{uuid}"). */
export function routePathForHono(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
