import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { findChallenge, findLiveSession, findOrCreateUser, insertChallenge, insertSession } from '../../db/users.ts';
import { userSessions } from '../../db/schema.ts';
import { createLogger } from '../../logger.ts';
import { startSignInPurge } from './purge-expired.ts';

// The hourly purge of expired sessions and sign-in challenges, on PGlite or PostgreSQL (TEST_DATABASE_URL).

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

it('deletes the expired sessions and challenges and keeps the live ones', async () => {
  const { db } = database;
  const { user } = await findOrCreateUser(db, { email: `purge-${randomUUID()}@example.com`, language: 'de_DE', storeCode: 'de' });
  const hour = 3_600_000;
  const [expiredToken, liveToken] = [`expired-${randomUUID()}`, `live-${randomUUID()}`];
  await insertSession(db, { tokenHash: expiredToken, userId: user.id, persistent: true, expiresAt: new Date(Date.now() - hour) });
  await insertSession(db, { tokenHash: liveToken, userId: user.id, persistent: true, expiresAt: new Date(Date.now() + hour) });
  const expired = await insertChallenge(db, { userId: user.id, language: 'de_DE', expiresAt: new Date(Date.now() - hour) });
  const live = await insertChallenge(db, { userId: user.id, language: 'de_DE', expiresAt: new Date(Date.now() + hour) });

  const purge = startSignInPurge({ db, logger: createLogger('silent') });
  await expect.poll(async () => findChallenge(db, expired.id)).toBeNull();
  await purge.stop();

  expect(await findChallenge(db, live.id)).not.toBeNull();
  expect(await findLiveSession(db, liveToken)).not.toBeNull();
  const left = (await db.select({ tokenHash: userSessions.tokenHash }).from(userSessions)).map((row) => row.tokenHash);
  expect(left).toContain(liveToken);
  expect(left).not.toContain(expiredToken);
});
