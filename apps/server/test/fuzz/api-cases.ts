import fc from 'fast-check';
import { z } from 'zod';
import { apiRoutes, type RouteContract } from '@masswerk/contract';
import { arbitraryOf, type JsonSchema } from './json-schema-arbitrary.ts';
import { jsonMutation, longString, oddString, mutateJson, type JsonMutation } from './mutations.ts';

// Requests generated from the contract: as the schemas allow, as known-good seeds (saved designs,
// their write tokens), and mutated (a field of the wrong type, missing or extra; an odd path segment
// or query value; a body that is not JSON; a wrong content type or method).

/** A known-good request of one route, with the values the contract cannot invent (a saved design's uuid). */
export interface RequestSeed {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  binary?: Uint8Array;
  headers?: Record<string, string>;
}

export type FuzzSeeds = ReadonlyMap<RouteContract, readonly RequestSeed[]>;

/** One request as sent, with where it came from. */
export interface FuzzRequest {
  /** The contract route it was made from ("post /designs"). */
  route: string;
  kind: 'seed' | 'generated' | 'mutated';
  /** The mutations applied, in words (for the report of a counterexample). */
  mutations: string[];
  method: string;
  /** Under /api, with the query string. */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

interface Draft {
  method: string;
  /** Path parameters: decoded values, or `raw:` + an already encoded segment. */
  params: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  body: { json: unknown } | { raw: string | Uint8Array } | undefined;
  pathSuffix: string;
}

const RAW = 'raw:';

/** Percent-encodes a path segment or query part; a lone surrogate goes out as its (invalid) UTF-8 bytes. */
export function encodePart(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

export const routeKey = (route: RouteContract) => `${route.method} ${route.path}`;
const paramNames = (route: RouteContract) => [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
}

/** Values the schema allows, from its input side (what is sent) or its output side (what it becomes). */
function schemaValues(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fc.oneof(arbitraryOf(jsonSchemaOf(schema, 'input')), arbitraryOf(jsonSchemaOf(schema, 'output')));
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

function stringRecord(value: unknown): Record<string, string> {
  if (value === null || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, asText(v)]));
}

function generatedDraft(route: RouteContract): fc.Arbitrary<Draft> {
  const params = route.params ? schemaValues(route.params).map(stringRecord) : fc.constant({});
  const query = route.query ? schemaValues(route.query).map((q) => Object.entries(stringRecord(q))) : fc.constant([] as [string, string][]);
  const body: fc.Arbitrary<Draft['body']> = route.body
    ? schemaValues(route.body).map((json) => ({ json }))
    : route.binaryBody
      ? fc.uint8Array({ maxLength: 512 }).map((raw) => ({ raw }))
      : fc.constant(undefined);
  const contentType = route.binaryBody ? fc.constantFrom(...route.binaryBody.contentTypes) : fc.constant('application/json');
  return fc.record({ params, query, body, contentType }).map(({ params, query, body, contentType }): Draft => ({
    method: route.method.toUpperCase(),
    params,
    query,
    headers: body ? { 'content-type': contentType } : ({} as Record<string, string>),
    body,
    pathSuffix: '',
  }));
}

function seedDraft(route: RouteContract, seed: RequestSeed): Draft {
  const body = seed.binary ? { raw: seed.binary } : seed.body !== undefined ? { json: seed.body } : undefined;
  const headers = { ...(body && route.body ? { 'content-type': 'application/json' } : {}), ...seed.headers };
  return { method: route.method.toUpperCase(), params: { ...seed.params }, query: Object.entries(seed.query ?? {}), headers, body, pathSuffix: '' };
}

/** One change to a whole request. */
type DraftMutation =
  | { kind: 'param'; at: number; value: string }
  | { kind: 'query-set'; at: number; value: string }
  | { kind: 'query-drop'; at: number }
  | { kind: 'query-add'; key: string; value: string }
  | { kind: 'query-repeat'; at: number; value: string }
  | { kind: 'body'; mutation: JsonMutation }
  | { kind: 'raw-body'; raw: string | Uint8Array }
  | { kind: 'header'; name: string; value: string | null }
  | { kind: 'method'; method: string }
  | { kind: 'path'; suffix: string };

const BROKEN_SEGMENTS = ['%00', '%ED%A0%80', '%C0%AF', '%', '%zz', '%E2%82', '..', '.', '%2F', '%2e%2e', '%FF%FE', ';', '%3Bx', '%20'] as const;
const rawSegment = fc.constantFrom(...BROKEN_SEGMENTS).map((segment) => `${RAW}${segment}`);

const RAW_BODIES = ['', 'null', '[]', '"text"', '0', '{', '{"a":', '{"a":1}}', '\uFEFF{}', 'NaN', '1e999', "{'a':1}", '{"__proto__":{"polluted":1}}', '{"a":1,"a":2}'];
/** How deep a generated JSON body may nest: far past the server's 64 levels, so the refusal is tried. */
const DEEP_NESTING = 60_000;

const rawBody = (): fc.Arbitrary<string | Uint8Array> => fc.oneof(
  fc.constantFrom(...RAW_BODIES),
  fc.integer({ min: 1, max: DEEP_NESTING }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 1, max: DEEP_NESTING / 5 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.constantFrom(new Uint8Array([0xff, 0xfe, 0x7b, 0x7d]), new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d])),
  fc.integer({ min: 16_000, max: 40_000 }).map((n) => JSON.stringify({ furniture_type: 'shelf', structure: { pad: 'x'.repeat(n) } })),
  fc.uint8Array({ maxLength: 64 }),
);

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'application/jsonp',
  'application/json-patch+json',
  'text/application/json',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'image/png',
  'image/svg+xml',
  'image/png; charset=utf-8',
  '',
  ';',
  'application/json;;;',
  'application/json; charset="utf-8"; x=\u00ff',
] as const;

/** Header values a client can send: visible ASCII (an HTTP client refuses control characters). */
const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 60 });

const headerMutation: fc.Arbitrary<DraftMutation> = fc.oneof(
  fc.record({ kind: fc.constant('header' as const), name: fc.constant('content-type'), value: fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: null }) }),
  fc.record({
    kind: fc.constant('header' as const),
    name: fc.constant('content-length'),
    value: fc.constantFrom('0', '-1', 'abc', '99999999999', '1e3', '2000001'),
  }),
  fc.record({
    kind: fc.constant('header' as const),
    name: fc.constantFrom('if-none-match', 'authorization', 'accept', 'x-request-id', 'x-forwarded-for'),
    value: fc.oneof(fc.constantFrom('*', 'W/"x"', '"', 'Bearer', 'Bearer ' + 'A'.repeat(64), 'Basic Zm9vOmJhcg==', 'x'.repeat(8000)), headerText),
  }),
);

function draftMutation(route: RouteContract): fc.Arbitrary<DraftMutation> {
  const value = fc.oneof(oddString, rawSegment);
  const options: fc.Arbitrary<DraftMutation>[] = [
    headerMutation,
    fc.record({ kind: fc.constant('method' as const), method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS') }),
    fc.record({ kind: fc.constant('path' as const), suffix: fc.constantFrom('/', '//', '/extra', '/..', '/%00', '.json', '/' + 'a'.repeat(3000)) }),
    fc.record({ kind: fc.constant('query-add' as const), key: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'extra', ''), oddString), value: oddString }),
  ];
  if (paramNames(route).length > 0) options.push(fc.record({ kind: fc.constant('param' as const), at: fc.nat(), value }));
  if (route.query) {
    options.push(
      fc.record({ kind: fc.constant('query-set' as const), at: fc.nat(), value: fc.oneof(oddString, longString) }),
      fc.record({ kind: fc.constant('query-drop' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('query-repeat' as const), at: fc.nat(), value: oddString }),
    );
  }
  if (route.body) {
    options.push(
      fc.record({ kind: fc.constant('body' as const), mutation: jsonMutation }),
      fc.record({ kind: fc.constant('body' as const), mutation: jsonMutation }),
      fc.record({ kind: fc.constant('raw-body' as const), raw: rawBody() }),
    );
  }
  if (route.binaryBody) options.push(fc.record({ kind: fc.constant('raw-body' as const), raw: fc.oneof(rawBody(), fc.uint8Array({ maxLength: 256 })) }));
  return fc.oneof(...options);
}

function describeMutation(m: DraftMutation): string {
  const show = (v: unknown) => {
    const text = typeof v === 'string' ? JSON.stringify(v) : v instanceof Uint8Array ? `<${v.length} bytes>` : JSON.stringify(v);
    return text && text.length > 80 ? `${text.slice(0, 60)}… (${text.length} chars)` : text;
  };
  switch (m.kind) {
    case 'body':
      return `body ${m.mutation.kind} at #${m.mutation.at}${'value' in m.mutation ? ` = ${show(m.mutation.value)}` : ''}${'key' in m.mutation ? ` key ${show(m.mutation.key)}` : ''}`;
    case 'raw-body':
      return `raw body ${show(m.raw)}`;
    case 'header':
      return `header ${m.name}: ${show(m.value)}`;
    case 'method':
      return `method ${m.method}`;
    case 'path':
      return `path + ${show(m.suffix)}`;
    case 'param':
      return `path parameter #${m.at} = ${show(m.value)}`;
    case 'query-set':
      return `query #${m.at} = ${show(m.value)}`;
    case 'query-drop':
      return `query #${m.at} dropped`;
    case 'query-add':
      return `query + ${show(m.key)}=${show(m.value)}`;
    case 'query-repeat':
      return `query #${m.at} repeated with ${show(m.value)}`;
  }
}

function applyMutation(route: RouteContract, draft: Draft, m: DraftMutation): Draft {
  const next: Draft = { ...draft, params: { ...draft.params }, query: draft.query.map(([k, v]) => [k, v] as [string, string]), headers: { ...draft.headers } };
  const names = paramNames(route);
  switch (m.kind) {
    case 'param':
      next.params[names[m.at % names.length]!] = m.value;
      break;
    case 'query-set':
      if (next.query.length > 0) next.query[m.at % next.query.length]![1] = m.value;
      else next.query.push(['quantity', m.value]);
      break;
    case 'query-drop':
      if (next.query.length > 0) next.query.splice(m.at % next.query.length, 1);
      break;
    case 'query-add':
      next.query.push([m.key, m.value]);
      break;
    case 'query-repeat':
      if (next.query.length > 0) next.query.push([next.query[m.at % next.query.length]![0], m.value]);
      break;
    case 'body':
      next.body = next.body && 'json' in next.body ? { json: mutateJson(next.body.json, m.mutation) } : { json: mutateJson(undefined, m.mutation) };
      break;
    case 'raw-body':
      next.body = { raw: m.raw };
      break;
    case 'header':
      if (m.value === null) delete next.headers[m.name];
      else next.headers[m.name] = m.value;
      break;
    case 'method':
      next.method = m.method;
      break;
    case 'path':
      next.pathSuffix += m.suffix;
      break;
  }
  return next;
}

function toRequest(route: RouteContract, draft: Draft, kind: FuzzRequest['kind'], mutations: string[]): FuzzRequest {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = draft.params[name] ?? '';
    return value.startsWith(RAW) ? value.slice(RAW.length) : encodePart(value);
  });
  const query = draft.query.map(([k, v]) => `${encodePart(k)}=${encodePart(v)}`).join('&');
  const url = `/api${path}${draft.pathSuffix}${query ? `?${query}` : ''}`;
  // fetch refuses a body on GET and HEAD.
  const canHaveBody = draft.method !== 'GET' && draft.method !== 'HEAD';
  const body = !canHaveBody || !draft.body ? undefined : 'json' in draft.body ? (JSON.stringify(draft.body.json) ?? '') : draft.body.raw;
  return { route: routeKey(route), kind, mutations, method: draft.method, url, headers: draft.headers, ...(body !== undefined ? { body } : {}) };
}

/** Requests for one route: as the contract allows, seeds as they are, and either of them mutated one to three times. */
export function routeRequests(route: RouteContract, seeds: readonly RequestSeed[] = []): fc.Arbitrary<FuzzRequest> {
  const generated = generatedDraft(route);
  const seeded = seeds.length > 0 ? fc.constantFrom(...seeds).map((seed) => seedDraft(route, seed)) : generated;
  const mutated = fc
    .tuple(fc.oneof(seeded, generated), fc.array(draftMutation(route), { minLength: 1, maxLength: 3 }))
    .map(([draft, mutations]) =>
      toRequest(
        route,
        mutations.reduce((d, m) => applyMutation(route, d, m), draft),
        'mutated',
        mutations.map(describeMutation),
      ),
    );
  return fc.oneof(
    { weight: 2, arbitrary: seeded.map((d) => toRequest(route, d, seeds.length > 0 ? 'seed' : 'generated', [])) },
    { weight: 2, arbitrary: generated.map((d) => toRequest(route, d, 'generated', [])) },
    { weight: 6, arbitrary: mutated },
  );
}

/** Requests for every route of the contract. */
export function apiRequests(seeds: FuzzSeeds = new Map(), routes: readonly RouteContract[] = apiRoutes): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...routes.map((route) => routeRequests(route, seeds.get(route) ?? [])));
}

/** Sends a generated request to the app (anything with Hono's `request`). */
export function sendRequest(app: { request: (url: string, init: RequestInit) => Response | Promise<Response> }, request: FuzzRequest): Promise<Response> {
  const body = request.body instanceof Uint8Array ? new Uint8Array(request.body) : request.body;
  return Promise.resolve(app.request(request.url, { method: request.method, headers: request.headers, body }));
}

/** A short, readable line for a request (odd characters escaped). */
export function describeRequest(request: FuzzRequest): string {
  const body =
    request.body === undefined
      ? ''
      : request.body instanceof Uint8Array
        ? ` <${request.body.length} bytes>`
        : ` ${JSON.stringify(request.body.length > 300 ? `${request.body.slice(0, 300)}… (${request.body.length} chars)` : request.body)}`;
  const url = request.url.length > 300 ? `${request.url.slice(0, 300)}… (${request.url.length} chars)` : request.url;
  return `${request.method} ${url} ${JSON.stringify(request.headers)}${body} [${request.kind} from ${request.route}${request.mutations.length ? `: ${request.mutations.join('; ')}` : ''}]`;
}

