import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startProcess, stopProcess } from './server-process.mjs';

// How the browser tests and the benchmarks start their servers: ready on the logged port, a process
// that dies or never listens is an error naming what it printed, and a stop waits for the exit.
const dir = mkdtempSync(join(tmpdir(), 'server-process-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function script(name: string, body: string): string {
  const path = join(dir, name);
  writeFileSync(path, body);
  return path;
}

describe('tooling/server-process.mjs', () => {
  it('resolves with the port the process logs, and stop waits for its exit code', async () => {
    const listening = script(
      'listening.mjs',
      `console.log('starting'); setTimeout(() => console.log(JSON.stringify({ msg: 'listening', port: 4321 })), 50);
       const keep = setInterval(() => {}, 1000); process.on('SIGTERM', () => { clearInterval(keep); process.exit(3); });`,
    );
    const { child, port } = await startProcess([listening], {});
    expect(port).toBe(4321);
    expect(await stopProcess(child)).toBe(3);
    expect(await stopProcess(child)).toBe(3);
  });

  it('passes its environment on', async () => {
    const echo = script('echo.mjs', `console.log(JSON.stringify({ port: Number(process.env.WANTED) })); setTimeout(() => {}, 10_000);`);
    const { child, port } = await startProcess([echo], { WANTED: '777' });
    expect(port).toBe(777);
    await stopProcess(child);
  });

  it('rejects with what the process printed when it exits before it listens', async () => {
    const dying = script('dying.mjs', `console.log('no database'); process.exit(2);`);
    await expect(startProcess([dying], {})).rejects.toThrow(/exited with 2 before it listened:\nno database/);
  });

  it('kills a process that does not listen in time', async () => {
    const silent = script('silent.mjs', `setTimeout(() => {}, 60_000);`);
    const started = performance.now();
    await expect(startProcess([silent], {}, { timeoutMs: 300 })).rejects.toThrow(/did not listen within 0.3 s/);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
