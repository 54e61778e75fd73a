import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { REFERENCE_DESIGNS, type FurnitureType } from '@masswerk/domain';
import { startProcess, stopProcess } from '../../tooling/server-process.mjs';
import { bundleServer } from './bundle-server.ts';
import type { Row } from './table.ts';

interface Load {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** A fresh body for each request instead of `body`: carts that were never priced before. */
  nextBody?: () => string;
  connections?: number;
}

/**
 * The CPU time (user and system, in microseconds) a process has used so far, from Linux's /proc; null
 * elsewhere. The load generator shares the machine's two cores with the server, so requests per second
 * also measure the client and whatever else runs; the server's own CPU time per request does not.
 */
function cpuMicros(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticksPerSecond = 100; // USER_HZ, 100 on every Linux Node.js supports
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / ticksPerSecond;
  } catch {
    return null;
  }
}

interface Measured {
  rps: number;
  p99: number;
  /** The server's CPU time per request, in microseconds (null where /proc is missing). */
  cpuPerRequest: number | null;
}

async function measure({ url, method = 'GET', body, nextBody, connections = 20 }: Load, seconds: number, serverPid?: number): Promise<Measured> {
  const headers: Record<string, string> = body || nextBody ? { 'content-type': 'application/json' } : {};
  const requests = nextBody ? [{ method, headers, setupRequest: (request: object) => ({ ...request, body: nextBody() }) }] : undefined;
  const cpuBefore = cpuMicros(serverPid);
  const result = await autocannon({ url, method, body, headers, connections, duration: seconds, pipelining: 1, ...(requests ? { requests } : {}) });
  const cpuAfter = cpuMicros(serverPid);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const cpuPerRequest = cpuBefore === null || cpuAfter === null || result.requests.total === 0 ? null : (cpuAfter - cpuBefore) / result.requests.total;
  return { rps: result.requests.average, p99: result.latency.p99, cpuPerRequest };
}

/** The server's CPU time per request of the empty route next to a call's, as the call's share ("38 %": the call costs 2.6 empty requests). */
function cpuShare(call: number | null, empty: number | null): string {
  return call === null || empty === null ? 'n/a' : `${call.toFixed(0)} us (${((empty / call) * 100).toFixed(0)} %)`;
}

/** Saves a reference design of each family given and answers their uuids. */
async function saveDesigns(base: string, types: readonly FurnitureType[]): Promise<string[]> {
  const uuids: string[] = [];
  for (const type of types) {
    const res = await fetch(`${base}/api/designs`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ furniture_type: type, structure: REFERENCE_DESIGNS[type].largest ?? Object.values(REFERENCE_DESIGNS[type])[0] }) });
    if (res.status !== 201) throw new Error(`saving a ${type} answered ${res.status}`);
    uuids.push(((await res.json()) as { uuid: string }).uuid);
  }
  return uuids;
}

/**
 * The cart, the price endpoint and the catalogue under load, each as a share of the empty route in the same process
 * (target: at least 25 %), and their p99 latency at 50 concurrent clients.
 */
async function pricingRows(base: string, empty: Measured, serverPid: number | undefined): Promise<Row[]> {
  const uuids = await saveDesigns(base, ['shelf', 'wardrobe', 'flayr', 'joyn', 'cushion']);
  const cartOf = (quantities: (i: number) => number) =>
    JSON.stringify({
      countryCode: 'de',
      couponCode: 'WELCOME10',
      lineItems: uuids.map((uuid, i) => ({ uuid, quantity: quantities(i), addons: i === 0 ? [{ sku: '701.101.02' }] : [] })),
    });
  // The same cart again and again (a buyer's views of the cart page and the checkout), which the server
  // answers from its priced-cart memo after the first; and carts it never priced (99^5 quantities), each
  // priced from scratch.
  const cart = cartOf((i) => i + 1);
  const freshCart = () => cartOf(() => 1 + Math.floor(Math.random() * 99));
  const loads: [string, Load][] = [
    ['POST /api/checkout/carts (5 lines, a coupon, the same cart again)', { url: `${base}/api/checkout/carts`, method: 'POST', body: cart }],
    ['POST /api/checkout/carts (5 lines, a coupon, each cart new)', { url: `${base}/api/checkout/carts`, method: 'POST', nextBody: freshCart }],
    ['GET /api/designs/prices/calculate/{uuid} (largest shelf)', { url: `${base}/api/designs/prices/calculate/${uuids[0]}?country=de&quantity=2&assembly=true` }],
    // The category page's call: the seeded catalogue's sofas, filtered, priced in CHF and sorted by price.
    ['GET /api/designs/catalog (sofas, width and colour filters, by price)', { url: `${base}/api/designs/catalog?country_code=ch&category=sofas&width_max=3000&color=grey,beige,wood,green,blue&sort_by=-price&page_size=25` }],
  ];
  const rows: Row[] = [];
  for (const [name, load] of loads) {
    await measure(load, 1); // warm-up
    const { rps, cpuPerRequest } = await measure(load, 3, serverPid);
    const { p99 } = await measure({ ...load, connections: 50 }, 3);
    rows.push({ group: 'server', name: `${name}, req/s (share of empty)`, value: `${rps.toFixed(0)} (${((rps / empty.rps) * 100).toFixed(0)} %)`, target: '>= 25 %' });
    rows.push({ group: 'server', name: `${name}, server CPU per request (empty's share of it)`, value: cpuShare(cpuPerRequest, empty.cpuPerRequest), target: '>= 25 %' });
    rows.push({ group: 'server', name: `${name}, p99 at 50 clients`, value: `${p99.toFixed(0)} ms` });
  }
  return rows;
}

/** Requests per second of /api/health next to an empty Hono route, served by one process, measured alternately. */
export async function throughputRows(): Promise<Row[]> {
  const { child, port } = await startProcess([await bundleServer('bench/src/bench-server.ts')], {});
  try {
    const base = `http://127.0.0.1:${port}`;
    await measure({ url: `${base}/api/health` }, 1); // warm-up
    await measure({ url: `${base}/bench/empty` }, 1);
    const health: Measured[] = [];
    const empty: Measured[] = [];
    for (let round = 0; round < 2; round++) {
      empty.push(await measure({ url: `${base}/bench/empty` }, 3, child.pid));
      health.push(await measure({ url: `${base}/api/health` }, 3));
    }
    // The better of two rounds: the machine's noise only ever slows a round down.
    const best = (runs: Measured[]) => runs.reduce((a, b) => (b.rps > a.rps ? b : a));
    const h = best(health).rps;
    const e = best(empty);
    return [
      { group: 'server', name: 'GET /bench/empty (empty Hono route), req/s', value: e.rps.toFixed(0) },
      { group: 'server', name: 'GET /bench/empty, server CPU per request', value: e.cpuPerRequest === null ? 'n/a' : `${e.cpuPerRequest.toFixed(0)} us` },
      { group: 'server', name: 'GET /api/health (DB round trip), req/s', value: h.toFixed(0) },
      { group: 'server', name: 'health / empty ratio', value: `${((h / e.rps) * 100).toFixed(0)} %` },
      ...(await pricingRows(base, e, child.pid)),
    ];
  } finally {
    await stopProcess(child);
  }
}
