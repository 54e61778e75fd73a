import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { repoRoot } from '../../tooling/server-process.mjs';
import type { Row } from './table.ts';

async function firstHealthy(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${url} did not answer 200 in time`);
}

/** Process start to the first 200 from /api/health, on a fresh data dir and on the same dir again. */
async function coldStart(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', RENDER_PICTURES: 'off' },
    stdio: 'ignore',
  });
  await firstHealthy(`http://127.0.0.1:${port}/api/health`, Date.now() + 60_000);
  const ms = performance.now() - started;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return ms;
}

export async function coldStartRows(): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'masswerk-bench-'));
  try {
    const port = 30_000 + Math.floor(Math.random() * 20_000);
    const fresh = await coldStart(dataDir, port);
    const reused: number[] = [];
    for (let i = 0; i < 3; i++) reused.push(await coldStart(dataDir, port));
    reused.sort((a, b) => a - b);
    return [
      { group: 'server', name: 'cold start, fresh data dir (to first 200 /api/health)', value: `${fresh.toFixed(0)} ms` },
      { group: 'server', name: 'cold start, reused data dir (median of 3)', value: `${reused[1]!.toFixed(0)} ms` },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
