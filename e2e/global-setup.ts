import { randomBytes } from 'node:crypto';
import { startBuiltServer } from '../tooling/server-process.mjs';

/**
 * Starts the real, built server on a free port with a throwaway PGlite data directory and points the
 * tests at it. Returns the teardown that stops it with SIGTERM (and checks it exits cleanly). Its
 * PUBLIC_URL is the address the tests use (startBuiltServer), so absolute links lead back to it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // The sandbox's webhooks come late as a provider's do, but within a second here, so a journey waiting for one stays short.
  // The order-tracking journey makes its e-mail links itself, so it is told the secret they are signed with;
  // both projects' journeys look orders up from one address, more often than a visitor may.
  const trackingSecret = randomBytes(32).toString('base64url');
  const server = await startBuiltServer({
    SANDBOX_WEBHOOK_DELAY_MIN_MS: '100',
    SANDBOX_WEBHOOK_DELAY_MAX_MS: '1000',
    TRACKING_SECRET: trackingSecret,
    RATE_LIMIT_ORDER_TRACKING: '120',
  });
  process.env.E2E_BASE_URL = server.origin;
  process.env.E2E_TRACKING_SECRET = trackingSecret;
  return async () => {
    const code = await server.stop();
    if (code !== 0) throw new Error(`the server exited with code ${code} on SIGTERM`);
  };
}
