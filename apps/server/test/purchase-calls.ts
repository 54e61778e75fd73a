import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { expect } from 'vitest';
import { createdOrderSchema, designCreatedSchema, orderSchema, paymentReturnOf, paymentStartedSchema, pricedCartSchema, type CreatedOrderAnswer, type PaymentReturn } from '@masswerk/contract';
import { familyOf, type FurnitureType, type Locale, type PaymentMethod } from '@masswerk/domain';
import { sandboxSecret } from '../src/services/payments/sandbox/secret.ts';
import { SANDBOX_SIGNATURE_HEADER, signWebhook } from '../src/services/payments/sandbox/signature.ts';
import { deliverDueWebhooks, type SendWebhook } from '../src/services/payments/sandbox/webhooks.ts';
import type { TestApp } from './test-app.ts';

const quiet = pino({ level: 'silent' });

/**
 * A purchase as a test makes it, through the real app: an order (the shop's calls over HTTP), its payment
 * attempts, the sandbox's pages filled in as a browser would, the buyer's return and the sandbox's
 * webhooks. The return URL of every attempt is /checkout/payment/return?step=result.
 */
export function purchaseCalls(t: TestApp) {
  // ---- the shop's side, through HTTP --------------------------------------------------------------

  const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const bearer = (order: CreatedOrderAnswer) => ({ authorization: `Bearer ${order.accessSecret}` });

  const ADDRESSES = {
    de: { street: 'Torstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE', phone: '030 901820' },
    ch: { street: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich', country: 'CH', phone: '044 668 18 00' },
    nl: { street: 'Damrak 1', postalCode: '1012 LG', city: 'Amsterdam', country: 'NL', phone: '020 555 1234' },
    uk: { street: '1 High Street', postalCode: 'SW1A 1AA', city: 'London', country: 'GB', phone: '020 7946 0958' },
  } as const;

  /** A piece (a shelf unless told) ordered in `country`'s shop (pending, not paid), in the shop's first language unless told. */
  async function newOrder(country: keyof typeof ADDRESSES = 'de', options: { furniture?: FurnitureType; language?: Locale } = {}): Promise<CreatedOrderAnswer> {
    const furniture = options.furniture ?? 'shelf';
    const saved = await json('/api/designs', { furniture_type: furniture, structure: familyOf(furniture).defaults() });
    const uuid = designCreatedSchema.parse(await saved.json()).uuid;
    const cart = { countryCode: country, lineItems: [{ uuid, quantity: 1 }], ...(options.language ? { meta: { language: options.language } } : {}) };
    const priced = pricedCartSchema.parse(await (await json('/api/checkout/carts', cart)).json());
    const delivery = { email: 'anna@example.com', shipping: { firstName: 'Anna', lastName: 'Muster', ...ADDRESSES[country] } };
    const res = await json('/api/checkout/orders', { idempotencyKey: randomUUID(), cart, delivery, expectedTotal: priced.total });
    expect(res.status).toBe(201);
    return createdOrderSchema.parse(await res.json());
  }

  async function readOrder(order: CreatedOrderAnswer) {
    const res = await t.request(`/api/checkout/orders/${order.id}`, { headers: bearer(order) });
    return orderSchema.parse(await res.json());
  }

  const startAttempt = (order: CreatedOrderAnswer, method: PaymentMethod, idempotencyKey: string = randomUUID()) =>
    json(`/api/checkout/orders/${order.id}/payments`, { method, idempotencyKey, returnUrl: '/checkout/payment/return?step=result' }, bearer(order));

  /** A started attempt: its id and the path of its sandbox page. */
  async function attempt(order: CreatedOrderAnswer, method: PaymentMethod) {
    const res = await startAttempt(order, method);
    expect(res.status).toBe(201);
    const started = paymentStartedSchema.parse(await res.json());
    return { paymentId: started.paymentId, page: new URL(started.redirectUrl).pathname, reference: new URL(started.redirectUrl).pathname.split('/').pop()! };
  }

  const confirm = (back: PaymentReturn) => json(`/api/checkout/payments/${back.paymentId}/confirm`, { result: back.result, signature: back.signature });

  // ---- the sandbox's side: its pages, as a browser fills them in ---------------------------------------

  const form = (path: string, fields: Record<string, string>) =>
    t.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

  /** Where a 303 sends the browser. */
  function location(res: Response): string {
    expect(res.status).toBe(303);
    return res.headers.get('location')!;
  }

  /** The return a redirect to the shop carries. */
  function returnOf(res: Response): PaymentReturn {
    const target = location(res);
    expect(target.startsWith('/checkout/payment/return?step=result&')).toBe(true);
    return paymentReturnOf(target.slice(target.indexOf('?')))!;
  }

  /** Pays with a test card: the number, then the bank's check with its code; answers the return to the shop. */
  async function payByCard(page: string, cardNumber = '4242 4242 4242 4242'): Promise<PaymentReturn> {
    const challenge = location(await form(`${page}/card`, { cardNumber }));
    expect(challenge).toBe(`${page}/challenge`);
    const html = await (await t.request(challenge)).text();
    expect(html).toContain('1234');
    return returnOf(await form(challenge, { code: '1234' }));
  }

  /** Ends a non-card payment with an outcome button. */
  const chooseOutcome = async (page: string, outcome: string) => returnOf(await form(`${page}/outcome`, { outcome }));

  const send: SendWebhook = async (url, init) => t.app.request(url, init);
  /** Delivers every webhook due within the next hour: the deliverer's round, without waiting for the delays. */
  const deliverAll = () => deliverDueWebhooks({ db: t.database.db, config: t.config, logger: quiet, send, now: new Date(Date.now() + 3_600_000) });

  /** Posts a webhook body signed now (or at `at`) with the sandbox's secret. */
  async function postWebhook(body: string, at = new Date()) {
    const signature = signWebhook(await sandboxSecret(t.database.db, t.config), body, at);
    return t.request('/api/checkout/payments/webhooks/sandbox', { method: 'POST', headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature }, body });
  }

  return { json, bearer, newOrder, readOrder, startAttempt, attempt, confirm, form, location, returnOf, payByCard, chooseOutcome, send, deliverAll, postWebhook };
}
