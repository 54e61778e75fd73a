// Starting and stopping the shop's processes for the browser tests (e2e/) and the benchmarks (bench/):
// a Node script run from the repository root, ready once it logs the port it listens on ("port":N),
// and the built server on a throwaway PGlite data directory. Plain JavaScript, like ensure-chromium.mjs,
// so both import it without a build step.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts `node ...args` in the repository root with `env` added and resolves with the child and the
 * port it logs once it listens; later output is read and dropped. Rejects when the process exits first,
 * or (the process killed) when it does not listen within `timeoutMs`.
 */
export function startProcess(args, env = {}, { timeoutMs = 60_000 } = {}) {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const what = `node ${args.join(' ')}`;
  return new Promise((resolve, reject) => {
    let buffer = '';
    const settle = () => {
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.off('exit', onExit);
      child.stdout.resume();
    };
    const onData = (chunk) => {
      buffer = (buffer + chunk.toString()).slice(-4096);
      const match = /"port":(\d+)/.exec(buffer);
      if (!match) return;
      settle();
      resolve({ child, port: Number(match[1]) });
    };
    const onExit = (code) => {
      settle();
      reject(new Error(`${what} exited with ${code} before it listened:\n${buffer}`));
    };
    const timer = setTimeout(() => {
      settle();
      child.kill('SIGKILL');
      reject(new Error(`${what} did not listen within ${timeoutMs / 1000} s:\n${buffer}`));
    }, timeoutMs);
    child.stdout.on('data', onData);
    child.on('exit', onExit);
  });
}

/** Stops a process with SIGTERM and resolves with its exit code once it has exited (at once when it already has). */
export function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

/** A port nobody listens on right now (the server takes it a moment later). */
export async function freePort() {
  const probe = createServer();
  await new Promise((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The built server (apps/server/dist/main.js, `npm run build` first) on a fresh PGlite data directory,
 * on 127.0.0.1 and a free port unless `env` names them, logging at info level (its "listening" line),
 * drawing no design pictures unless `env` sets RENDER_PICTURES.
 * `stop()` ends it with SIGTERM, removes the data directory and resolves with the exit code.
 */
export async function startBuiltServer(env = {}, options = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'masswerk-server-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    // A port chosen before the start, so that PUBLIC_URL (absolute links, the sandbox's webhooks) names it.
    const chosenPort = env.PORT ?? String(await freePort());
    const publicUrl = `http://127.0.0.1:${chosenPort}`;
    // No pictures drawn in the background (README "RENDER_PICTURES"): the suites render one design on purpose (e2e/tests/pictures.spec.ts).
    const serverEnv = { HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', PUBLIC_URL: publicUrl, RENDER_PICTURES: 'off', ...env, PORT: chosenPort };
    const { child, port } = await startProcess(['apps/server/dist/main.js'], serverEnv, options);
    const stop = async () => {
      const code = await stopProcess(child);
      removeDataDir();
      return code;
    };
    return { child, port, origin: `http://127.0.0.1:${port}`, dataDir, stop };
  } catch (error) {
    removeDataDir();
    throw error;
  }
}
