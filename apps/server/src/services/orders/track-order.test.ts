import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, orderTrackingSchema, type CreatedOrderAnswer } from '@masswerk/contract';
import { shopCalls } from '../../../test/shop-calls.ts';
import { testAppForFile } from '../../../test/test-app.ts';
import { moveOrderStatus } from '../../db/orders.ts';
import { orderTrackingToken, trackingSecret } from './tracking-token.ts';

const t = testAppForFile({ RATE_LIMIT_ORDER_TRACKING: '5' });
const { placeOrder } = shopCalls(t);

// Every test asks from an address of its own, so that the look-up limit (5 a minute) counts its requests only.
let nextAddress = 1;
const newClient = () => {
  const env = { incoming: { socket: { remoteAddress: `198.51.100.${nextAddress++}` } } };
  return (body: unknown, headers: Record<string, string> = {}) =>
    t.app.request('/api/checkout/order-tracking', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }, env);
};

let order: CreatedOrderAnswer;
beforeAll(async () => {
  order = await placeOrder({ email: 'Anna.Muster@Example.com' });
});

describe('POST /api/checkout/order-tracking', () => {
  it('shows the status history and the shipping estimate for the number and the e-mail, however they are written', async () => {
    const track = newClient();
    const res = await track({ number: ` ${order.number.toLowerCase().replace('mw-', 'mw ')} `, email: ' anna.muster@example.COM ' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const answer = orderTrackingSchema.parse(await res.json());
    expect(answer).toEqual({
      number: order.number,
      status: 'pending',
      placedAt: order.createdAt,
      language: 'de_DE',
      history: order.history,
      shipping: { kind: 'afterPayment', days: order.cart.shippingDuration },
    });
    // Nothing of the address or the money.
    expect(JSON.stringify(answer)).not.toMatch(/Torstra|10115|anna/i);
  });

  it('counts the shipping days from the payment once the order is paid', async () => {
    const paid = await placeOrder();
    await moveOrderStatus(t.database.db, paid.id, ['pending'], 'paid', 'test: paid');
    const answer = orderTrackingSchema.parse(await (await newClient()({ number: paid.number, email: 'anna@example.com' })).json());
    expect(answer.history.map((h) => h.status)).toEqual(['pending', 'paid']);
    const paidAt = Date.parse(answer.history[1]!.at);
    expect(answer.shipping).toEqual({ kind: 'shipsBy', date: new Date(paidAt + paid.cart.shippingDuration * 86_400_000).toISOString().slice(0, 10) });
  });

  it('takes the token of the e-mail’s link instead of the e-mail, and only the order’s own', async () => {
    const track = newClient();
    const token = await orderTrackingToken({ db: t.database.db, config: t.config }, order);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(orderTrackingSchema.parse(await (await track({ number: order.number, token })).json()).number).toBe(order.number);
    const other = await placeOrder();
    const res = await track({ number: other.number, token });
    expect(res.status).toBe(404);
  });

  it('answers an unknown number, a wrong e-mail and a wrong token with the same 404 and the same words', async () => {
    const track = newClient();
    const unknown = order.number.endsWith('A') ? `${order.number.slice(0, -1)}C` : `${order.number.slice(0, -1)}A`;
    const refusals = [
      await track({ number: unknown, email: 'anna.muster@example.com' }),
      await track({ number: order.number, email: 'someone@example.com' }),
      await track({ number: order.number, token: 'A'.repeat(43) }),
      await track({ number: unknown, token: 'A'.repeat(43) }),
    ];
    const answers = await Promise.all(refusals.map(async (r) => JSON.stringify([r.status, r.headers.get('content-type'), await r.text()])));
    expect(new Set(answers).size).toBe(1);
    expect(refusals[0]!.status).toBe(404);
    const error = apiErrorSchema.parse(JSON.parse(JSON.parse(answers[0]!)[2] as string)).error;
    expect(error).toEqual({ code: 'order_not_found', message: 'We found no order with this number and e-mail address. Check both against your order confirmation.' });
    const german = await newClient()({ number: unknown, email: 'a@example.com' }, { 'accept-language': 'de-DE' });
    expect(apiErrorSchema.parse(await german.json()).error.message).toMatch(/^Zu dieser Bestellnummer und E-Mail-Adresse/);
  });

  it('refuses a request without e-mail or token, or with both, naming what to give', async () => {
    const track = newClient();
    for (const body of [{ number: order.number }, { number: order.number, email: 'anna@example.com', token: 'A'.repeat(43) }]) {
      const res = await track(body);
      expect(res.status).toBe(400);
      expect(apiErrorSchema.parse(await res.json()).error.fields).toEqual([
        { path: 'body.email', message: 'give the e-mail address the order was placed with, or the code of its tracking link' },
      ]);
    }
    const bad = await track({ number: 'x', email: 'anna@' });
    expect(apiErrorSchema.parse(await bad.json()).error.fields?.map((f) => f.path)).toEqual(['body.number', 'body.email']);
  });

  it('limits look-ups per client address', async () => {
    const track = newClient();
    for (let i = 0; i < 5; i++) expect((await track({ number: order.number, email: `guess${i}@example.com` })).status).toBe(404);
    const limited = await track({ number: order.number, email: 'anna.muster@example.com' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await newClient()({ number: order.number, email: 'anna.muster@example.com' })).status).toBe(200);
  });

  it('signs links with a secret made once and kept in the database, or with TRACKING_SECRET', async () => {
    const stored = await trackingSecret({ db: t.database.db, config: {} });
    expect(stored).toHaveLength(43);
    const configured = 'a tracking secret of at least thirty-two characters';
    expect(await trackingSecret({ db: t.database.db, config: { TRACKING_SECRET: configured } })).toBe(configured);
    const fromConfigured = await orderTrackingToken({ db: t.database.db, config: { TRACKING_SECRET: configured } }, order);
    expect(fromConfigured).not.toBe(await orderTrackingToken({ db: t.database.db, config: {} }, order));
  });
});
