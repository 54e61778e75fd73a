import type { Config } from '../../config.ts';
import type { Tx } from '../../db/rows.ts';
import { ordersByEmail, userDesignsOf, userEventsOf, type UserRow } from '../../db/users.ts';
import { isInternalStaff } from './user-answer.ts';

/** Everything the shop keeps about a user (GDPR art. 15 and 20): the account, its designs, its events and the orders placed with its address. */
export async function accountData(tx: Tx, config: Pick<Config, 'STAFF_EMAIL_DOMAIN'>, user: UserRow): Promise<Record<string, unknown>> {
  const [designs, events, orders] = await Promise.all([userDesignsOf(tx, user.id), userEventsOf(tx, user.id), ordersByEmail(tx, user.email)]);
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      language: user.language,
      storeCode: user.storeCode,
      referrer: user.referrer,
      newsletter: user.newsletter,
      newsletterSource: user.newsletterSource,
      internalStaff: isInternalStaff(config, user.email),
      createdAt: user.createdAt.toISOString(),
      verifiedAt: user.verifiedAt?.toISOString() ?? null,
    },
    designs: designs.map((design) => ({ uuid: design.uuid, addedAt: design.addedAt.toISOString() })),
    events: events.map((event) => ({ kind: event.kind, data: event.data, at: event.createdAt.toISOString() })),
    orders: orders.map((order) => ({
      number: order.number,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      country: order.country,
      currency: order.currency,
      language: order.language,
      total: order.total,
      delivery: order.delivery,
      cart: order.cart,
    })),
  };
}
