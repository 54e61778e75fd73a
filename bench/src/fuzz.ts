// The API fuzz of apps/server/test/fuzz, longer than in `npm test` and over real HTTP: cases tried,
// 5xx answers (and other broken answers), and the server process's memory before and after.
// A row group of `npm run bench`, or alone: `node --import tsx bench/src/fuzz.ts`
// (FUZZ_CASES, default 20 000; FUZZ_SECONDS, default 60, whichever comes first; FUZZ_SEED).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { apiRequests, describeRequest, type FuzzRequest } from '../../apps/server/test/fuzz/api-cases.ts';
import { answerProblems } from '../../apps/server/test/fuzz/answer-problems.ts';
import { fuzzSeeds } from '../../apps/server/test/fuzz/fuzz-seeds.ts';
import { startProcess, stopProcess } from '../../tooling/server-process.mjs';
import { printTable, type Row } from './table.ts';

const GROUP = 'fuzz';
const CASES = Number(process.env.FUZZ_CASES ?? 20_000);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 60);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const CHUNK = 200;

interface Memory {
  rss: number;
  heapUsed: number;
}

/**
 * The server side, in a process of its own (so that its memory is the server's alone): the real app on
 * an in-memory PGlite, answers checked against the contract (a mismatch is a 500), write limits off
 * (every request comes from 127.0.0.1), and /bench/memory, which collects garbage first.
 */
async function serve(): Promise<void> {
  const { serve: listen } = await import('@hono/node-server');
  const { pino } = await import('pino');
  const { createApp } = await import('../../apps/server/src/app.ts');
  const { configFrom } = await import('../../apps/server/src/config.ts');
  const { openDatabase } = await import('../../apps/server/src/db/client.ts');
  const { seed } = await import('../../apps/server/src/db/seed.ts');
  const { fitImages } = await import('../../apps/server/src/services/images/fit-image.ts');
  const { fileImageStore } = await import('../../apps/server/src/storage/image-store.ts');
  const dir = mkdtempSync(join(tmpdir(), 'masswerk-fuzz-'));
  const config = configFrom({ LOG_LEVEL: 'silent', RATE_LIMIT_DESIGN_SAVES: '0', RATE_LIMIT_IMAGE_UPLOADS: '0' });
  const database = await openDatabase({ memory: true });
  await seed(database.db, config);
  const app = createApp({
    database,
    config,
    logger: pino({ level: 'silent' }),
    images: fileImageStore(join(dir, 'images')),
    fitImages: fitImages({ publicDir: join(dir, 'public'), cacheDir: join(dir, 'fit-cache') }),
    startedAt: Date.now(),
    checkAnswers: true,
  });
  app.get('/bench/memory', (c) => {
    globalThis.gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    return c.json({ rss, heapUsed } satisfies Memory);
  });
  listen({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(JSON.stringify({ port: info.port })));
  process.on('SIGTERM', () => {
    rmSync(dir, { recursive: true, force: true });
    void database.close().then(() => process.exit(0));
  });
}

/** Sends a generated request over HTTP; the client sets Content-Length itself (a wrong one would break the framing, not test the app). */
async function send(base: string, request: FuzzRequest): Promise<Response> {
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== 'content-length'));
  const body = request.body instanceof Uint8Array ? new Uint8Array(request.body) : request.body;
  return fetch(base + request.url, { method: request.method, headers, body, redirect: 'manual' });
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Runs the fuzz against a fresh server process and returns its rows; prints one example of each kind of failure. */
export async function fuzzRows(): Promise<Row[]> {
  const { child, port } = await startProcess(['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], {});
  const base = `http://127.0.0.1:${port}`;
  try {
    // Redirects are answers to read (the sandbox's return), as in the vitest fuzz: Node's fetch must not follow them.
    const seeds = await fuzzSeeds((url, init) => fetch(base + url, { ...init, redirect: 'manual' }));
    const memory = async () => (await (await fetch(`${base}/bench/memory`)).json()) as Memory;
    const before = await memory();
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    const examples = new Map<string, { count: number; size: number; example: string }>();
    let cases = 0;
    let serverErrors = 0;
    let otherProblems = 0;
    let transportErrors = 0;
    let tooLong = 0;
    const arbitrary = apiRequests(seeds);
    for (let chunk = 0; cases < CASES && performance.now() < deadline; chunk++) {
      for (const request of fc.sample(arbitrary, { seed: SEED + chunk, numRuns: Math.min(CHUNK, CASES - cases) })) {
        if (performance.now() >= deadline) break;
        cases++;
        let problems: string[];
        try {
          const response = await send(base, request);
          // Node's HTTP parser answers a request line and headers over 16 KB itself, before the app sees it.
          if (response.status === 431) {
            tooLong++;
            await response.arrayBuffer();
            continue;
          }
          problems = await answerProblems(request, response);
        } catch (error) {
          transportErrors++;
          problems = [`no answer: ${String(error)}`];
        }
        if (problems.length === 0) continue;
        if (/^5\d\d/.test(problems[0]!)) serverErrors++;
        else otherProblems++;
        // One example per route and problem (the smallest request: the easiest to read); the rest are counted.
        const kind = `${request.route} | ${problems[0]!.slice(0, 40)}`;
        const example = `${describeRequest(request)}\n    ${problems.join('\n    ')}`;
        const seen = examples.get(kind);
        const size = request.url.length + (request.body?.length ?? 0);
        if (!seen || size < seen.size) examples.set(kind, { count: (seen?.count ?? 0) + 1, size, example });
        else seen.count++;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const after = await memory();
    for (const [kind, { count, example }] of examples) console.log(`fuzz: ${count} x ${kind}, e.g.\n  ${example.slice(0, 1200)}`);
    return [
      { group: GROUP, name: `cases tried (seed ${SEED}, ${seconds.toFixed(0)} s, over HTTP)`, value: String(cases), target: `${CASES} or ${SECONDS} s` },
      { group: GROUP, name: '5xx answers', value: String(serverErrors), target: '0' },
      { group: GROUP, name: 'other broken answers (4xx without message or field path, 2xx off contract)', value: String(otherProblems), target: '0' },
      { group: GROUP, name: 'requests without an answer', value: String(transportErrors), target: '0' },
      { group: GROUP, name: "431 from Node's HTTP parser (URL and headers over 16 KB, not seen by the app)", value: String(tooLong) },
      { group: GROUP, name: 'server RSS before -> after (after GC)', value: `${mb(before.rss)} -> ${mb(after.rss)}` },
      { group: GROUP, name: 'server heap used before -> after (after GC)', value: `${mb(before.heapUsed)} -> ${mb(after.heapUsed)}` },
    ];
  } finally {
    await stopProcess(child);
  }
}

if (process.argv.includes('--serve')) await serve();
else if (process.argv[1] === fileURLToPath(import.meta.url)) printTable(await fuzzRows());
