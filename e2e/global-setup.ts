import { startBuiltServer } from '../tooling/server-process.mjs';

/**
 * Starts the real, built server on a free port with a throwaway PGlite data directory and points the
 * tests at it. Returns the teardown that stops it with SIGTERM (and checks it exits cleanly). Its
 * PUBLIC_URL is the address the tests use (startBuiltServer), so absolute links lead back to it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // The sandbox's webhooks come late as a provider's do, but within a second here, so a journey waiting for one stays short.
  const server = await startBuiltServer({ SANDBOX_WEBHOOK_DELAY_MIN_MS: '100', SANDBOX_WEBHOOK_DELAY_MAX_MS: '1000' });
  process.env.E2E_BASE_URL = server.origin;
  return async () => {
    const code = await server.stop();
    if (code !== 0) throw new Error(`the server exited with code ${code} on SIGTERM`);
  };
}
