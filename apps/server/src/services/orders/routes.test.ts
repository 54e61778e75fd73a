import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, createdOrderSchema, orderSchema } from '@masswerk/contract';
import { shopCalls } from '../../../test/shop-calls.ts';
import { testAppForFile } from '../../../test/test-app.ts';
import { insertCoupons } from '../../db/carts.ts';
import { eventKindsOfEmail, usersWithEmail } from '../../db/users-inspect.ts';

const t = testAppForFile();
beforeAll(() => insertCoupons(t.database.db, [{ code: 'LASTONE', kind: 'percent', percent: 20, usageLimit: 1 }]));

const { post, save, priced } = shopCalls(t);
const getOrder = (id: string, secret?: string) => t.request(`/api/checkout/orders/${id}`, { headers: secret ? { authorization: `Bearer ${secret}` } : {} });

const delivery = {
  email: 'anna@example.com',
  shipping: { firstName: 'Anna', lastName: 'Muster', street: 'Torstraße 1', postalCode: ' 10115 ', city: 'Berlin', country: 'DE', phone: '030 901820' },
};

/** An order body for `cart`, agreeing to the total the server prices it at now. */
async function orderBody(cart: { countryCode: string; lineItems: unknown[]; couponCode?: string }, over: Record<string, unknown> = {}) {
  return { idempotencyKey: randomUUID(), cart, delivery, expectedTotal: (await priced(cart)).total, ...over };
}

describe('POST /api/checkout/orders', () => {
  it('makes an order of the cart as the server prices it, frozen, with its delivery details checked', async () => {
    const shelf = await save('shelf');
    const cart = { countryCode: 'de', lineItems: [{ uuid: shelf, quantity: 2, meta: { price: 1 } }, { uuid: 'SampleBox', quantity: 1 }], meta: { language: 'de_DE' } };
    const body = await orderBody(cart);
    const res = await post('/api/checkout/orders', body);
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const order = createdOrderSchema.parse(await res.json());
    expect(order).toMatchObject({ status: 'pending', countryCode: 'de', currencyCode: 'EUR', language: 'de_DE', total: body.expectedTotal });
    expect(order.number).toMatch(/^MW-[A-Z0-9]{8}$/);
    expect(order.cart.lineItems.map((l) => l.quantity)).toEqual([2, 1]);
    expect(order.delivery.shipping).toMatchObject({ postalCode: '10115', phone: '+4930901820' });
    expect(order.history.map((h) => h.status)).toEqual(['pending']);

    const read = await getOrder(order.id, order.accessSecret);
    expect(read.status).toBe(200);
    const { accessSecret: _secret, ...withoutSecret } = order;
    expect(orderSchema.parse(await read.json())).toEqual(withoutSecret);
  });

  it('answers the same order for the same idempotency key, however many requests race', async () => {
    const body = await orderBody({ countryCode: 'de', lineItems: [{ uuid: await save('wardrobe'), quantity: 1 }] });
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('/api/checkout/orders', body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const orders = await Promise.all(answers.map(async (a) => createdOrderSchema.parse(await a.json())));
    expect(new Set(orders.map((o) => o.id)).size).toBe(1);
    expect(new Set(orders.map((o) => o.number)).size).toBe(1);
    // Every answer's secret opens the order: a lost first answer costs the buyer nothing.
    expect(new Set(orders.map((o) => o.accessSecret)).size).toBe(6);
    for (const order of orders) expect((await getOrder(order.id, order.accessSecret)).status).toBe(200);
    expect((await post('/api/checkout/orders', body)).status).toBe(200);
  });

  it('makes the buyer a lead once, whatever the case of the address, and says nothing of it', async () => {
    const email = `Buyer.${randomUUID().slice(0, 8)}@Example.com`;
    const cart = { countryCode: 'fr', lineItems: [{ uuid: await save('shelf'), quantity: 1 }] };
    for (const typed of [email, email.toLowerCase()]) {
      const res = await post('/api/checkout/orders', await orderBody(cart, { delivery: { ...delivery, email: typed, shipping: { ...delivery.shipping, country: 'FR', postalCode: '75001', city: 'Paris', phone: '01 42 68 53 00' } } }));
      expect(res.status).toBe(201);
      expect(JSON.stringify(await res.json())).not.toMatch(/lead|userId/i);
    }
    expect(await usersWithEmail(t.database.db, email.toLowerCase())).toBe(1);
    expect(await eventKindsOfEmail(t.database.db, email.toLowerCase())).toEqual(['new_lead']);
  });

  it('refuses a total the buyer did not agree to, and makes no order', async () => {
    const body = await orderBody({ countryCode: 'de', lineItems: [{ uuid: await save('shelf'), quantity: 1 }] });
    const tampered = await post('/api/checkout/orders', { ...body, expectedTotal: 100 });
    expect(tampered.status).toBe(409);
    const error = apiErrorSchema.parse(await tampered.json()).error;
    expect(error.code).toBe('order_total_changed');
    expect(error.message).toMatch(/now \d/);
    // The same key with the right total makes the order now: the refused request left nothing behind.
    expect((await post('/api/checkout/orders', body)).status).toBe(201);
  });

  it('refuses a cart with a line that cannot be bought, naming the line', async () => {
    const shelf = await save('shelf');
    const cart = { countryCode: 'de', lineItems: [{ uuid: shelf, quantity: 1 }, { uuid: randomUUID(), quantity: 1 }] };
    const res = await post('/api/checkout/orders', { idempotencyKey: randomUUID(), cart, delivery, expectedTotal: 0 });
    expect(res.status).toBe(422);
    const error = apiErrorSchema.parse(await res.json()).error;
    expect(error.code).toBe('cart_not_orderable');
    expect(error.fields).toEqual([{ path: 'body.cart.lineItems.1.uuid', message: expect.stringMatching(/cannot be bought as it is: This design was not found/) }]);
  });

  it('checks the delivery details with the spec’s field messages, in the request’s language', async () => {
    const cart = { countryCode: 'de', lineItems: [{ uuid: await save('shelf'), quantity: 1 }] };
    const bad = {
      idempotencyKey: randomUUID(),
      cart,
      expectedTotal: 1,
      delivery: { email: 'anna@', shipping: { ...delivery.shipping, firstName: ' ', postalCode: '1011', phone: '12' }, billing: { ...delivery.shipping, country: 'BE', postalCode: '1000' } },
    };
    const res = await post('/api/checkout/orders', bad);
    expect(res.status).toBe(400);
    const fields = Object.fromEntries(apiErrorSchema.parse(await res.json()).error.fields!.map((f) => [f.path, f.message]));
    expect(fields).toMatchObject({
      'body.delivery.email': 'Not valid email',
      'body.delivery.shipping.firstName': 'Field required',
      'body.delivery.shipping.postalCode': 'Invalid format',
      'body.delivery.shipping.phone': 'Invalid format',
    });
    // The German shop delivers to Germany and Luxembourg, not to Belgium.
    const belgium = await post('/api/checkout/orders', { ...(await orderBody(cart)), delivery: { ...delivery, shipping: { ...delivery.shipping, country: 'BE', postalCode: '1000' } } });
    expect(apiErrorSchema.parse(await belgium.json()).error.fields).toEqual([{ path: 'body.delivery.shipping.country', message: 'must be one of DE, LU in this shop' }]);

    const german = await post('/api/checkout/orders', bad, { 'accept-language': 'de-DE' });
    const germanFields = Object.fromEntries(apiErrorSchema.parse(await german.json()).error.fields!.map((f) => [f.path, f.message]));
    expect(germanFields['body.delivery.shipping.firstName']).toBe('Pflichtfeld');
    expect(germanFields['body.delivery.email']).toBe('Keine gültige E-Mail-Adresse');
  });

  it('counts a coupon’s use with the order: of two orders racing for its last use, one gets it', async () => {
    const cart = { countryCode: 'de', couponCode: 'LASTONE', lineItems: [{ uuid: await save('shelf'), quantity: 1 }] };
    const withCoupon = await priced(cart);
    expect(withCoupon.coupon).toEqual({ code: 'LASTONE', applied: true });
    const bodies = [await orderBody(cart), await orderBody(cart)];
    const answers = await Promise.all(bodies.map((body) => post('/api/checkout/orders', body)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });
});

describe('GET /api/checkout/orders/{id}', () => {
  it('answers only with the order’s access secret, and the same 404 whether the order exists or not', async () => {
    const body = await orderBody({ countryCode: 'de', lineItems: [{ uuid: await save('shelf'), quantity: 1 }] });
    const order = createdOrderSchema.parse(await (await post('/api/checkout/orders', body)).json());
    const other = createdOrderSchema.parse(await (await post('/api/checkout/orders', await orderBody({ countryCode: 'de', lineItems: [{ uuid: await save('wardrobe'), quantity: 1 }] }))).json());
    const refusals = [await getOrder(order.id), await getOrder(order.id, 'x'.repeat(43)), await getOrder(order.id, other.accessSecret), await getOrder(randomUUID(), order.accessSecret)];
    const bodies = await Promise.all(refusals.map(async (r) => [r.status, await r.text()]));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]![0]).toBe(404);
  });
});
