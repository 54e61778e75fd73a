import { Hono } from 'hono';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { apiRoutes, routeContract } from '@masswerk/contract';
import type { AppEnv } from './app-env.ts';
import { ApiRouter } from './api-router.ts';
import { HttpError } from './http-error.ts';
import { openTestApp } from '../../test/test-app.ts';

const echoRoute = routeContract({
  method: 'post',
  path: '/echo/{id}',
  service: 'test',
  summary: 'Echoes.',
  params: z.object({ id: z.string().max(5) }),
  body: z.object({ n: z.number().int() }),
  maxBodyBytes: 100,
  responses: { 200: { description: 'ok', schema: z.object({ id: z.string(), n: z.number().int() }) } },
});

function appWith(handler: (input: { id: string; n: number }) => unknown) {
  const api = new Hono<AppEnv>();
  const router = new ApiRouter(api, { checkAnswers: true });
  router.mount(echoRoute, ({ params, body }, c) => c.json(handler({ id: params.id, n: body.n }) as object));
  router.mountFallback();
  api.onError((error, c) => (error instanceof HttpError ? c.json({ code: error.code }, error.status, error.headers) : c.text(error.message, 500)));
  return api;
}
const post = (app: Hono<AppEnv>, path: string, body: string) => app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('ApiRouter', () => {
  it('hands the handler its parsed path and body, and refuses what the contract refuses', async () => {
    const app = appWith((input) => input);
    expect(await (await post(app, '/echo/ab', '{"n":3}')).json()).toEqual({ id: 'ab', n: 3 });
    expect((await post(app, '/echo/abcdefgh', '{"n":3}')).status).toBe(400);
    expect((await post(app, '/echo/ab', '{"n":3.5}')).status).toBe(400);
    expect((await post(app, '/echo/ab', `{"n":3,"pad":"${'x'.repeat(200)}"}`)).status).toBe(413);
  });

  it('fails an answer that does not parse with the contract schema (the tests turn this on)', async () => {
    const app = appWith(({ id }) => ({ id, n: 'not a number' }));
    const res = await post(app, '/echo/ab', '{"n":3}');
    expect(res.status).toBe(500);
    expect(await res.text()).toMatch(/body its contract refuses/);
  });
});

describe('the API', () => {
  it('mounts every route of the contract', async () => {
    const t = await openTestApp();
    try {
      for (const route of apiRoutes) {
        const path = `/api${route.path.replace(/\{\w+\}/g, 'x')}`;
        const res = await t.request(path, { method: route.method.toUpperCase(), ...(route.body || route.binaryBody ? { body: '{}', headers: { 'content-type': 'application/json' } } : {}) });
        const body = res.headers.get('content-type')?.includes('json') ? ((await res.json()) as { error?: { code: string; message: string } }) : {};
        expect(res.status, `${route.method} ${route.path}`).not.toBe(405);
        expect(body.error?.message ?? '', `${route.method} ${route.path}`).not.toMatch(/^There is no API call/);
      }
    } finally {
      await t.close();
    }
  });
});
