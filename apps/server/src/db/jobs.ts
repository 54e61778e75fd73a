import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { findRowBy } from './rows.ts';
import { jobs } from './schema.ts';

/**
 * The jobs table (schema.ts `jobs`): side effects enqueued in the transaction of the change they follow
 * from, claimed by any server process with `FOR UPDATE SKIP LOCKED`, retried with back-off. Every time
 * is the database's clock (`now()`), so processes on different machines agree on what is due.
 */

export type JobRow = typeof jobs.$inferSelect;

/** A job to enqueue. `payload` is stored as jsonb: plain JSON values only (no Date, no undefined in arrays, no NUL characters). */
export interface NewJob {
  kind: string;
  payload: unknown;
  /** Enqueueing a key that is already there (done, failed or open) is a no-op: "order-confirmation:<orderId>". */
  dedupeKey?: string;
  /** Not before this moment; default: at once. */
  runAt?: Date;
  /** Attempts before the job is given up (kept with its last error); default 10. */
  maxAttempts?: number;
  /** Claimed before due jobs of a lower priority (someone waits for it); default 0. */
  priority?: number;
}

/** The job's id, and whether this call added it (false: its dedupe key was there already, the id is that job's). */
export interface EnqueuedJob {
  id: string;
  enqueued: boolean;
}

/** The row of a new job: the table's defaults where the job leaves a field out. */
function jobRow(job: NewJob): typeof jobs.$inferInsert {
  return {
    kind: job.kind,
    payload: job.payload,
    dedupeKey: job.dedupeKey ?? null,
    ...(job.runAt ? { runAt: job.runAt } : {}),
    ...(job.maxAttempts !== undefined ? { maxAttempts: job.maxAttempts } : {}),
    ...(job.priority !== undefined ? { priority: job.priority } : {}),
  };
}

/**
 * Adds a job. Pass the caller's transaction (`db.transaction(async (tx) => enqueueJob(tx, ...))`) so the
 * job exists exactly when the change it belongs to commits; a rollback takes it away too.
 */
export async function enqueueJob(db: Db, job: NewJob): Promise<EnqueuedJob> {
  const [row] = await db
    .insert(jobs)
    .values(jobRow(job))
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  if (row) return { id: row.id, enqueued: true };
  if (job.dedupeKey === undefined) throw new Error('enqueueJob: the insert returned no row');
  const [existing] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.dedupeKey, job.dedupeKey));
  if (!existing) throw new Error(`enqueueJob: dedupe key ${job.dedupeKey} conflicted but no job holds it`);
  return { id: existing.id, enqueued: false };
}

/**
 * Adds many jobs in one statement, each skipped when its dedupe key is there already (the catalogue's
 * seed enqueues one per design at every start). Answers how many were added.
 */
export async function enqueueJobs(db: Db, batch: readonly NewJob[]): Promise<number> {
  if (batch.length === 0) return 0;
  const rows = await db
    .insert(jobs)
    .values(batch.map(jobRow))
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return rows.length;
}

/** A job a worker holds until `lockedUntil`: `attempts` counts this attempt. */
export type ClaimedJob = Pick<JobRow, 'id' | 'kind' | 'payload' | 'dedupeKey' | 'attempts' | 'maxAttempts' | 'createdAt'> & { lockedUntil: Date };

export interface ClaimOptions {
  /** At most this many jobs. */
  limit: number;
  /** How long the claim holds; after that the job counts as abandoned (its process died) and is claimed again. */
  lockMs: number;
  /** Only these kinds (those the worker has handlers for); default: all. */
  kinds?: readonly string[];
}

/**
 * In one transaction: gives up jobs whose last allowed attempt never reported back (its lock expired),
 * then locks due jobs with `FOR UPDATE SKIP LOCKED` (rows another claimer holds are skipped, not waited
 * for), raises their attempts and sets their lock. Due: not done, not given up, `run_at` reached, attempts
 * left, and unlocked or its lock expired. Highest `priority` first, then oldest `run_at`.
 */
export async function claimJobs(db: Db, options: ClaimOptions): Promise<ClaimedJob[]> {
  if (options.limit < 1 || (options.kinds && options.kinds.length === 0)) return [];
  const lockSeconds = Math.max(options.lockMs, 1) / 1000;
  return db.transaction(async (tx) => {
    await tx
      .update(jobs)
      .set({
        failedAt: sql`now()`,
        lockedUntil: null,
        lastError: sql`'attempt ' || ${jobs.attempts} || ' of ' || ${jobs.maxAttempts} || ' did not report back before its lock expired (its process stopped?)'`,
      })
      .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt), sql`${jobs.attempts} >= ${jobs.maxAttempts}`, lte(jobs.lockedUntil, sql`now()`)));
    const due = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          isNull(jobs.failedAt),
          lte(jobs.runAt, sql`now()`),
          lt(jobs.attempts, jobs.maxAttempts),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, sql`now()`)),
          options.kinds ? inArray(jobs.kind, [...options.kinds]) : undefined,
        ),
      )
      .orderBy(desc(jobs.priority), asc(jobs.runAt), asc(jobs.createdAt))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(jobs)
      .set({ attempts: sql`${jobs.attempts} + 1`, lockedUntil: sql`now() + make_interval(secs => ${lockSeconds}::double precision)` })
      .where(inArray(jobs.id, due.map((job) => job.id)))
      .returning({
        id: jobs.id,
        kind: jobs.kind,
        payload: jobs.payload,
        dedupeKey: jobs.dedupeKey,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
        createdAt: jobs.createdAt,
        lockedUntil: jobs.lockedUntil,
        runAt: jobs.runAt,
      });
    return claimed
      .sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime())
      .map(({ runAt: _runAt, lockedUntil, ...job }) => ({ ...job, lockedUntil: lockedUntil ?? new Date(0) }));
  });
}

/**
 * Marks a claimed job done. A late success still counts (the job was given up meanwhile because this
 * attempt outran its lock, say): what happened is recorded, whoever reports first.
 */
export async function completeJob(db: Db, job: Pick<ClaimedJob, 'id'>): Promise<void> {
  await db
    .update(jobs)
    .set({ doneAt: sql`now()`, failedAt: null, lockedUntil: null })
    .where(and(eq(jobs.id, job.id), isNull(jobs.doneAt)));
}

/** What `failJob` recorded: retried at `runAt`, given up, or nothing (`stale`: another attempt holds the job now, or it is done). */
export type FailOutcome = { outcome: 'retry'; runAt: Date } | { outcome: 'gave_up' } | { outcome: 'stale' };

/** Longest error text kept; PostgreSQL text cannot hold NUL, which is replaced. */
const MAX_ERROR_LENGTH = 4000;

/**
 * Records a failed attempt: the job runs again `retryInMs` after now, or, when it was its last attempt
 * (or `permanent`: retrying cannot help), is given up and kept with its error. Only the attempt that
 * holds the job may record its failure: one whose lock expired and was claimed again is `stale`.
 */
export async function failJob(
  db: Db,
  job: Pick<ClaimedJob, 'id' | 'attempts'>,
  failure: { error: string; retryInMs: number; permanent?: boolean },
): Promise<FailOutcome> {
  const error = failure.error.replaceAll('\u0000', '\uFFFD').slice(0, MAX_ERROR_LENGTH);
  const giveUp = sql`(${failure.permanent === true} or ${jobs.attempts} >= ${jobs.maxAttempts})`;
  const [row] = await db
    .update(jobs)
    .set({
      lastError: error,
      lockedUntil: null,
      failedAt: sql`case when ${giveUp} then now() else null end`,
      runAt: sql`case when ${giveUp} then ${jobs.runAt} else now() + make_interval(secs => ${Math.max(failure.retryInMs, 0) / 1000}::double precision) end`,
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), isNull(jobs.doneAt), isNull(jobs.failedAt)))
    .returning({ failedAt: jobs.failedAt, runAt: jobs.runAt });
  if (!row) return { outcome: 'stale' };
  return row.failedAt ? { outcome: 'gave_up' } : { outcome: 'retry', runAt: row.runAt };
}

/** One job as stored, or null. */
export function findJob(db: Db, id: string): Promise<JobRow | null> {
  return findRowBy(db, jobs, jobs.id, id);
}

/** The job enqueued under this dedupe key, or null. */
export function findJobByDedupeKey(db: Db, dedupeKey: string): Promise<JobRow | null> {
  return findRowBy(db, jobs, jobs.dedupeKey, dedupeKey);
}
