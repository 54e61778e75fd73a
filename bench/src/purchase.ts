import { randomUUID } from 'node:crypto';
import { familyOf } from '@masswerk/domain';
import { startBuiltServer } from '../../tooling/server-process.mjs';
import type { Row } from './table.ts';

const BUYERS = 20;
const PURCHASES_PER_BUYER = 5;
/** How long the webhooks of the last payments may take to make their orders paid. */
const PAID_WITHIN_MS = 30_000;

const DELIVERY = { email: 'bench@example.com', shipping: { firstName: 'Bea', lastName: 'Bench', street: 'Torstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE', phone: '030 901820' } };
const CALLS = ['POST /carts', 'POST /orders', 'POST /orders/{id}/payments', 'sandbox card page', 'sandbox challenge'] as const;
type Call = (typeof CALLS)[number];

class UnexpectedAnswer extends Error {}

/** One buyer's HTTP calls, timed per call; any answer but the expected one counts as an error. */
function buyer(origin: string, timings: Record<Call, number[]>) {
  const timed = async (call: Call, path: string, init: RequestInit, expected: number): Promise<Response> => {
    const started = performance.now();
    const res = await fetch(`${origin}${path}`, { ...init, redirect: 'manual' });
    timings[call].push(performance.now() - started);
    if (res.status !== expected) throw new UnexpectedAnswer(`${call} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    return res;
  };
  const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const form = (fields: Record<string, string>): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

  /** Cart, order, card payment with its bank check: the buyer's side of one purchase; answers the order to watch. */
  return async (designUuid: string): Promise<{ id: string; accessSecret: string; paidBy: number }> => {
    const cart = { countryCode: 'de', lineItems: [{ uuid: designUuid, quantity: 1, addons: [{ sku: '701.101.02' }] }] };
    const priced = (await (await timed('POST /carts', '/api/checkout/carts', json(cart), 200)).json()) as { total: number };
    const order = (await (await timed('POST /orders', '/api/checkout/orders', json({ idempotencyKey: randomUUID(), cart, delivery: DELIVERY, expectedTotal: priced.total }), 201)).json()) as {
      id: string;
      accessSecret: string;
    };
    const auth = { authorization: `Bearer ${order.accessSecret}` };
    const started = (await (await timed('POST /orders/{id}/payments', `/api/checkout/orders/${order.id}/payments`, json({ method: 'card', idempotencyKey: randomUUID(), returnUrl: '/checkout/pay' }, auth), 201)).json()) as {
      redirectUrl: string;
    };
    const page = new URL(started.redirectUrl).pathname;
    const challenge = (await timed('sandbox card page', `${page}/card`, form({ cardNumber: '4242 4242 4242 4242' }), 303)).headers.get('location')!;
    await timed('sandbox challenge', challenge, form({ code: '1234' }), 303);
    return { ...order, paidBy: performance.now() };
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/**
 * A full purchase for 20 concurrent buyers against the built server: cart, order, card payment through the
 * sandbox's pages (number, then the bank's check), and the sandbox's signed webhook that makes the order
 * paid. The buyers do not come back from the provider (they close the tab), so every order is paid by its
 * webhook alone, the path that must never lose a payment.
 */
export async function purchaseRows(): Promise<Row[]> {
  const server = await startBuiltServer({
    RATE_LIMIT_ORDERS: '0',
    RATE_LIMIT_DESIGN_SAVES: '0',
    // The sandbox posts its webhooks soon (a real provider takes seconds); its deliverer looks every second.
    SANDBOX_WEBHOOK_DELAY_MIN_MS: '0',
    SANDBOX_WEBHOOK_DELAY_MAX_MS: '200',
  });
  try {
    const timings = Object.fromEntries(CALLS.map((call) => [call, [] as number[]])) as Record<Call, number[]>;
    const designs = await Promise.all(
      Array.from({ length: BUYERS }, async () => {
        const res = await fetch(`${server.origin}/api/designs`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ furniture_type: 'shelf', structure: familyOf('shelf').defaults() }) });
        return ((await res.json()) as { uuid: string }).uuid;
      }),
    );
    let errors = 0;
    const orders: { id: string; accessSecret: string; paidBy: number }[] = [];
    const began = performance.now();
    await Promise.all(
      designs.map(async (uuid) => {
        const purchase = buyer(server.origin, timings);
        for (let i = 0; i < PURCHASES_PER_BUYER; i++) {
          try {
            orders.push(await purchase(uuid));
          } catch (error) {
            if (!(error instanceof UnexpectedAnswer)) throw error;
            errors += 1;
          }
        }
      }),
    );
    const buyersMs = performance.now() - began;

    // Every order must become paid by its webhook; how long after the buyer's last step it took.
    const paidAfter: number[] = [];
    let waiting = [...orders];
    const deadline = performance.now() + PAID_WITHIN_MS;
    while (waiting.length > 0 && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const statuses = await Promise.all(waiting.map(async (o) => ((await (await fetch(`${server.origin}/api/checkout/orders/${o.id}`, { headers: { authorization: `Bearer ${o.accessSecret}` } })).json()) as { status: string }).status));
      const now = performance.now();
      waiting = waiting.filter((o, i) => {
        if (statuses[i] !== 'paid') return true;
        paidAfter.push(now - o.paidBy);
        return false;
      });
    }
    errors += waiting.length;

    const purchases = orders.length;
    return [
      { group: 'checkout', name: `full purchase, ${BUYERS} concurrent buyers x ${PURCHASES_PER_BUYER}: purchases per second (cart to bank check)`, value: (purchases / (buyersMs / 1000)).toFixed(1) },
      ...CALLS.map((call) => ({ group: 'checkout', name: `full purchase: p95 of ${call}`, value: `${percentile(timings[call], 95).toFixed(0)} ms` })),
      { group: 'checkout', name: 'full purchase: p95 from the bank check to the order paid by the webhook', value: `${percentile(paidAfter, 95).toFixed(0)} ms` },
      { group: 'checkout', name: `full purchase: errors (unexpected answers, orders not paid within ${PAID_WITHIN_MS / 1000} s)`, value: String(errors), target: '0' },
    ];
  } finally {
    await server.stop();
  }
}
