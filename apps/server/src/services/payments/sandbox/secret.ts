import { randomBytes } from 'node:crypto';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { sandboxSetting } from '../../../db/sandbox.ts';

const secrets = new WeakMap<Db, Promise<string>>();

/**
 * The sandbox's HMAC secret: SANDBOX_WEBHOOK_SECRET, or one made at the first start and kept in the
 * database, so that every process on it (and every restart) signs and checks with the same one, and no
 * install shares a secret anybody could read in our README.
 */
export function sandboxSecret(db: Db, config: Pick<Config, 'SANDBOX_WEBHOOK_SECRET'>): Promise<string> {
  if (config.SANDBOX_WEBHOOK_SECRET) return Promise.resolve(config.SANDBOX_WEBHOOK_SECRET);
  let secret = secrets.get(db);
  if (!secret) {
    secret = sandboxSetting(db, 'webhook_secret', () => randomBytes(32).toString('base64url'));
    // A failed read is not kept: the next call tries again.
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}
