import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import type { Database } from './client.ts';
import { claimJobs, completeJob, enqueueJob, enqueueJobs, failJob, findJob, findJobByDedupeKey } from './jobs.ts';
import { jobs } from './schema.ts';

/**
 * The jobs table on a real database: PGlite in memory, or PostgreSQL with TEST_DATABASE_URL (where two
 * claims really run at the same time on two connections). Each test uses kinds of its own, so the tests
 * share the database without seeing each other's jobs.
 */

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('enqueueJob', () => {
  it('belongs to the caller’s transaction: a rollback leaves no job, a commit leaves one', async () => {
    const { db } = database;
    await expect(
      db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'tx-test', payload: { n: 1 }, dedupeKey: 'tx-test:rolled-back' });
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    expect(await findJobByDedupeKey(db, 'tx-test:rolled-back')).toBeNull();
    expect(await claimJobs(db, { limit: 10, lockMs: 60_000, kinds: ['tx-test'] })).toEqual([]);

    const { id } = await db.transaction(async (tx) => enqueueJob(tx, { kind: 'tx-test', payload: { n: 2 }, dedupeKey: 'tx-test:committed' }));
    expect(await findJob(db, id)).toMatchObject({ kind: 'tx-test', payload: { n: 2 }, attempts: 0, maxAttempts: 10, doneAt: null, failedAt: null });
  });

  it('is a no-op for a dedupe key that is there already, even once the job is done', async () => {
    const { db } = database;
    const first = await enqueueJob(db, { kind: 'dedupe', payload: { n: 1 }, dedupeKey: 'order-confirmation:42' });
    const second = await db.transaction(async (tx) => enqueueJob(tx, { kind: 'dedupe', payload: { n: 2 }, dedupeKey: 'order-confirmation:42' }));
    expect(first.enqueued).toBe(true);
    expect(second).toEqual({ id: first.id, enqueued: false });
    const claimed = await claimJobs(db, { limit: 10, lockMs: 60_000, kinds: ['dedupe'] });
    expect(claimed.map((job) => [job.id, job.payload])).toEqual([[first.id, { n: 1 }]]);
    await completeJob(db, claimed[0]!);
    expect((await enqueueJob(db, { kind: 'dedupe', payload: { n: 3 }, dedupeKey: 'order-confirmation:42' })).enqueued).toBe(false);
    // Jobs without a key never collide.
    const a = await enqueueJob(db, { kind: 'dedupe-none', payload: {} });
    const b = await enqueueJob(db, { kind: 'dedupe-none', payload: {} });
    expect(a.id).not.toBe(b.id);
  });

  it('keeps a job for later until its run_at', async () => {
    const { db } = database;
    await enqueueJob(db, { kind: 'later', payload: {}, runAt: new Date(Date.now() + 60 * 60_000) });
    expect(await claimJobs(db, { limit: 10, lockMs: 60_000, kinds: ['later'] })).toEqual([]);
  });

  it('hands out a job of a higher priority before older ones of a lower priority', async () => {
    const { db } = database;
    await enqueueJobs(db, [1, 2, 3].map((n) => ({ kind: 'queued', payload: { n } })));
    await enqueueJobs(db, [{ kind: 'queued', payload: { n: 'waited for' }, priority: 1 }]);
    const order: unknown[] = [];
    for (let i = 0; i < 4; i++) {
      const [job] = await claimJobs(db, { limit: 1, lockMs: 60_000, kinds: ['queued'] });
      order.push(job!.payload);
      await completeJob(db, job!);
    }
    // The three of one statement share their run_at and created_at: among them any order is right.
    expect(order[0]).toEqual({ n: 'waited for' });
    expect(order.slice(1)).toEqual(expect.arrayContaining([{ n: 1 }, { n: 2 }, { n: 3 }]));
  });
});

describe('claimJobs', () => {
  it('never hands one job to two claimers at the same time', async () => {
    const { db } = database;
    for (let round = 0; round < 5; round += 1) {
      const kind = `race-${round}`;
      for (let n = 0; n < 12; n += 1) await enqueueJob(db, { kind, payload: { n } });
      const batches = await Promise.all([0, 1, 2, 3].map(() => claimJobs(db, { limit: 4, lockMs: 60_000, kinds: [kind] })));
      const ids = batches.flat().map((job) => job.id);
      expect(new Set(ids).size, `round ${round}: ${batches.map((b) => b.length).join('+')}`).toBe(ids.length);
      expect(ids).toHaveLength(12);
      for (const job of batches.flat()) expect(job.attempts).toBe(1);
      // Held: nobody gets them again while the locks last.
      expect(await claimJobs(db, { limit: 20, lockMs: 60_000, kinds: [kind] })).toEqual([]);
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('skips a job another transaction holds instead of waiting for it (PostgreSQL)', async () => {
    const { db } = database;
    const held = await enqueueJob(db, { kind: 'held', payload: { n: 1 } });
    const free = await enqueueJob(db, { kind: 'held', payload: { n: 2 } });
    await db.transaction(async (tx) => {
      // Another claimer's transaction, still open, holding the first job's row.
      await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, held.id)).for('update');
      const started = Date.now();
      const claimed = await claimJobs(db, { limit: 10, lockMs: 60_000, kinds: ['held'] });
      expect(claimed.map((job) => job.id)).toEqual([free.id]);
      expect(Date.now() - started).toBeLessThan(2_000);
    });
    expect((await claimJobs(db, { limit: 10, lockMs: 60_000, kinds: ['held'] })).map((job) => job.id)).toEqual([held.id]);
  });

  it('claims a job again once its lock has expired (its process died), and the stale attempt cannot overwrite the new one', async () => {
    const { db } = database;
    const { id } = await enqueueJob(db, { kind: 'expiry', payload: {} });
    const [first] = await claimJobs(db, { limit: 1, lockMs: 300, kinds: ['expiry'] });
    expect(first).toMatchObject({ id, attempts: 1 });
    expect(await claimJobs(db, { limit: 1, lockMs: 300, kinds: ['expiry'] })).toEqual([]);
    await sleep(450);
    const [second] = await claimJobs(db, { limit: 1, lockMs: 60_000, kinds: ['expiry'] });
    expect(second).toMatchObject({ id, attempts: 2 });
    // The first attempt reports late: its failure no longer counts.
    expect(await failJob(db, first!, { error: 'late', retryInMs: 0 })).toEqual({ outcome: 'stale' });
    await completeJob(db, second!);
    expect(await findJob(db, id)).toMatchObject({ attempts: 2, lastError: null, lockedUntil: null, failedAt: null });
    expect((await findJob(db, id))?.doneAt).toBeInstanceOf(Date);
  });

  it('gives up a job whose last attempt never reported back, keeping why', async () => {
    const { db } = database;
    const { id } = await enqueueJob(db, { kind: 'vanished', payload: {}, maxAttempts: 1 });
    expect(await claimJobs(db, { limit: 1, lockMs: 200, kinds: ['vanished'] })).toHaveLength(1);
    await sleep(350);
    expect(await claimJobs(db, { limit: 1, lockMs: 60_000, kinds: ['vanished'] })).toEqual([]);
    const row = await findJob(db, id);
    expect(row?.failedAt).toBeInstanceOf(Date);
    expect(row?.lastError).toBe('attempt 1 of 1 did not report back before its lock expired (its process stopped?)');
  });

  it('claims only the kinds asked for, oldest first', async () => {
    const { db } = database;
    const a = await enqueueJob(db, { kind: 'kind-a', payload: {}, runAt: new Date(Date.now() - 2_000) });
    await enqueueJob(db, { kind: 'kind-b', payload: {} });
    const b = await enqueueJob(db, { kind: 'kind-a', payload: {}, runAt: new Date(Date.now() - 5_000) });
    expect((await claimJobs(db, { limit: 10, lockMs: 60_000, kinds: ['kind-a'] })).map((job) => job.id)).toEqual([b.id, a.id]);
  });
});

describe('failJob', () => {
  it('sets the next attempt after the wait, and gives up after the last attempt, keeping the row and its error', async () => {
    const { db } = database;
    const { id } = await enqueueJob(db, { kind: 'failing', payload: {}, maxAttempts: 2 });
    const [first] = await claimJobs(db, { limit: 1, lockMs: 60_000, kinds: ['failing'] });
    const before = Date.now();
    const retry = await failJob(db, first!, { error: 'mail server said 421', retryInMs: 60_000 });
    expect(retry.outcome).toBe('retry');
    const runAt = retry.outcome === 'retry' ? retry.runAt.getTime() : 0;
    // The database's clock: allow for a little skew against ours.
    expect(runAt).toBeGreaterThan(before + 55_000);
    expect(runAt).toBeLessThan(Date.now() + 65_000);
    expect(await findJob(db, id)).toMatchObject({ attempts: 1, lastError: 'mail server said 421', lockedUntil: null, failedAt: null });
    expect(await claimJobs(db, { limit: 1, lockMs: 60_000, kinds: ['failing'] })).toEqual([]);

    // Due again (a wait of 0), the second and last attempt fails too.
    await db.update(jobs).set({ runAt: new Date(Date.now() - 1_000) }).where(eq(jobs.id, id));
    const [second] = await claimJobs(db, { limit: 1, lockMs: 60_000, kinds: ['failing'] });
    expect(second).toMatchObject({ id, attempts: 2 });
    expect(await failJob(db, second!, { error: `refused\u0000${'x'.repeat(5000)}`, retryInMs: 0 })).toEqual({ outcome: 'gave_up' });
    const row = await findJob(db, id);
    expect(row).toMatchObject({ attempts: 2, doneAt: null });
    expect(row?.failedAt).toBeInstanceOf(Date);
    expect(row?.lastError).toHaveLength(4000);
    expect(row?.lastError?.startsWith('refused\uFFFDxxx')).toBe(true);
    expect(await claimJobs(db, { limit: 1, lockMs: 60_000, kinds: ['failing'] })).toEqual([]);
  });

  it('gives up at once on a permanent failure', async () => {
    const { db } = database;
    const { id } = await enqueueJob(db, { kind: 'permanent', payload: {} });
    const [job] = await claimJobs(db, { limit: 1, lockMs: 60_000, kinds: ['permanent'] });
    expect(await failJob(db, job!, { error: '550 no such mailbox', retryInMs: 30_000, permanent: true })).toEqual({ outcome: 'gave_up' });
    expect(await findJob(db, id)).toMatchObject({ attempts: 1, maxAttempts: 10, lastError: '550 no such mailbox' });
  });
});
