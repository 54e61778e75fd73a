import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';

const secrets = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * A secret from the configuration, or else one made at the first start and kept in the database by
 * `stored` (a setting made once), so that every process on the database and every restart sign and check
 * with the same one, and no install shares a secret anybody could read in our README. Read once per
 * process and database; a failed read is not kept, so the next call tries again.
 */
export function configuredOrStoredSecret(
  db: Db,
  configured: string | undefined,
  name: string,
  stored: (db: Db, key: string, make: () => string) => Promise<string>,
): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let perDb = secrets.get(db);
  if (!perDb) secrets.set(db, (perDb = new Map()));
  let secret = perDb.get(name);
  if (!secret) {
    secret = stored(db, name, () => randomBytes(32).toString('base64url'));
    secret.catch(() => perDb.delete(name));
    perDb.set(name, secret);
  }
  return secret;
}
