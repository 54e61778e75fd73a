import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../../../test/test-app.ts';
import { STRICT_POLICY } from '../../http/security-headers.ts';
import { runDueJobs } from '../jobs/worker.ts';
import { createMailer, mailDir } from './create-mailer.ts';
import { enqueueMail, MAIL_JOB, mailJobHandler } from './mail-job.ts';

/** GET /dev/mail on the real app: the mails the file mailer wrote, in development only. */

let dataDir: string;
let t: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'masswerk-data-'));
  t = await openTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the page of written mails', () => {
  it('lists a mail sent through the jobs table, escaped, and shows it as text and as .eml', async () => {
    const empty = await t.request('/dev/mail');
    expect(empty.status).toBe(200);
    expect(await empty.text()).toContain('No mails yet.');

    const mailer = createMailer(t.config);
    expect(mailer.kind).toBe('file');
    expect(mailDir(t.config)).toBe(join(dataDir, 'mail'));
    const subject = 'Votre commande <script>alert(1)</script> & « confirmée »';
    const { id } = await t.database.db.transaction(async (tx) =>
      enqueueMail(tx, { to: 'camille@example.fr', subject, text: 'Bonjour Camille,\nmerci pour votre commande.\n' }),
    );
    expect(await runDueJobs({ db: t.database.db, logger: pino({ level: 'silent' }), handlers: { [MAIL_JOB]: mailJobHandler(mailer) } })).toMatchObject({ done: 1 });

    const res = await t.request('/dev/mail');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    // The security headers of every answer apply here too: a page without script or style.
    expect(res.headers.get('Content-Security-Policy')).toBe(STRICT_POLICY);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    const html = await res.text();
    expect(html).toContain('camille@example.fr');
    expect(html).toContain('Votre commande &#60;script&#62;alert(1)&#60;/script&#62; &#38; « confirmée »');
    expect(html).not.toContain('<script>');
    const link = /href="(\/dev\/mail\/[^"/]+)"/.exec(html)?.[1];
    expect(link).toBeDefined();

    const view = await t.request(link!);
    expect(view.status).toBe(200);
    expect(view.headers.get('Content-Type')).toMatch(/^text\/plain/);
    const text = await view.text();
    expect(text).toContain(`Subject: ${subject}`);
    expect(text).toContain('To: camille@example.fr');
    expect(text).toContain(`Message-ID: <${id}@masswerk.example>`);
    expect(text).toContain('merci pour votre commande.');

    const eml = await t.request(`${link!}/eml`);
    expect(eml.status).toBe(200);
    expect(eml.headers.get('Content-Type')).toBe('message/rfc822');
    const parsed = await simpleParser(Buffer.from(await eml.arrayBuffer()));
    expect(parsed.subject).toBe(subject);

    expect((await t.request('/dev/mail/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await t.request('/dev/mail/20260101T000000000Z-00000000')).status).toBe(404);
  });

  it('is not there with NODE_ENV=production, nor when mail goes out by SMTP', async () => {
    const envs: Record<string, string>[] = [{ NODE_ENV: 'production' }, { SMTP_URL: 'smtp://127.0.0.1:2525' }];
    for (const env of envs) {
      const other = await openTestApp({ DATA_DIR: dataDir, ...env });
      try {
        const res = await other.request('/dev/mail');
        expect(res.status, JSON.stringify(env)).toBe(404);
        expect(await res.text()).not.toContain('camille@example.fr');
        expect((await other.request('/dev/mail/anything')).status).toBe(404);
      } finally {
        await other.close();
      }
    }
  });
});
