// Lighthouse (the npm package, run with npx, never a dependency: it drags in an old @types/pg) with
// Debian's Chromium, mobile settings, on the home page and a content page of a server this bench starts.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromiumPath } from '../../tooling/ensure-chromium.mjs';
import { startBuiltServer } from '../../tooling/server-process.mjs';
import type { Row } from './table.ts';

const run = promisify(execFile);
const LIGHTHOUSE = 'lighthouse@12.8.2';
/** The same Chromium as the browser tests: CHROMIUM_PATH or Debian's. */
const CHROMIUM = chromiumPath();
const RUNS = 3;
const PAGES: [name: string, path: string][] = [
  ['home page /', '/'],
  ['content page /shipping-and-payment', '/shipping-and-payment'],
];

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

async function lighthouse(url: string, dir: string): Promise<LighthouseReport> {
  const out = join(dir, `report-${Date.now()}.json`);
  await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--only-categories=performance',
      '--form-factor=mobile',
      '--screenEmulation.mobile',
      '--throttling-method=simulate',
      `--chrome-path=${CHROMIUM}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
      '--output=json',
      `--output-path=${out}`,
    ],
    { timeout: 180_000, maxBuffer: 32 * 1024 * 1024, env: { ...process.env, CHROME_PATH: CHROMIUM } },
  );
  return JSON.parse(readFileSync(out, 'utf8')) as LighthouseReport;
}

/** Performance score and LCP (mobile, simulated throttling) of the home page and a content page. */
export async function lighthouseRows(): Promise<Row[]> {
  const server = await startBuiltServer();
  const rows: Row[] = [];
  try {
    for (const [name, path] of PAGES) {
      try {
        // Median of three runs: the machine is shared and one run's main-thread time varies.
        const runs: { score: number; lcp: number }[] = [];
        for (let i = 0; i < RUNS; i++) {
          const report = await lighthouse(`${server.origin}${path}`, server.dataDir);
          runs.push({ score: Math.round((report.categories.performance.score ?? 0) * 100), lcp: report.audits['largest-contentful-paint']?.numericValue ?? NaN });
        }
        const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
        rows.push({ group: 'lighthouse', name: `performance score, mobile, ${name} (median of ${RUNS})`, value: String(median(runs.map((r) => r.score))), target: '>= 95' });
        rows.push({ group: 'lighthouse', name: `LCP, mobile, ${name} (median of ${RUNS})`, value: `${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2)} s`, target: '< 2 s' });
      } catch (error) {
        rows.push({ group: 'lighthouse', name: `${name}`, value: 'failed', target: String((error as Error).message).split('\n')[0]?.slice(0, 60) });
      }
    }
  } finally {
    await server.stop();
  }
  return rows;
}
