import { z } from 'zod';
import { LOCALES } from '@masswerk/domain';
import { API_DEFAULT_LOCALE, contentLanguageOf } from './api-language.ts';
import { apiErrorSchema } from './errors.ts';
import { JSON_BODY_MAX_BYTES, SECURITY_SCHEMES, type RouteContract } from './route.ts';

type JsonSchema = Record<string, unknown>;

const componentUri = (id: string) => `#/components/schemas/${id}`;

// Schemas named with .meta({ id }) become components; everything else is inlined. Zod puts named
// sub-schemas under a local $defs; their refs are pointed at the document's components instead.
function convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const id = z.globalRegistry.get(schema)?.id;
  if (id) return { $ref: componentUri(id) };
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any', io }) as JsonSchema;
  delete json.$schema;
  delete json.$defs;
  return JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
}
const toSchema = (schema: z.ZodType) => convert(schema, 'output');
const toInputSchema = (schema: z.ZodType) => convert(schema, 'input');

function components(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, { target: 'draft-2020-12', unrepresentable: 'any', io: 'output', uri: componentUri });
  for (const schema of Object.values(schemas)) delete (schema as JsonSchema).$schema;
  return schemas as Record<string, JsonSchema>;
}

function parametersOf(object: z.ZodObject | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!object) return [];
  const json = toInputSchema(object) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema,
    ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
  }));
}

const LANGUAGE_TAGS = LOCALES.map(contentLanguageOf).join(', ');

/** How an error answer's language is chosen (see api-language.ts): said once, in the document's description. */
const LANGUAGE_DESCRIPTION =
  `Every error answer (\`{ error: { code, message, fields } }\`) words \`message\` and each field's \`message\` in the request's language: ` +
  `the body's \`meta.language\` where the call has one (POST /api/checkout/carts), else the best of our languages for the Accept-Language header ` +
  `(q-values honoured; ${LANGUAGE_TAGS}; "de" is de-DE, "en-US" is en-GB), else English (${contentLanguageOf(API_DEFAULT_LOCALE)}). ` +
  'The answer names its language in Content-Language and carries Vary: Accept-Language. `code` and `path` never change with the language.';

const contentLanguageHeader = {
  'Content-Language': { description: 'The language of `message` (and of each field’s `message`).', schema: { type: 'string', enum: LOCALES.map(contentLanguageOf) } },
};

/** Builds the OpenAPI 3.1 document of the API from the route contracts (served at /api/openapi.json). */
export function openApiDocument(routes: readonly RouteContract[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const responses: Record<string, unknown> = {};
    for (const [status, answer] of Object.entries(route.responses)) {
      responses[status] = {
        description: answer.description,
        ...(Number(status) >= 400 ? { headers: contentLanguageHeader } : {}),
        ...(answer.schema ? { content: { 'application/json': { schema: toSchema(answer.schema) } } } : {}),
        ...(answer.contentType ? { content: { [answer.contentType]: { schema: { type: 'string', format: 'binary' } } } } : {}),
      };
    }
    if (route.params || route.query || route.body || route.binaryBody) {
      responses['400'] ??= {
        description: 'The request does not match the schema; `fields` names each offending field.',
        headers: contentLanguageHeader,
        content: { 'application/json': { schema: toSchema(apiErrorSchema) } },
      };
    }
    const operation: Record<string, unknown> = {
      tags: [route.service],
      summary: route.summary,
      operationId: `${route.method}${route.path.replace(/[{}]/g, '').replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
      parameters: [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query'), { $ref: '#/components/parameters/AcceptLanguage' }],
      responses,
    };
    if (route.binaryBody) {
      operation.requestBody = {
        required: true,
        description: `${route.binaryBody.description} At most ${route.binaryBody.maxBytes} bytes.`,
        content: Object.fromEntries(route.binaryBody.contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
      };
    }
    if (route.security) operation.security = [{ [route.security]: [] }];
    if (route.body) {
      operation.requestBody = {
        required: true,
        description: `At most ${route.maxBodyBytes ?? JSON_BODY_MAX_BYTES} bytes; a larger Content-Length is a 413 before the body is read.`,
        content: { 'application/json': { schema: toInputSchema(route.body) } },
      };
    }
    const apiPath = `/api${route.path}`;
    paths[apiPath] = { ...paths[apiPath], [route.method]: operation };
  }
  const acceptLanguage = {
    name: 'Accept-Language',
    in: 'header',
    required: false,
    description: 'The language of an error answer\'s words, unless the body names one in meta.language.',
    schema: { type: 'string', examples: ['de-CH, de;q=0.9, en;q=0.5'] },
  };
  return {
    openapi: '3.1.0',
    info: { ...info, description: LANGUAGE_DESCRIPTION },
    paths,
    components: { schemas: components(), parameters: { AcceptLanguage: acceptLanguage }, securitySchemes: SECURITY_SCHEMES },
  };
}
