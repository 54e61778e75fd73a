import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { enqueueJob, findJob } from '../../db/jobs.ts';
import { BACKOFF, retryDelayMs } from './backoff.ts';
import { PermanentJobError, runDueJobs, startJobWorker, type JobHandlers } from './worker.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function captureLogger() {
  const lines: { level: number; msg?: string; [key: string]: unknown }[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) });
  return { logger, lines };
}

describe('retryDelayMs', () => {
  it('waits 30 s after the first failure, doubles, stops at an hour, and stretches each wait by up to a fifth', () => {
    const none = () => 0;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 50].map((attempt) => retryDelayMs(attempt, none) / 1000)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600, 3600]);
    expect(retryDelayMs(1, () => 0.999999)).toBe(36_000);
    expect(retryDelayMs(9, () => 0.5)).toBe(66 * 60_000);
    expect(BACKOFF.capMs).toBe(60 * 60_000);
  });
});

describe('runDueJobs', () => {
  it('runs a job by its kind once and marks it done', async () => {
    const { logger } = captureLogger();
    const seen: unknown[] = [];
    const handlers: JobHandlers = { 'once-ok': async (payload) => void seen.push(payload) };
    const { id } = await enqueueJob(database.db, { kind: 'once-ok', payload: { hello: 'Grüße' } });
    expect(await runDueJobs({ db: database.db, logger, handlers })).toEqual({ claimed: 1, done: 1, retried: 0, gaveUp: 0 });
    expect(seen).toEqual([{ hello: 'Grüße' }]);
    expect((await findJob(database.db, id))?.doneAt).toBeInstanceOf(Date);
    expect(await runDueJobs({ db: database.db, logger, handlers })).toEqual({ claimed: 0, done: 0, retried: 0, gaveUp: 0 });
    expect(seen).toHaveLength(1);
  });

  it('retries a failing job after the back-off, and gives it up after its last attempt with the error kept', async () => {
    const { logger, lines } = captureLogger();
    let calls = 0;
    const handlers: JobHandlers = {
      flaky: async () => {
        calls += 1;
        throw new Error(`mail server away (${calls})`);
      },
    };
    const { id } = await enqueueJob(database.db, { kind: 'flaky', payload: {}, maxAttempts: 3 });

    // The default back-off: the next attempt is 30 to 36 s away, so a round now finds nothing.
    const started = Date.now();
    expect(await runDueJobs({ db: database.db, logger, handlers })).toMatchObject({ claimed: 1, retried: 1 });
    const afterFirst = await findJob(database.db, id);
    expect(afterFirst).toMatchObject({ attempts: 1, lastError: 'Error: mail server away (1)', failedAt: null, doneAt: null });
    expect(afterFirst!.runAt.getTime() - started).toBeGreaterThanOrEqual(29_000);
    expect(afterFirst!.runAt.getTime() - started).toBeLessThanOrEqual(37_000);
    expect(await runDueJobs({ db: database.db, logger, handlers })).toMatchObject({ claimed: 0 });

    // With waits of 0 the remaining attempts follow at once; the third is the last.
    const immediately = { db: database.db, logger, handlers, retryDelayMs: () => 0 };
    await enqueueJob(database.db, { kind: 'flaky', payload: {}, maxAttempts: 3, dedupeKey: 'flaky:second' });
    const second = await runDueJobs(immediately);
    expect(second).toMatchObject({ claimed: 1, retried: 1 });
    expect(await runDueJobs(immediately)).toMatchObject({ claimed: 1, retried: 1 });
    expect(await runDueJobs(immediately)).toMatchObject({ claimed: 1, gaveUp: 1 });
    expect(await runDueJobs(immediately)).toMatchObject({ claimed: 0 });
    const { id: secondId } = await enqueueJob(database.db, { kind: 'flaky', payload: {}, dedupeKey: 'flaky:second' });
    const given = await findJob(database.db, secondId);
    expect(given).toMatchObject({ attempts: 3, maxAttempts: 3, doneAt: null, lastError: `Error: mail server away (${calls})` });
    expect(given?.failedAt).toBeInstanceOf(Date);
    expect(lines.filter((line) => line.msg === 'job failed; it will be retried')).toHaveLength(3);
    expect(lines.filter((line) => line.msg === 'job failed and was given up')).toMatchObject([{ level: 50, jobId: secondId, attempt: 3 }]);
  });

  it('gives a job up at once on a PermanentJobError', async () => {
    const { logger } = captureLogger();
    const { id } = await enqueueJob(database.db, { kind: 'doomed', payload: {} });
    const handlers: JobHandlers = { doomed: () => Promise.reject(new PermanentJobError('the payload is no mail')) };
    expect(await runDueJobs({ db: database.db, logger, handlers })).toMatchObject({ claimed: 1, gaveUp: 1 });
    expect(await findJob(database.db, id)).toMatchObject({ attempts: 1, lastError: 'PermanentJobError: the payload is no mail' });
  });

  it('stops an attempt at its time limit (aborting its signal) and retries it', async () => {
    const { logger } = captureLogger();
    const { id } = await enqueueJob(database.db, { kind: 'slow', payload: {} });
    let aborted: unknown;
    const handlers: JobHandlers = {
      slow: (_payload, { signal }) =>
        new Promise<void>(() => {
          signal.addEventListener('abort', () => (aborted = signal.reason));
        }),
    };
    const started = Date.now();
    expect(await runDueJobs({ db: database.db, logger, handlers, timeoutMs: 200 })).toMatchObject({ claimed: 1, retried: 1 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(aborted).toBeInstanceOf(Error);
    expect(await findJob(database.db, id)).toMatchObject({ lastError: 'JobTimeoutError: the job did not finish within 200 ms' });
  });

  it('leaves kinds it has no handler for to processes that have one', async () => {
    const { logger } = captureLogger();
    const { id } = await enqueueJob(database.db, { kind: 'newer-kind', payload: {} });
    expect(await runDueJobs({ db: database.db, logger, handlers: { 'older-kind': async () => {} } })).toMatchObject({ claimed: 0 });
    expect(await findJob(database.db, id)).toMatchObject({ attempts: 0, doneAt: null, failedAt: null });
  });
});

describe('startJobWorker', () => {
  it('polls, runs what is due, and after stop() claims nothing more', async () => {
    const { logger } = captureLogger();
    const ran: string[] = [];
    let notify: () => void = () => {};
    const handlers: JobHandlers = {
      polled: async (payload) => {
        ran.push((payload as { name: string }).name);
        notify();
      },
    };
    const worker = startJobWorker({ db: database.db, logger, handlers, pollMs: 50 });
    const ranFirst = new Promise<void>((resolve) => (notify = resolve));
    await enqueueJob(database.db, { kind: 'polled', payload: { name: 'first' } });
    await ranFirst;
    await worker.stop();
    const { id } = await enqueueJob(database.db, { kind: 'polled', payload: { name: 'after stop' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ran).toEqual(['first']);
    expect(await findJob(database.db, id)).toMatchObject({ attempts: 0 });
  });
});
