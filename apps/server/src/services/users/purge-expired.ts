import type { Db } from '../../db/client.ts';
import { deleteExpiredSignIns } from '../../db/users.ts';
import type { Logger } from '../../logger.ts';
import { runEvery, type RoundLoop } from '../every.ts';

/** How often expired sessions and sign-in challenges are deleted. */
export const PURGE_INTERVAL_MS = 3_600_000;

/**
 * Deletes the sessions and sign-in mails' challenges that have expired (a signed-out browser's session is
 * deleted at once; one that was simply left, or a mail never used, waits here), so the tables hold only
 * what can still sign someone in. A round at start, then every hour, in every process (a delete twice is harmless).
 */
export function startSignInPurge(deps: { db: Db; logger: Logger }, options: { intervalMs?: number } = {}): RoundLoop {
  return runEvery(
    { intervalMs: options.intervalMs ?? PURGE_INTERVAL_MS, firstDelayMs: 0, logger: deps.logger, failure: 'sign-in purge: a round failed; the next one tries again' },
    async () => {
      const deleted = await deleteExpiredSignIns(deps.db, new Date());
      if (deleted.sessions + deleted.challenges > 0) deps.logger.info(deleted, 'sign-in purge: expired sessions and sign-in codes deleted');
    },
  );
}
