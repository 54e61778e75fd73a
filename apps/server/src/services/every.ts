import type { Logger } from '../logger.ts';

/** A loop of rounds started by `runEvery`. */
export interface RoundLoop {
  /** Starts no more rounds and resolves when the round under way has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `round` after `firstDelayMs`, then `intervalMs` after each round ends, until stopped; a round that
 * answers `true` (it was full: more work is waiting) is followed by the next at once. A round that fails
 * is logged with `failure` and the next one comes as usual (the database may be back by then).
 * The rounds keep no state between them: what they work on is in the database, for every process.
 */
export function runEvery(options: { intervalMs: number; firstDelayMs?: number; logger: Pick<Logger, 'warn'>; failure: string }, round: () => Promise<unknown>): RoundLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const tick = () => {
    let more = false;
    current = round()
      .then((answer) => {
        more = answer === true;
      })
      .catch((error: unknown) => options.logger.warn({ err: error }, options.failure))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, more ? 0 : options.intervalMs);
      });
  };
  timer = setTimeout(tick, options.firstDelayMs ?? options.intervalMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
