import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { expect } from 'vitest';
import { orderSchema, paymentReturnOf, paymentStartedSchema, type CreatedOrderAnswer, type PaymentReturn } from '@masswerk/contract';
import type { PaymentMethod } from '@masswerk/domain';
import { findPaymentsOfOrder } from '../src/db/payments.ts';
import { findSandboxCaptures } from '../src/db/sandbox.ts';
import { paymentProvidersFrom } from '../src/services/payments/providers.ts';
import { sandboxSecret } from '../src/services/payments/sandbox/secret.ts';
import { SANDBOX_SIGNATURE_HEADER, signWebhook } from '../src/services/payments/sandbox/signature.ts';
import { deliverDueWebhooks, type SendWebhook } from '../src/services/payments/sandbox/webhooks.ts';
import type { PaymentDeps } from '../src/services/payments/start-payment.ts';
import type { TestApp } from './test-app.ts';

export const quiet = pino({ level: 'silent' });

/** What a log line of the payment use cases holds that the tests read. */
export type LogLine = { msg?: string; refund?: boolean; paymentId?: string };

/**
 * The calls of a purchase with the sandbox, on a test app: the shop's payment calls through HTTP, the
 * sandbox's pages as a browser fills them in, its webhooks delivered at once, and what the database
 * then holds of an order's money.
 */
export function payCalls(t: TestApp) {
  /** The payment use cases on the test app's database, for tests that put a concurrent action in their middle; `logs` holds what they log. */
  function useCases(): PaymentDeps & { logs: LogLine[] } {
    const logs: LogLine[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) });
    return { db: t.database.db, config: t.config, logger, providers: paymentProvidersFrom(t.database.db, t.config), logs };
  }

  const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const bearer = (order: CreatedOrderAnswer) => ({ authorization: `Bearer ${order.accessSecret}` });

  async function readOrder(order: CreatedOrderAnswer) {
    const res = await t.request(`/api/checkout/orders/${order.id}`, { headers: bearer(order) });
    return orderSchema.parse(await res.json());
  }

  const startAttempt = (order: CreatedOrderAnswer, method: PaymentMethod, idempotencyKey: string = randomUUID()) =>
    json(`/api/checkout/orders/${order.id}/payments`, { method, idempotencyKey, returnUrl: '/checkout/payment/return?step=result' }, bearer(order));

  /** The path of a started attempt's sandbox page, and the sandbox's reference (the page's last segment). */
  const pageOf = (redirectUrl: string) => ({ page: new URL(redirectUrl).pathname, reference: new URL(redirectUrl).pathname.split('/').pop()! });

  /** A started attempt: its id and the path of its sandbox page. */
  async function attempt(order: CreatedOrderAnswer, method: PaymentMethod) {
    const res = await startAttempt(order, method);
    expect(res.status).toBe(201);
    const started = paymentStartedSchema.parse(await res.json());
    return { paymentId: started.paymentId, ...pageOf(started.redirectUrl) };
  }

  const confirm = (back: PaymentReturn) => json(`/api/checkout/payments/${back.paymentId}/confirm`, { result: back.result, signature: back.signature });

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

  /** The order's payments and the ledger's captures for them. */
  async function moneyOf(order: { id: string }) {
    const payments = await findPaymentsOfOrder(t.database.db, order.id);
    const ids = new Set(payments.map((p) => p.id));
    const captures = (await findSandboxCaptures(t.database.db)).filter((c) => ids.has(c.merchantReference));
    return { statuses: payments.map((p) => p.status).sort(), payments, captures };
  }

  const paidEvents = async (order: CreatedOrderAnswer) => (await readOrder(order)).history.filter((h) => h.status === 'paid').length;

  return { useCases, json, bearer, readOrder, startAttempt, pageOf, attempt, confirm, form, location, returnOf, payByCard, chooseOutcome, send, deliverAll, postWebhook, moneyOf, paidEvents };
}
