import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { shopSetting } from '../../db/settings.ts';
import { configuredOrStoredSecret } from '../stored-secret.ts';

/** What the tracking token needs: the database (for a secret made at first start) and TRACKING_SECRET. */
export interface TrackingTokenDeps {
  db: Db;
  config: Pick<Config, 'TRACKING_SECRET'>;
}

/** The secret the tracking links are signed with: TRACKING_SECRET, or one made at first start and kept in the database. */
export function trackingSecret({ db, config }: TrackingTokenDeps): Promise<string> {
  return configuredOrStoredSecret(db, config.TRACKING_SECRET, 'tracking_secret', shopSetting);
}

/** The token of an order's tracking link: HMAC-SHA256 of its id, base64url (43 characters). */
export function trackingTokenOf(secret: string, orderId: string): string {
  return createHmac('sha256', secret).update(`order-tracking:${orderId}`).digest('base64url');
}

/**
 * The token for the order-tracking link in the order's e-mails (`/order-tracking?number=…&token=…`): it
 * shows the order's status to whoever holds the link, as number and e-mail do, and nothing more. Stored
 * nowhere: it is made again from the order's id whenever needed, and changing the secret voids them all.
 */
export async function orderTrackingToken(deps: TrackingTokenDeps, order: { id: string }): Promise<string> {
  return trackingTokenOf(await trackingSecret(deps), order.id);
}

/** Whether `token` is the tracking token of `orderId`, compared in constant time. */
export function trackingTokenMatches(secret: string, orderId: string, token: string): boolean {
  const expected = Buffer.from(trackingTokenOf(secret, orderId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
