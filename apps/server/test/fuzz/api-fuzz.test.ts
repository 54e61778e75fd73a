import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@masswerk/contract';
import { testAppForFile } from '../test-app.ts';
import { apiRequests, describeRequest, sendRequest, type FuzzSeeds } from './api-cases.ts';
import { answerProblems } from './answer-problems.ts';
import { fuzzSeeds } from './fuzz-seeds.ts';

// Issue 12: requests generated from the contract (valid, invalid and mutated) against the real app on a
// real database. No answer is a 5xx; every 4xx is the API's error with a message (a 400 names each field
// by path); every 2xx parses with its route's schema. A fixed seed and a bounded count here; `npm run
// bench` runs longer (bench/src/fuzz.ts). FUZZ_RUNS and FUZZ_SEED replay or extend a run.

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1_500);

const t = testAppForFile();
let seeds: FuzzSeeds;
beforeAll(async () => {
  seeds = await fuzzSeeds(t.request);
});

describe('API fuzz', () => {
  it(`answers ${RUNS} generated requests without a 5xx, with the API's errors and the contract's answers`, async () => {
    await fc.assert(
      fc.asyncProperty(apiRequests(seeds), async (request) => {
        const problems = await answerProblems(request, await sendRequest(t.app, request));
        if (problems.length > 0) throw new Error(`${describeRequest(request)}\n  ${problems.join('\n  ')}`);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  }, 120_000);

  it('checks what it claims: a 5xx, an error without a message or fields, a 2xx its contract refuses', async () => {
    const request = { route: 'get /health', kind: 'generated' as const, mutations: [], method: 'GET', url: '/api/health', headers: {} };
    const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    expect(await answerProblems(request, json({ error: { code: 'internal_error', message: 'x' } }, 500))).toHaveLength(1);
    expect(await answerProblems(request, json({ error: { code: 'not_found', message: ' ' } }, 404))).toHaveLength(1);
    expect(await answerProblems(request, json({ error: { code: 'bad_request', message: 'Bad.' } }, 400))).toHaveLength(1);
    expect(await answerProblems(request, json({ error: { code: 'bad_request', message: 'Bad.', fields: [{ path: '', message: 'x' }] } }, 400))).toHaveLength(1);
    expect(await answerProblems(request, new Response('Not Found', { status: 404 }))).toHaveLength(1);
    expect(await answerProblems(request, json({ status: 'ok' }, 200))).toHaveLength(1);
    expect(await answerProblems(request, json({ status: 'ok' }, 299))).toHaveLength(1);
    expect(await answerProblems(request, json({ error: { code: 'bad_request', message: 'Bad.', fields: [{ path: 'query.x', message: 'x' }] } }, 400))).toEqual([]);
    expect(await answerProblems(request, await t.request('/api/health'))).toEqual([]);
  });

  it('refuses a JSON body nested thousands deep with a 400 naming the body, not a 5xx', async () => {
    const depth = 10_000;
    const res = await t.request('/api/designs', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '['.repeat(depth) + ']'.repeat(depth) });
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).error.fields?.[0]?.message).toMatch(/nested more than 64 levels/);
  });

  it('names the body of a request that is not JSON', async () => {
    const res = await t.request('/api/designs', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"furniture_type":' });
    expect(res.status).toBe(400);
    const body = apiErrorSchema.parse(await res.json());
    expect(body.error.fields?.map((field) => field.path)).toEqual(['body']);
  });
});
