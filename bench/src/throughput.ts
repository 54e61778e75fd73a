import autocannon from 'autocannon';
import { startProcess, stopProcess } from './server-process.ts';
import type { Row } from './table.ts';

async function requestsPerSecond(url: string, seconds: number): Promise<number> {
  const result = await autocannon({ url, connections: 20, duration: seconds, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** Requests per second of /api/health next to an empty Hono route, served by one process, measured alternately. */
export async function throughputRows(): Promise<Row[]> {
  const { child, port } = await startProcess(['--import', 'tsx', 'bench/src/bench-server.ts'], {});
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
    ];
  } finally {
    await stopProcess(child);
  }
}
