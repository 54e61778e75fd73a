import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { createdOrderSchema, designCreatedSchema, paymentReturnOf, paymentSchema, paymentStartedSchema, pricedCartSchema, type CreatedOrderAnswer, type PaymentReturn } from '@masswerk/contract';
import { familyOf } from '@masswerk/domain';
import { freePort, startProcess, stopProcess } from '../../../tooling/server-process.mjs';
import { auditLedger, auditOrders } from '../src/db/audit.ts';
import type { Db } from '../src/db/client.ts';

/**
 * Real server processes (src/main.ts, run with tsx) on one PostgreSQL database, for the tests that two
 * processes and a killed one must pass (two-processes.test.ts, crash-pay.test.ts), and a buyer who talks
 * to them over HTTP.
 */

/** A folder for the processes' data (mail files, images) and a stand-in for the web build: these tests call the API only. */
export function processWorkDir(): { dir: string; webBuildDir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'masswerk-processes-'));
  const webBuildDir = join(dir, 'web');
  mkdirSync(join(webBuildDir, 'server'), { recursive: true });
  mkdirSync(join(webBuildDir, 'client'), { recursive: true });
  writeFileSync(join(webBuildDir, 'server', 'index.js'), '// stand-in for the web build: these tests call the API only\n');
  return { dir, webBuildDir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A port nobody listens on now (tooling/server-process.mjs, as e2e and bench use it). */
export { freePort };

export interface ShopProcess {
  origin: string;
  child: ChildProcess;
  /** Resolves with the signal that ended the process (SIGKILL for a crash point), or null when it exited by itself. */
  ended: Promise<NodeJS.Signals | null>;
  /** SIGTERM, and the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts a server process on `port` with the database `databaseUrl`. Its PUBLIC_URL is `publicUrl` (the
 * address all processes share behind a load balancer; default its own), while the sandbox posts its
 * webhooks to the process itself. Webhooks come after 0 to 300 ms, twice; the reconciler runs
 * at start and every half second, on payments of any age. `env` adds to that (CRASH_AT, say).
 */
export async function startShopProcess(options: {
  port: number;
  databaseUrl: string;
  work: { dir: string; webBuildDir: string };
  publicUrl?: string;
  env?: Record<string, string>;
}): Promise<ShopProcess> {
  const origin = `http://127.0.0.1:${options.port}`;
  const env = {
    NODE_ENV: 'test',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: options.publicUrl ?? origin,
    SANDBOX_WEBHOOK_URL: `${origin}/api/checkout/payments/webhooks/sandbox`,
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: join(options.work.dir, `data-${options.port}`),
    WEB_BUILD_DIR: options.work.webBuildDir,
    LOG_LEVEL: 'info',
    SMTP_URL: '',
    RATE_LIMIT_DESIGN_SAVES: '0',
    RATE_LIMIT_ORDERS: '0',
    RATE_LIMIT_ORDER_TRACKING: '0',
    SANDBOX_WEBHOOK_DELAY_MIN_MS: '0',
    SANDBOX_WEBHOOK_DELAY_MAX_MS: '300',
    RECONCILE_INTERVAL_MS: '500',
    RECONCILE_AFTER_MS: '0',
    CRASH_AT: '',
    RENDER_PICTURES: 'off',
    ...options.env,
  };
  const { child } = await startProcess(['--import', 'tsx', 'apps/server/src/main.ts'], env);
  const ended = new Promise<NodeJS.Signals | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.signalCode);
    else child.once('exit', (_code, signal) => resolve(signal));
  });
  return { origin, child, ended, stop: () => stopProcess(child) };
}

const json = (origin: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** A buyer in a browser, talking to whichever process `origin` names at each call. */
export const buyer = {
  /** A saved shelf and the body of an order for it with this e-mail (a new idempotency key). */
  async orderBody(origin: string, email: string) {
    const saved = await json(origin, '/api/designs', { furniture_type: 'shelf', structure: familyOf('shelf').defaults() });
    const uuid = designCreatedSchema.parse(await saved.json()).uuid;
    const cart = { countryCode: 'de', lineItems: [{ uuid, quantity: 1 }] };
    const priced = pricedCartSchema.parse(await (await json(origin, '/api/checkout/carts', cart)).json());
    const shipping = { firstName: 'Anna', lastName: 'Muster', street: 'Torstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE', phone: '030 901820' };
    return { idempotencyKey: crypto.randomUUID(), cart, delivery: { email, shipping }, expectedTotal: priced.total };
  },

  /** POST /orders; the order (200 or 201). */
  async placeOrder(origin: string, body: unknown): Promise<{ status: number; order: CreatedOrderAnswer }> {
    const res = await json(origin, '/api/checkout/orders', body);
    expect([200, 201]).toContain(res.status);
    return { status: res.status, order: createdOrderSchema.parse(await res.json()) };
  },

  /** POST /orders/{id}/payments; the attempt and its page. */
  async startPayment(origin: string, order: CreatedOrderAnswer, idempotencyKey: string, method = 'paypal') {
    const res = await json(origin, `/api/checkout/orders/${order.id}/payments`, { method, idempotencyKey, returnUrl: '/checkout/payment/return?step=result' }, { authorization: `Bearer ${order.accessSecret}` });
    expect([200, 201], await res.clone().text()).toContain(res.status);
    return paymentStartedSchema.parse(await res.json());
  },

  /**
   * Chooses an outcome on the sandbox's page (of whichever process `origin` names), and for a card the
   * bank's code; the signed return the sandbox sends the buyer back with.
   */
  async pay(origin: string, redirectUrl: string, outcome = 'success'): Promise<PaymentReturn> {
    const page = new URL(redirectUrl).pathname;
    const post = async (path: string, fields: Record<string, string>) => {
      const res = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(), redirect: 'manual' });
      expect(res.status, await res.clone().text()).toBe(303);
      return res.headers.get('location')!;
    };
    let location = await post(`${page}/outcome`, { outcome });
    if (location.endsWith('/challenge')) location = await post(`${page}/challenge`, { code: '1234' });
    const back = paymentReturnOf(location.slice(location.indexOf('?')));
    if (!back) throw new Error(`the sandbox sent the buyer to ${location}`);
    return back;
  },

  /** POST /payments/{id}/confirm: the return page. */
  async confirm(origin: string, back: PaymentReturn): Promise<Response> {
    return json(origin, `/api/checkout/payments/${back.paymentId}/confirm`, { result: back.result, signature: back.signature });
  },

  /** Pays at the sandbox and comes back to the shop, which must then say: paid. */
  async payAndReturn(origin: string, redirectUrl: string): Promise<void> {
    const back = await buyer.pay(origin, redirectUrl);
    expect(paymentSchema.parse(await (await buyer.confirm(origin, back)).json())).toMatchObject({ status: 'succeeded', orderStatus: 'paid' });
  },
};

/**
 * Nothing lost, nothing doubled (issue 14), for the orders of these e-mails (one cart each): one order
 * per cart, at most one succeeded payment per order, a paid order paid once, and the sandbox's ledger
 * equal to the captured payments (every capture a succeeded or owed-back payment of that amount, every
 * succeeded payment captured), and one confirmation mail job per paid order.
 * Answers the audit for further checks.
 */
export async function expectNothingLostNothingDoubled(db: Db, emails: readonly string[]) {
  const audits = await auditOrders(db, emails);
  expect(audits.map((a) => a.email).sort()).toEqual([...emails].sort());
  for (const audit of audits) {
    const succeeded = audit.payments.filter((p) => p.status === 'succeeded');
    expect(succeeded.length, `order ${audit.id}`).toBeLessThanOrEqual(1);
    if (audit.status === 'paid') expect(audit.paidEvents, `order ${audit.id}`).toBe(1);
    expect(succeeded.length === 1, `order ${audit.id} is ${audit.status}`).toBe(audit.status === 'paid');
    if (audit.status === 'paid') expect(audit.jobKeys, `order ${audit.id}`).toContain(`order-confirmation:${audit.id}`);
  }
  expect(await auditLedger(db)).toEqual({ unaccountedCaptures: [], uncapturedPayments: [] });
  return audits;
}

/** Waits until `check` answers true (every 100 ms, at most `timeoutMs`: a restart on a busy machine takes seconds). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not so within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
