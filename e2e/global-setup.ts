import { randomBytes } from 'node:crypto';
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
  // The order-tracking journey makes its e-mail links itself, so it is told the secret they are signed with;
  // both projects' journeys look orders up from one address, more often than a visitor may.
  const trackingSecret = randomBytes(32).toString('base64url');
  const server = await startBuiltServer({ PORT: String(chosenPort), PUBLIC_URL: `http://127.0.0.1:${chosenPort}`, TRACKING_SECRET: trackingSecret, RATE_LIMIT_ORDER_TRACKING: '120' });
  process.env.E2E_BASE_URL = server.origin;
  process.env.E2E_TRACKING_SECRET = trackingSecret;
  return async () => {
    const code = await server.stop();
    if (code !== 0) throw new Error(`the server exited with code ${code} on SIGTERM`);
  };
}
