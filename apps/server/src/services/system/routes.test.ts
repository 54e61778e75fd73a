import { describe, expect, it } from 'vitest';
import { apiErrorSchema, healthResponseSchema } from '@masswerk/contract';
import { openTestApp, testAppForFile } from '../../../test/test-app.ts';

const t = testAppForFile();

describe('GET /api/health', () => {
  it('answers ok after a database round trip and names the driver', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    const body = healthResponseSchema.parse(await res.json());
    expect(body.database.driver).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a sane incoming request id', async () => {
    const res = await t.request('/api/health', { headers: { 'X-Request-Id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
  });

  it('answers 503 with a JSON error when the database is gone', async () => {
    const broken = await openTestApp();
    await broken.database.close();
    const res = await broken.request('/api/health');
    expect(res.status).toBe(503);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe('database_unavailable');
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404', async () => {
    const res = await t.request('/api/no-such');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = apiErrorSchema.parse(await res.json());
    expect(body.error).toEqual({ code: 'not_found', message: 'There is no API call GET /api/no-such.' });
  });
});

describe('GET /api/openapi.json', () => {
  it('describes every route with its schemas', async () => {
    const res = await t.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, { type: string; required: string[] }> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/health']?.get?.responses['200']).toEqual({
      description: 'The server and its database answer.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/HealthResponse' } } },
    });
    expect(doc.components.schemas.HealthResponse?.required).toEqual(['status', 'database', 'uptimeSeconds']);
    expect(doc.components.schemas.ApiError?.type).toBe('object');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/designs',
        '/api/designs/info/{uuid}',
        '/api/designs/prices/calculate/{id}',
        '/api/designs/{uuid}/parts',
        '/api/designs/defaults/{furniture_type}',
      ]),
    );
    // A picture upload names the write token it needs, and the body limits are stated.
    const raw = doc as unknown as {
      paths: Record<string, Record<string, { security?: unknown; requestBody?: { description?: string } }>>;
      components: { securitySchemes: Record<string, { scheme: string }> };
    };
    expect(raw.paths['/api/designs/{uuid}/images/{index}']?.put?.security).toEqual([{ designWriteToken: [] }]);
    expect(raw.components.securitySchemes.designWriteToken?.scheme).toBe('bearer');
    expect(raw.paths['/api/designs/{uuid}/images/{index}']?.put?.requestBody?.description).toMatch(/At most 2000000 bytes/);
    // The language of error answers is described, and every call names the header that chooses it.
    const lang = doc as unknown as {
      info: { description: string };
      paths: Record<string, Record<string, { parameters: { $ref?: string }[]; responses: Record<string, { headers?: Record<string, unknown> }> }>>;
      components: { parameters: Record<string, { name: string; in: string }> };
    };
    expect(lang.info.description).toMatch(/meta\.language.*Accept-Language.*English/);
    expect(lang.components.parameters.AcceptLanguage).toMatchObject({ name: 'Accept-Language', in: 'header' });
    expect(lang.paths['/api/checkout/carts']?.post?.parameters).toContainEqual({ $ref: '#/components/parameters/AcceptLanguage' });
    expect(lang.paths['/api/checkout/carts']?.post?.responses['400']?.headers).toHaveProperty('Content-Language');
    // Every $ref points at a component that exists.
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)].map((m) => m[1]!);
    for (const ref of refs) expect(doc.components.schemas, ref).toHaveProperty(ref);
  });
});
