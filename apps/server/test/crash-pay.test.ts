import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrashPoint } from '../src/crash-points.ts';
import { auditOrders } from '../src/db/audit.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { findPaymentEvents } from '../src/db/payments.ts';
import { buyer, eventually, expectNothingLostNothingDoubled, freePort, processWorkDir, startShopProcess, type ShopProcess } from './shop-processes.ts';
import { newPostgresDatabase } from './test-app.ts';

/*
 * Issue 14's crash test: a real server process on PostgreSQL is killed with SIGKILL at each named point
 * of the pay sequence (src/crash-points.ts, armed by CRASH_AT), restarted, and the buyer's retries or the
 * reconciler (services/payments/reconcile.ts, at start and every half second here) finish the work.
 * Then: one order per cart, at most one succeeded payment per order, paid once, the sandbox's ledger
 * equal to the captured payments. Integration suite only (TEST_DATABASE_URL).
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const SCENARIO_MS = 120_000;

describe.skipIf(!serverUrl)('a server killed at each point of the pay sequence', { timeout: SCENARIO_MS }, () => {
  const work = processWorkDir();
  let fresh: Awaited<ReturnType<typeof newPostgresDatabase>>;
  let database: Database;
  let port: number;
  let running: ShopProcess | undefined;
  const emails: string[] = [];

  beforeAll(async () => {
    fresh = await newPostgresDatabase(serverUrl!);
    database = await openDatabase({ url: fresh.url });
    port = await freePort();
  });

  afterAll(async () => {
    await running?.stop();
    await database?.close();
    await fresh?.drop();
    work.remove();
  });

  /** The server, on the same port each time (the sandbox's pages and returns stay where they were), armed to die at `point`. */
  async function start(point?: CrashPoint): Promise<ShopProcess> {
    // The armed server's reconciler leaves payments to the buyer and the webhooks, so that the kill comes where it is armed.
    running = await startShopProcess({ port, databaseUrl: fresh.url, work, env: point ? { CRASH_AT: point, RECONCILE_AFTER_MS: '3600000' } : {} });
    return running;
  }

  /** Runs what the buyer does against the armed server: it must be cut off by the server's death at the point (SIGKILL). */
  async function cutOff(server: ShopProcess, action: () => Promise<unknown>): Promise<void> {
    const outcome = await action().then(
      () => 'answered',
      () => 'cut off',
    );
    expect(outcome).toBe('cut off');
    expect(await server.ended).toBe('SIGKILL');
  }

  const newEmail = () => {
    const email = `crash-${emails.length}-${randomUUID().slice(0, 8)}@example.com`;
    emails.push(email);
    return email;
  };
  const auditOf = async (email: string) => (await auditOrders(database.db, [email]))[0];

  /**
   * A buyer orders and pays at the sandbox, then closes the tab (no return): the sandbox takes the money and
   * puts its webhook in the outbox, and the server, armed at `point`, dies on receiving it.
   */
  async function paidUntilTheWebhookKills(point: 'before-webhook-update' | 'after-webhook-update') {
    const server = await start(point);
    const email = newEmail();
    const { order } = await buyer.placeOrder(server.origin, await buyer.orderBody(server.origin, email));
    const started = await buyer.startPayment(server.origin, order, randomUUID());
    await buyer.pay(server.origin, started.redirectUrl);
    expect(await server.ended).toBe('SIGKILL');
    return { email, started };
  }

  it('after the order insert: the buyer sends the order again and gets the same one, then pays it once', async () => {
    const server = await start('after-order-insert');
    const email = newEmail();
    const body = await buyer.orderBody(server.origin, email);
    await cutOff(server, () => buyer.placeOrder(server.origin, body));
    const committed = await auditOf(email);
    expect(committed).toMatchObject({ status: 'pending', payments: [] });

    const again = await start();
    const { status, order } = await buyer.placeOrder(again.origin, body);
    expect(status).toBe(200);
    expect(order.id).toBe(committed!.id);
    const started = await buyer.startPayment(again.origin, order, randomUUID(), 'card');
    await buyer.payAndReturn(again.origin, started.redirectUrl);
    await again.stop();
  });

  it('after the provider call: the reconciler records the provider’s payment; the buyer’s retry opens the same one and pays it', async () => {
    const server = await start('after-provider-call');
    const email = newEmail();
    const { order } = await buyer.placeOrder(server.origin, await buyer.orderBody(server.origin, email));
    const key = randomUUID();
    await cutOff(server, () => buyer.startPayment(server.origin, order, key));
    const [attempt] = (await auditOf(email))!.payments;
    expect(attempt).toMatchObject({ status: 'created', providerReference: null });

    const again = await start();
    await eventually(async () => (await auditOf(email))!.payments[0]!.providerReference !== null);
    const started = await buyer.startPayment(again.origin, order, key);
    expect(started.paymentId).toBe(attempt!.id);
    expect(new URL(started.redirectUrl).pathname).toBe(`/sandbox-pay/${(await auditOf(email))!.payments[0]!.providerReference}`);
    await buyer.payAndReturn(again.origin, started.redirectUrl);
    await again.stop();
  });

  it('before the webhook’s update: the buyer paid and left; after the restart the reconciler pays the order', async () => {
    const { email, started } = await paidUntilTheWebhookKills('before-webhook-update');
    expect(await auditOf(email)).toMatchObject({ status: 'pending', payments: [{ status: 'created' }] });

    const again = await start();
    await eventually(async () => (await auditOf(email))!.status === 'paid');
    // The reconciler, not the webhook (its delivery stays claimed by the dead process for 30 s).
    const events = await findPaymentEvents(database.db, started.paymentId);
    expect(events.filter((e) => e.toStatus === 'succeeded').map((e) => e.source)).toEqual(['reconciler']);
    await again.stop();
  });

  it('after the webhook’s update: the order was paid before the kill, and the restart changes nothing', async () => {
    const { email, started } = await paidUntilTheWebhookKills('after-webhook-update');
    expect(await auditOf(email)).toMatchObject({ status: 'paid', paidEvents: 1, payments: [{ status: 'succeeded' }] });

    const again = await start();
    // The webhook the server never answered comes again (after its claim expires); the buyer's return comes late too.
    await buyer.payAndReturn(again.origin, started.redirectUrl);
  });

  it('leaves one order per cart, each paid once with one succeeded payment, and the ledger equal to the captured payments', async () => {
    const audits = await expectNothingLostNothingDoubled(database.db, emails);
    expect(audits.map((o) => [o.status, o.paidEvents, o.payments.map((p) => p.status)])).toEqual(emails.map(() => ['paid', 1, ['succeeded']]));
  });

  it('one confirmation mail job per paid order', async () => {
    const audits = await expectNothingLostNothingDoubled(database.db, emails);
    for (const audit of audits) expect(audit.jobKeys).toContain(`order-confirmation:${audit.id}`);
  });
});
