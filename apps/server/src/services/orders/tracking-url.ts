import { localeIs, localePath } from '@masswerk/domain';
import type { Config } from '../../config.ts';
import type { OrderRow } from '../../db/orders.ts';

/**
 * The link to an order's tracking page, in the order's language (the one place that makes it: e-mails
 * and pages call this): `<PUBLIC_URL><locale prefix>/order-tracking?number=<number>&token=<token>`, which
 * shows the order at once (tracking-token.ts); without a token the page asks for the e-mail address.
 */
export function orderTrackingUrl(order: Pick<OrderRow, 'number' | 'language'>, config: Pick<Config, 'PUBLIC_URL'>, token?: string): string {
  const path = localeIs(order.language) ? localePath(order.language, '/order-tracking') : '/order-tracking';
  const url = new URL(path, config.PUBLIC_URL);
  url.searchParams.set('number', order.number);
  if (token !== undefined) url.searchParams.set('token', token);
  return url.href;
}
