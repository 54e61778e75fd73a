import { z } from 'zod';
import { JSON_BODY_MAX_BYTES, SECURITY_SCHEMES, type RouteContract } from './route.ts';
import { apiErrorSchema } from './errors.ts';

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

/** Builds the OpenAPI 3.1 document of the API from the route contracts (served at /api/openapi.json). */
export function openApiDocument(routes: readonly RouteContract[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const responses: Record<string, unknown> = {};
    for (const [status, answer] of Object.entries(route.responses)) {
      responses[status] = {
        description: answer.description,
        ...(answer.schema ? { content: { 'application/json': { schema: toSchema(answer.schema) } } } : {}),
        ...(answer.contentType ? { content: { [answer.contentType]: { schema: { type: 'string', format: 'binary' } } } } : {}),
      };
    }
    if (route.params || route.query || route.body || route.binaryBody) {
      responses['400'] ??= {
        description: 'The request does not match the schema; `fields` names each offending field.',
        content: { 'application/json': { schema: toSchema(apiErrorSchema) } },
      };
    }
    const operation: Record<string, unknown> = {
      tags: [route.service],
      summary: route.summary,
      operationId: `${route.method}${route.path.replace(/[{}]/g, '').replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
      parameters: [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')],
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
  return { openapi: '3.1.0', info, paths, components: { schemas: components(), securitySchemes: SECURITY_SCHEMES } };
}
