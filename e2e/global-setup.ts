import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Starts the real, built server on a free port with a throwaway PGlite data directory and points the
 * tests at it. Returns the teardown that stops it with SIGTERM (and checks it exits cleanly).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dataDir = mkdtempSync(join(tmpdir(), 'masswerk-e2e-'));
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start within 60 s:\n${buffer}`)), 60_000);
    server.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /"port":(\d+)/.exec(buffer);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    server.on('exit', (code) => reject(new Error(`the server exited with ${code} before listening:\n${buffer}`)));
  });
  server.stdout.resume();
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  return async () => {
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    server.kill('SIGTERM');
    const code = await exited;
    rmSync(dataDir, { recursive: true, force: true });
    if (code !== 0) throw new Error(`the server exited with code ${code} on SIGTERM`);
  };
}
