import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { bodyLocale, bodyNamesLocale, JSON_BODY_MAX_BYTES, routePathForHono, type RouteContract } from '@masswerk/contract';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './http-error.ts';
import { localeOfRequest } from './request-locale.ts';
import { checkDeclaredLength, jsonBody, mediaTypeOf, parseInput, readBodyLimited } from './validate.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

/** What a route's handler receives: its parsed path parameters, query and JSON body, each checked against the contract. */
export interface RouteInput<R extends RouteContract> {
  params: Out<R['params']>;
  query: Out<R['query']>;
  body: R['body'] extends z.ZodType ? z.output<R['body']> : undefined;
  /**
   * A binary body (`binaryBody` routes), read only when called, so that the handler can refuse the
   * request (unknown design, no right to write) before a byte of it is read. At most `maxBytes`.
   */
  readBody: () => Promise<Uint8Array>;
}

export type RouteHandler<R extends RouteContract> = (input: RouteInput<R>, c: Context<AppEnv>) => Response | Promise<Response>;

interface Mounted {
  method: string;
  pattern: RegExp;
}

/** A regular expression matching a contract path ("/designs/{uuid}/parts") below `base` ("/api"). */
const patternOf = (base: string, path: string) =>
  new RegExp(`^${`${base}${path}`.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}/?$`);

/**
 * Mounts the contract's routes on the API: the one way a service answers a call. For each route it
 * checks the body's size (from Content-Length, before reading) and media type, reads a JSON body (its
 * `meta.language`, where the contract has one, is the request's language: see request-locale.ts),
 * parses path, query and body with the contract's schemas (400 naming each field in the request's
 * language), and, when `checkAnswers` is on (the tests), that every JSON answer parses with the
 * contract's schema for its status.
 */
export class ApiRouter {
  private readonly mounted: Mounted[] = [];

  constructor(
    private readonly app: Hono<AppEnv>,
    private readonly options: { checkAnswers?: boolean; base?: string } = {},
  ) {}

  /** Answers one contract route with `handler`, after `middleware` (rate limits, ...). */
  mount<R extends RouteContract>(route: R, handler: RouteHandler<R>, ...middleware: MiddlewareHandler<AppEnv>[]): void {
    this.mounted.push({ method: route.method.toUpperCase(), pattern: patternOf(this.options.base ?? '', route.path) });
    const checkAnswers = this.options.checkAnswers === true;
    const namesLocale = bodyNamesLocale(route.body);
    const answer: MiddlewareHandler<AppEnv> = async (c) => {
      const request = c.req.raw;
      const binary = route.binaryBody;
      if (binary) {
        if (!binary.contentTypes.includes(mediaTypeOf(request.headers.get('content-type') ?? undefined))) {
          throw new HttpError('unsupported_media_type', { key: 'error.unsupported_media_type.binary', params: { types: binary.contentTypes.join(', ') } });
        }
        // The handler reads the body later (after its own checks); its size is refused now.
        checkDeclaredLength(request, binary.maxBytes);
      }
      // The body first: its meta.language decides the words of any field's problem, the path's too.
      const json = route.body ? await jsonBody(request, route.maxBodyBytes ?? JSON_BODY_MAX_BYTES) : undefined;
      const named = namesLocale ? bodyLocale(json) : undefined;
      if (named) c.set('bodyLocale', named);
      const locale = localeOfRequest(c);
      const params = route.params ? parseInput('params', route.params, c.req.param(), locale) : {};
      const query = route.query ? parseInput('query', route.query, c.req.query(), locale) : {};
      const body = route.body ? parseInput('body', route.body, json, locale) : undefined;
      const readBody = () => {
        if (!binary) throw new Error(`${route.method} ${route.path} has no binary body`);
        return readBodyLimited(request, binary.maxBytes);
      };
      const input = { params, query, body, readBody } as RouteInput<R>;
      const response = await handler(input, c);
      if (checkAnswers) await checkAnswer(route, response);
      return response;
    };
    this.app.on(route.method.toUpperCase(), [routePathForHono(route.path)], ...middleware, answer);
  }

  /** Mounts a call that is not in the contract (the OpenAPI document itself), so that 405 knows its path. */
  mountPlain(method: 'get', path: string, handler: (c: Context<AppEnv>) => Response | Promise<Response>): void {
    this.mounted.push({ method: method.toUpperCase(), pattern: patternOf(this.options.base ?? '', path) });
    this.app.on(method.toUpperCase(), path, handler);
  }

  /** Every other request: 405 with Allow when the path exists for other methods, else 404. */
  mountFallback(): void {
    this.app.all('*', (c) => {
      const allowed = new Set(this.mounted.filter((m) => m.pattern.test(c.req.path)).map((m) => m.method));
      if (allowed.has('GET')) allowed.add('HEAD');
      if (allowed.size > 0) {
        const allow = [...allowed].sort().join(', ');
        throw new HttpError('method_not_allowed', { key: 'error.method_not_allowed', params: { method: c.req.method, path: c.req.path, allow } }, undefined, { Allow: allow });
      }
      throw new HttpError('not_found', { key: 'error.not_found.apiCall', params: { method: c.req.method, path: c.req.path } });
    });
  }
}

/** Throws when a JSON answer does not parse with the contract's schema for its status (a bug on our side). */
async function checkAnswer(route: RouteContract, answer: Response): Promise<void> {
  if (answer.status === 304) return;
  const declared = route.responses[answer.status];
  if (!declared) throw new Error(`${route.method} ${route.path} answered ${answer.status}, which its contract does not list`);
  if (!declared.schema) return;
  const parsed = declared.schema.safeParse(await answer.clone().json());
  if (!parsed.success) throw new Error(`${route.method} ${route.path} answered ${answer.status} with a body its contract refuses: ${parsed.error.message}`);
}
