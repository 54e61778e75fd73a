import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { sandboxSetting } from '../../../db/sandbox.ts';
import { configuredOrStoredSecret } from '../../stored-secret.ts';

/**
 * The sandbox's HMAC secret: SANDBOX_WEBHOOK_SECRET, or one made at the first start and kept in the
 * database (sandbox_settings), so that every process on it (and every restart) signs and checks with
 * the same one.
 */
export function sandboxSecret(db: Db, config: Pick<Config, 'SANDBOX_WEBHOOK_SECRET'>): Promise<string> {
  return configuredOrStoredSecret(db, config.SANDBOX_WEBHOOK_SECRET, 'webhook_secret', sandboxSetting);
}
