import autocannon from 'autocannon';
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

async function measure({ url, method = 'GET', body, nextBody, connections = 20 }: Load, seconds: number): Promise<{ rps: number; p99: number }> {
  const headers: Record<string, string> = body || nextBody ? { 'content-type': 'application/json' } : {};
  const requests = nextBody ? [{ method, headers, setupRequest: (request: object) => ({ ...request, body: nextBody() }) }] : undefined;
  const result = await autocannon({ url, method, body, headers, connections, duration: seconds, pipelining: 1, ...(requests ? { requests } : {}) });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function requestsPerSecond(url: string, seconds: number): Promise<number> {
  return (await measure({ url }, seconds)).rps;
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
async function pricingRows(base: string, empty: number): Promise<Row[]> {
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
    const { rps } = await measure(load, 3);
    const { p99 } = await measure({ ...load, connections: 50 }, 3);
    rows.push({ group: 'server', name: `${name}, req/s (share of empty)`, value: `${rps.toFixed(0)} (${((rps / empty) * 100).toFixed(0)} %)`, target: '>= 25 %' });
    rows.push({ group: 'server', name: `${name}, p99 at 50 clients`, value: `${p99.toFixed(0)} ms` });
  }
  return rows;
}

/** Requests per second of /api/health next to an empty Hono route, served by one process, measured alternately. */
export async function throughputRows(): Promise<Row[]> {
  const { child, port } = await startProcess([await bundleServer('bench/src/bench-server.ts')], {});
  try {
    const base = `http://127.0.0.1:${port}`;
    await requestsPerSecond(`${base}/api/health`, 1); // warm-up
    await requestsPerSecond(`${base}/bench/empty`, 1);
    const health: number[] = [];
    const empty: number[] = [];
    for (let round = 0; round < 2; round++) {
      empty.push(await requestsPerSecond(`${base}/bench/empty`, 3));
      health.push(await requestsPerSecond(`${base}/api/health`, 3));
    }
    const h = Math.max(...health);
    const e = Math.max(...empty);
    return [
      { group: 'server', name: 'GET /bench/empty (empty Hono route), req/s', value: e.toFixed(0) },
      { group: 'server', name: 'GET /api/health (DB round trip), req/s', value: h.toFixed(0) },
      { group: 'server', name: 'health / empty ratio', value: `${((h / e) * 100).toFixed(0)} %` },
      ...(await pricingRows(base, e)),
    ];
  } finally {
    await stopProcess(child);
  }
}
