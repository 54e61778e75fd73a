/**
 * How long a failed job waits before its next attempt (docs/decisions.md, "The jobs table"): 30 s after
 * the first failure, doubling each time, never more than an hour, each wait stretched by up to a fifth at
 * random so that jobs which failed together (the mail server was down) do not all come back in the same
 * second. With the default of 10 attempts the nine waits are 30 s, 1, 2, 4, 8, 16, 32 min, 1 h and 1 h
 * (3 h 4 min in all, up to 3 h 40 min stretched) before the job is given up.
 */
export const BACKOFF = { firstMs: 30_000, factor: 2, capMs: 60 * 60_000, jitter: 0.2 } as const;

/** The wait after the given failed attempt (1 for the first), in milliseconds. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 30));
  const base = Math.min(BACKOFF.firstMs * BACKOFF.factor ** exponent, BACKOFF.capMs);
  return Math.round(base * (1 + BACKOFF.jitter * random()));
}
