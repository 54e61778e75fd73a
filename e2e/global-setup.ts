import { createServer } from 'node:net';
import { startBuiltServer } from '../tooling/server-process.mjs';

/** A port nobody listens on right now (the server takes it a moment later). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts the real, built server on a free port with a throwaway PGlite data directory and points the
 * tests at it. Returns the teardown that stops it with SIGTERM (and checks it exits cleanly). Its
 * PUBLIC_URL is the address the tests use, so absolute links (a design's link) lead back to it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const chosenPort = await freePort();
  // The sandbox's webhooks come late as a provider's do, but within a second here, so a journey waiting for one stays short.
  const server = await startBuiltServer({
    PORT: String(chosenPort),
    PUBLIC_URL: `http://127.0.0.1:${chosenPort}`,
    SANDBOX_WEBHOOK_DELAY_MIN_MS: '100',
    SANDBOX_WEBHOOK_DELAY_MAX_MS: '1000',
  });
  process.env.E2E_BASE_URL = server.origin;
  return async () => {
    const code = await server.stop();
    if (code !== 0) throw new Error(`the server exited with code ${code} on SIGTERM`);
  };
}
