import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSchema } from '@masswerk/contract';
import { auditOrders } from '../src/db/audit.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { buyer, eventually, expectNothingLostNothingDoubled, freePort, processWorkDir, startShopProcess, type ShopProcess } from './shop-processes.ts';
import { newPostgresDatabase } from './test-app.ts';

/*
 * The races of races.test.ts across two server processes on one PostgreSQL database (issue 14: "no state
 * in process memory"): each concurrent request goes to the other process, and both processes run their
 * webhook deliverers and reconcilers on the same tables. Integration suite only (TEST_DATABASE_URL).
 */

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL database', () => {
  const work = processWorkDir();
  let fresh: Awaited<ReturnType<typeof newPostgresDatabase>>;
  let database: Database;
  let a: ShopProcess;
  let b: ShopProcess;
  const emails: string[] = [];
  const email = () => {
    const address = `buyer-${emails.length}-${randomUUID().slice(0, 8)}@example.com`;
    emails.push(address);
    return address;
  };

  beforeAll(async () => {
    fresh = await newPostgresDatabase(serverUrl!);
    // Both start at once on the empty database (one migrates, the other waits for it), with one public
    // address as behind a load balancer: each serves the other's pages and returns.
    const ports = [await freePort(), await freePort()];
    const publicUrl = `http://127.0.0.1:${ports[0]}`;
    [a, b] = await Promise.all([ports[0]!, ports[1]!].map((port) => startShopProcess({ port, databaseUrl: fresh.url, work, publicUrl })) as [Promise<ShopProcess>, Promise<ShopProcess>]);
    database = await openDatabase({ url: fresh.url });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await fresh?.drop();
    work.remove();
  });

  it('a double click sent to both processes makes one order', async () => {
    const body = await buyer.orderBody(a.origin, email());
    const answers = await Promise.all([a, b, a, b].map((p) => buyer.placeOrder(p.origin, body)));
    expect(answers.map((x) => x.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((x) => x.order.id)).size).toBe(1);
  });

  it('the same payment start on both processes opens one payment at the provider', async () => {
    const { order } = await buyer.placeOrder(a.origin, await buyer.orderBody(a.origin, email()));
    const key = randomUUID();
    const started = await Promise.all([a, b, b, a].map((p) => buyer.startPayment(p.origin, order, key)));
    expect(new Set(started.map((s) => s.paymentId)).size).toBe(1);
    expect(new Set(started.map((s) => new URL(s.redirectUrl).pathname)).size).toBe(1);
  });

  it('two tabs, one on each process, both paid at the provider: one pays the order, the other is owed back', async () => {
    const { order } = await buyer.placeOrder(a.origin, await buyer.orderBody(a.origin, email()));
    const [first, second] = await Promise.all([buyer.startPayment(a.origin, order, randomUUID(), 'paypal'), buyer.startPayment(b.origin, order, randomUUID(), 'card')]);
    const backs = await Promise.all([buyer.pay(a.origin, first!.redirectUrl), buyer.pay(b.origin, second!.redirectUrl)]);
    const answers = await Promise.all(backs.map((back, i) => buyer.confirm(i === 0 ? b.origin : a.origin, back)));
    const statuses = await Promise.all(answers.map(async (res) => paymentSchema.parse(await res.json()).status));
    expect(statuses.sort()).toEqual(['refund_due', 'succeeded']);
  });

  it('the return confirmed on both processes at once while both deliver the webhooks: one success', async () => {
    for (let i = 0; i < 3; i++) {
      const { order } = await buyer.placeOrder(b.origin, await buyer.orderBody(b.origin, email()));
      const started = await buyer.startPayment(a.origin, order, randomUUID());
      const back = await buyer.pay(b.origin, started.redirectUrl);
      const answers = await Promise.all([buyer.confirm(a.origin, back), buyer.confirm(b.origin, back), buyer.confirm(a.origin, back)]);
      for (const res of answers) expect(paymentSchema.parse(await res.json())).toMatchObject({ status: 'succeeded', orderStatus: 'paid' });
    }
  });

  it('a buyer who never comes back: the processes’ webhooks and reconcilers pay the order, once', async () => {
    const { order } = await buyer.placeOrder(a.origin, await buyer.orderBody(a.origin, email()));
    const started = await buyer.startPayment(b.origin, order, randomUUID(), 'bank_transfer');
    await buyer.pay(a.origin, started.redirectUrl, 'pending');
    await eventually(async () => (await auditOrders(database.db, emails)).find((o) => o.id === order.id)?.payments[0]?.status === 'pending');
    const settle = await fetch(`${b.origin}${new URL(started.redirectUrl).pathname}/settle`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=success', redirect: 'manual' });
    expect(settle.status).toBe(200);
    await eventually(async () => (await auditOrders(database.db, emails)).find((o) => o.id === order.id)?.status === 'paid');
  });

  it('leaves nothing lost and nothing doubled once the webhooks are all in', async () => {
    // The deliverers of both processes send every event twice within 300 ms (and retry): wait for the books to settle.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const audits = await expectNothingLostNothingDoubled(database.db, emails);
    expect(audits).toHaveLength(emails.length);
    // Every order is paid but the first two: one never paid, one whose payment was only started.
    expect(audits.filter((o) => o.status !== 'paid').map((o) => o.payments.map((p) => p.status))).toEqual([[], ['created']]);
  });

  it('one confirmation mail job per paid order', async () => {
    const audits = await expectNothingLostNothingDoubled(database.db, emails);
    for (const audit of audits.filter((o) => o.status === 'paid')) expect(audit.jobKeys).toContain(`order-confirmation:${audit.id}`);
  });
});
