import { randomBytes } from 'node:crypto';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from '../tooling/server-process.mjs';
import { startSmtpTestServer } from '../tooling/smtp-test-server.mjs';

/**
 * Starts a real SMTP server and the real, built server on a free port with a throwaway PGlite data
 * directory, and points the tests at them. The shop sends its e-mail to that SMTP server, which writes
 * each mail as a file in E2E_MAIL_DIR for the workers to read (support/mailbox.ts). Returns the teardown
 * that stops both (and checks the shop exits cleanly on SIGTERM). The shop's PUBLIC_URL is the address
 * the tests use (startBuiltServer), so absolute links lead back to it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const mailDir = mkdtempSync(join(tmpdir(), 'masswerk-e2e-mail-'));
  let count = 0;
  const smtp = await startSmtpTestServer({
    onMail: (mail) => {
      // Written whole, then renamed, so a worker never reads half a file.
      const name = join(mailDir, `${String(++count).padStart(6, '0')}.json`);
      writeFileSync(`${name}.part`, JSON.stringify({ envelopeTo: mail.envelopeTo, raw: mail.raw.toString('utf8') }));
      renameSync(`${name}.part`, name);
    },
  });
  // The sandbox's webhooks come late as a provider's do, but within a second here, so a journey waiting for one stays short.
  // The order-tracking journey makes its e-mail links itself, so it is told the secret they are signed with;
  // both projects' journeys look orders up from one address, more often than a visitor may.
  const trackingSecret = randomBytes(32).toString('base64url');
  const server = await startBuiltServer({
    SANDBOX_WEBHOOK_DELAY_MIN_MS: '100',
    SANDBOX_WEBHOOK_DELAY_MAX_MS: '1000',
    TRACKING_SECRET: trackingSecret,
    RATE_LIMIT_ORDER_TRACKING: '120',
    SMTP_URL: smtp.url,
  });
  process.env.E2E_BASE_URL = server.origin;
  process.env.E2E_TRACKING_SECRET = trackingSecret;
  process.env.E2E_MAIL_DIR = mailDir;
  return async () => {
    const code = await server.stop();
    await smtp.close();
    rmSync(mailDir, { recursive: true, force: true });
    if (code !== 0) throw new Error(`the server exited with code ${code} on SIGTERM`);
  };
}
