import { createHash, timingSafeEqual } from 'node:crypto';
import type { OrderTrackingAnswer, PricedCartAnswer, TrackOrderBody } from '@masswerk/contract';
import { orderShippingEstimate, type Locale } from '@masswerk/domain';
import { findOrderByNumber, findOrderHistory } from '../../db/orders.ts';
import { HttpError } from '../../http/http-error.ts';
import { trackingSecret, trackingTokenMatches, type TrackingTokenDeps } from './tracking-token.ts';

/** An id no order has: compared against when the number is unknown, so that case costs what a wrong pair costs. */
const NO_ORDER_ID = '00000000-0000-0000-0000-000000000000';

const emailDigest = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest();

/** Whether the e-mail given is the order's, ignoring case, compared in constant time. */
function sameEmail(given: string, stored: string): boolean {
  return timingSafeEqual(emailDigest(given), emailDigest(stored));
}

/**
 * Order tracking (shop.md §2 /order-tracking): the status history and shipping estimate of the order
 * with this number, for its e-mail address or the token of its tracking link. An unknown number and a
 * wrong e-mail or token answer the same 404 with the same words, after the same work (one look-up by
 * number, one comparison), so the answer never tells whether an order with the number exists.
 */
export async function trackOrder(deps: TrackingTokenDeps, body: TrackOrderBody): Promise<OrderTrackingAnswer> {
  const row = await findOrderByNumber(deps.db, body.number);
  const secret = await trackingSecret(deps);
  const proven =
    body.token !== undefined ? trackingTokenMatches(secret, row?.id ?? NO_ORDER_ID, body.token) : sameEmail(body.email ?? '', row?.email ?? '\u0000 no order');
  if (row === null || !proven) throw new HttpError('order_not_found', { key: 'error.order_not_found.tracking' });
  const history = (await findOrderHistory(deps.db, row.id)).map((h) => ({ status: h.status, at: h.at.toISOString() }));
  return {
    number: row.number,
    status: row.status,
    placedAt: row.createdAt.toISOString(),
    language: row.language as Locale,
    history,
    shipping: orderShippingEstimate(row.status, history, (row.cart as PricedCartAnswer).shippingDuration),
  };
}
