import { startBuiltServer } from '../tooling/server-process.mjs';

/**
 * Starts the real, built server on a free port with a throwaway PGlite data directory and points the
 * tests at it. Returns the teardown that stops it with SIGTERM (and checks it exits cleanly). Its
 * PUBLIC_URL is the address the tests use (startBuiltServer), so absolute links lead back to it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startBuiltServer();
  process.env.E2E_BASE_URL = server.origin;
  return async () => {
    const code = await server.stop();
    if (code !== 0) throw new Error(`the server exited with code ${code} on SIGTERM`);
  };
}
