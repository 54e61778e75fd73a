import type { CreatedOrderAnswer, CreateOrderBody } from '@masswerk/contract';
import { cents, countryByCode, formatMoney, type Locale } from '@masswerk/domain';
import { crashPoint } from '../../crash-points.ts';
import type { Db } from '../../db/client.ts';
import { findOrCreateUser, NEW_LEAD_EVENT, recordUserEvent } from '../../db/users.ts';
import { findOrderByIdempotencyKey, findOrderHistory, inTransaction, insertOrder, insertOrderAccessToken, insertOrderEvent, useCoupon, type OrderRow, type Tx } from '../../db/orders.ts';
import { HttpError } from '../../http/http-error.ts';
import { newSecret, secretHash } from '../../http/secrets.ts';
import type { CartSources } from '../carts/cart-sources.ts';
import { priceCart } from '../carts/price-cart.ts';
import { orderAnswer } from './order-answer.ts';
import { newOrderNumber } from './order-number.ts';

/** How often an order is tried again when its random number was taken (about once in billions). */
const NUMBER_ATTEMPTS = 3;

/** The answer for an order: its row and history, with a fresh access secret stored (hashed) for it. */
async function withAccessSecret(tx: Tx, row: OrderRow): Promise<CreatedOrderAnswer> {
  const accessSecret = newSecret();
  await insertOrderAccessToken(tx, row.id, secretHash(accessSecret));
  return { ...orderAnswer(row, await findOrderHistory(tx, row.id)), accessSecret };
}

const isUniqueViolation = (error: unknown, constraint: string) => {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
  return cause.code === '23505' && (cause.constraint === undefined || cause.constraint.includes(constraint));
};

/** Points in the use case where a test puts a concurrent action (Saleor's race tests). */
export interface CreateOrderHooks {
  /** The cart is priced and checked; the order is not yet written. */
  beforeInsert?: () => Promise<void>;
}

/**
 * Makes an order of the cart (shop.md §7 POST /orders): the cart is priced again by the server now,
 * must hold only lines that can be bought, and must come to the total the buyer agreed to; then the
 * order is written with its first event, the coupon's use and an access secret in one transaction.
 * The same idempotency key answers the same order (created: false), however many requests race.
 */
/**
 * The buyer who typed an e-mail address into the checkout becomes a lead (issue 15): the user of that
 * address is made now when there is none, with its new-lead event. Nothing of the account shows to
 * anyone until the address is proven by a sign-in mail, and the order's answer says nothing of it.
 */
async function recordCheckoutLead(tx: Tx, lead: { email: string; language: Locale; storeCode: string }): Promise<void> {
  const { user, created } = await findOrCreateUser(tx, { email: lead.email.trim().toLowerCase(), language: lead.language, storeCode: lead.storeCode, referrer: null });
  if (created) await recordUserEvent(tx, user.id, NEW_LEAD_EVENT, { storeCode: lead.storeCode, language: lead.language, referrer: null, source: 'checkout' });
}

export async function createOrder(db: Db, sources: CartSources, body: CreateOrderBody, hooks: CreateOrderHooks = {}): Promise<{ created: boolean; order: CreatedOrderAnswer }> {
  const earlier = await findOrderByIdempotencyKey(db, body.idempotencyKey);
  if (earlier) return { created: false, order: await inTransaction(db, (tx) => withAccessSecret(tx, earlier)) };

  const priced = await priceCart(sources, body.cart);
  if (priced.unpricedItems.length > 0) {
    throw new HttpError(
      'cart_not_orderable',
      undefined,
      priced.unpricedItems.map((item) => ({
        path: `body.cart.lineItems.${body.cart.lineItems.findIndex((line) => line.uuid === item.uuid)}.uuid`,
        message: { key: 'field.unbuyableLine', params: { reason: item.reason } },
      })),
    );
  }
  if (priced.total !== body.expectedTotal) {
    throw new HttpError('order_total_changed', { key: 'error.order_total_changed', params: { total: formatMoney(cents(priced.total), priced.currencyCode) } });
  }
  const country = countryByCode(priced.countryCode);
  const language: Locale = body.cart.meta?.language && country.locales.includes(body.cart.meta.language) ? body.cart.meta.language : country.locales[0]!;
  const couponCode = priced.coupon?.applied ? priced.coupon.code : null;

  await hooks.beforeInsert?.();
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await inTransaction(db, async (tx) => {
        const row = await insertOrder(tx, {
          number: newOrderNumber(),
          idempotencyKey: body.idempotencyKey,
          status: 'pending',
          country: priced.countryCode,
          currency: priced.currencyCode,
          language,
          email: body.delivery.email,
          delivery: body.delivery,
          cart: priced,
          total: priced.total,
          couponCode,
        });
        // Another request with this key got there first: its order is the answer.
        if (row === null) return { created: false, order: await withAccessSecret(tx, (await findOrderByIdempotencyKey(tx, body.idempotencyKey))!) };
        if (couponCode !== null && !(await useCoupon(tx, couponCode))) {
          // Used up between pricing and now: without it the total is not what the buyer agreed to.
          throw new HttpError('order_total_changed', { key: 'error.order_total_changed', params: { total: formatMoney(cents(priced.total), priced.currencyCode) } });
        }
        await insertOrderEvent(tx, { orderId: row.id, fromStatus: null, toStatus: 'pending', reason: 'order placed' });
        await recordCheckoutLead(tx, { email: body.delivery.email, language, storeCode: priced.countryCode });
        return { created: true, order: await withAccessSecret(tx, row) };
      });
      // The crash test's point: the order is committed, the buyer has no answer and sends the key again.
      if (result.created) await crashPoint('after-order-insert');
      return result;
    } catch (error) {
      if (attempt < NUMBER_ATTEMPTS && isUniqueViolation(error, 'number')) continue;
      throw error;
    }
  }
}
