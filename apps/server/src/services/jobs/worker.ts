import type { Db } from '../../db/client.ts';
import { claimJobs, completeJob, failJob, type ClaimedJob } from '../../db/jobs.ts';
import type { Logger } from '../../logger.ts';
import { retryDelayMs } from './backoff.ts';

/**
 * Runs the jobs of the jobs table (db/jobs.ts). Every process may run a worker: the table is the only
 * state, a claim holds a job for `lockMs`, and a job whose process died is claimed again once that lock
 * has expired. So a job runs at least once, and in rare cases (a process dies after the work but before
 * recording it) twice: handlers must tolerate that (a mail keeps its Message-ID, say).
 */

/** What a handler gets besides the payload: the claimed job, a signal that aborts at its time limit, a logger. */
export interface JobContext {
  job: ClaimedJob;
  signal: AbortSignal;
  logger: Logger;
}

/** Does one job's work; throws to fail the attempt (a `PermanentJobError` gives it up at once). */
export type JobHandler = (payload: unknown, context: JobContext) => Promise<void>;

export type JobHandlers = Readonly<Record<string, JobHandler>>;

/** A failure that retrying cannot mend (a malformed payload, an address the mail server refuses for good). */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** Thrown into an attempt that outran its time limit. */
export class JobTimeoutError extends Error {
  override name = 'JobTimeoutError';
}

export interface JobRunOptions {
  db: Db;
  logger: Logger;
  handlers: JobHandlers;
  /** Jobs claimed (and run side by side) per round; default 5. */
  limit?: number;
  /** Time limit of one attempt; default 60 s. */
  timeoutMs?: number;
  /** How long a claim holds; must outlast `timeoutMs` by the time it takes to record the result. Default: timeout + 2 min. */
  lockMs?: number;
  /** The wait after a failed attempt (1 for the first); default: `retryDelayMs` (30 s doubling, at most 1 h). */
  retryDelayMs?: (attempt: number) => number;
}

/** What one round did. */
export interface JobRunSummary {
  claimed: number;
  done: number;
  retried: number;
  gaveUp: number;
}

const DEFAULT_LIMIT = 5;
const DEFAULT_TIMEOUT_MS = 60_000;
const MIN_LOCK_MARGIN_MS = 120_000;

/** One round: claims the due jobs this process has handlers for, runs them side by side, records each result. */
export async function runDueJobs(options: JobRunOptions): Promise<JobRunSummary> {
  const { db, logger, handlers } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const lockMs = options.lockMs ?? timeoutMs + MIN_LOCK_MARGIN_MS;
  const claimed = await claimJobs(db, { limit: options.limit ?? DEFAULT_LIMIT, lockMs, kinds: Object.keys(handlers) });
  const summary: JobRunSummary = { claimed: claimed.length, done: 0, retried: 0, gaveUp: 0 };
  await Promise.all(
    claimed.map(async (job) => {
      const log = logger.child({ jobId: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.maxAttempts });
      const handler = handlers[job.kind];
      let error: unknown;
      try {
        if (!handler) throw new PermanentJobError(`no handler for job kind ${job.kind}`);
        await withTimeLimit(timeoutMs, (signal) => handler(job.payload, { job, signal, logger: log }));
      } catch (caught) {
        error = caught ?? new Error('the handler threw nothing');
      }
      try {
        if (error === undefined) {
          await completeJob(db, job);
          summary.done += 1;
          log.info('job done');
          return;
        }
        const result = await failJob(db, job, {
          error: describe(error),
          retryInMs: (options.retryDelayMs ?? retryDelayMs)(job.attempts),
          permanent: error instanceof PermanentJobError,
        });
        if (result.outcome === 'retry') {
          summary.retried += 1;
          log.warn({ err: error, runAt: result.runAt }, 'job failed; it will be retried');
        } else if (result.outcome === 'gave_up') {
          summary.gaveUp += 1;
          log.error({ err: error }, 'job failed and was given up');
        } else {
          log.warn({ err: error }, 'job failed after its lock expired; the attempt that holds it now decides');
        }
      } catch (recordError) {
        // The lock expires and the job runs again: at least once, never lost.
        log.error({ err: recordError, jobError: error }, 'could not record the result of a job; it runs again when its lock expires');
      }
    }),
  );
  return summary;
}

/** Runs `work` with a signal that aborts after `ms`; rejects with JobTimeoutError then, even if `work` ignores the signal. */
async function withTimeLimit(ms: number, work: (signal: AbortSignal) => Promise<void>): Promise<void> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new JobTimeoutError(`the job did not finish within ${ms} ms`);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  try {
    await Promise.race([work(controller.signal), limit]);
  } finally {
    clearTimeout(timer);
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

export interface JobWorkerOptions extends JobRunOptions {
  /** Wait between rounds that found less than a full batch; default 1 s. A full batch is followed at once by the next round. */
  pollMs?: number;
}

export interface JobWorker {
  /** Claims no more jobs and resolves when the round under way has recorded its results. */
  stop(): Promise<void>;
}

/** Runs rounds of `runDueJobs` until stopped; a round that fails (the database is away) is logged and the next one comes after `pollMs`. */
export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const pollMs = options.pollMs ?? 1_000;
  const limit = options.limit ?? DEFAULT_LIMIT;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();

  const next = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      round = runRound();
    }, delayMs);
  };
  const runRound = async () => {
    let full = false;
    try {
      const summary = await runDueJobs({ ...options, limit });
      full = summary.claimed >= limit;
    } catch (error) {
      options.logger.warn({ err: error }, 'jobs: a round failed; trying again shortly');
    }
    next(full ? 0 : pollMs);
  };

  next(0);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}
