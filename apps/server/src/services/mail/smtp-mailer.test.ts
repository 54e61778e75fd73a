import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.ts';
import { startSmtpTestServer } from '../../../../../tooling/smtp-test-server.mjs';
import type { Database } from '../../db/client.ts';
import { findJob } from '../../db/jobs.ts';
import { runDueJobs } from '../jobs/worker.ts';
import { enqueueMail, MAIL_JOB, mailJobHandler } from './mail-job.ts';
import { MailRefusedError, mailMessageSchema, type MailMessage } from './mailer.ts';
import { smtpMailer } from './smtp-mailer.ts';

/** Mail through a real SMTP server (smtp-server on a free port), read back with mailparser. */

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let database: Database;
beforeAll(async () => {
  smtp = await startSmtpTestServer({
    refuse: {
      'nobody@masswerk.example': { code: 550, message: 'No such user here' },
      'full@masswerk.example': { code: 452, message: 'Mailbox full, try later' },
    },
  });
  database = await openTestDatabase();
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});

const FROM = 'Masswerk <orders@masswerk.example>';
const logger = pino({ level: 'silent' });

const confirmation: MailMessage = {
  to: 'joerg.mueller@example.de',
  subject: 'Ihre Bestellung bei Masswerk – Größe 120 × 80 cm, Bestätigung',
  text: 'Grüß Gott, Jörg!\n\nIhr Regal „Eiche natur“ ist bestellt: 1.234,56 €.\nÄÖÜ äöü ß\n',
  html: '<p>Grüß Gott, <b>Jörg</b>!</p><p>Ihr Regal „Eiche natur“ ist bestellt: 1.234,56&nbsp;€.</p>',
  headers: { 'Content-Language': 'de-AT', 'Auto-Submitted': 'auto-generated' },
};

describe('the SMTP mailer', () => {
  it('delivers the message, umlauts and all, as one recipient’s UTF-8 mail', async () => {
    const mailer = smtpMailer({ url: smtp.url, from: FROM });
    try {
      const before = smtp.received.length;
      const messageId = await mailer.send(confirmation, { messageId: '<order-17@masswerk.example>' });
      expect(messageId).toBe('<order-17@masswerk.example>');
      await smtp.waitFor(before + 1);
      const mail = smtp.received[before]!;
      expect(mail.envelopeFrom).toBe('orders@masswerk.example');
      expect(mail.envelopeTo).toEqual(['joerg.mueller@example.de']);
      expect(mail.parsed.subject).toBe(confirmation.subject);
      expect(mail.parsed.from?.value).toEqual([{ name: 'Masswerk', address: 'orders@masswerk.example' }]);
      expect(mail.parsed.to).toMatchObject({ value: [{ address: 'joerg.mueller@example.de' }] });
      expect(mail.parsed.text).toBe(confirmation.text);
      expect(mail.parsed.html).toContain('<b>Jörg</b>');
      expect(mail.parsed.messageId).toBe('<order-17@masswerk.example>');
      expect(mail.parsed.headers.get('content-language')).toBe('de-AT');
      expect(mail.parsed.headers.get('auto-submitted')).toBe('auto-generated');
      // Nothing but ASCII on the wire: the umlauts travel encoded.
      expect([...mail.raw].every((byte) => byte < 128)).toBe(true);
    } finally {
      mailer.close();
    }
  });

  it('says a refusal for good (5xx) apart from one for now (4xx)', async () => {
    const mailer = smtpMailer({ url: smtp.url, from: FROM });
    try {
      await expect(mailer.send({ ...confirmation, to: 'nobody@masswerk.example' })).rejects.toBeInstanceOf(MailRefusedError);
      const later = mailer.send({ ...confirmation, to: 'full@masswerk.example' });
      await expect(later).rejects.toThrow(/452|Mailbox full/);
      await expect(later).rejects.not.toBeInstanceOf(MailRefusedError);
    } finally {
      mailer.close();
    }
  });
});

describe('mail jobs', () => {
  const handlers = () => ({ [MAIL_JOB]: mailJobHandler(smtpMailer({ url: smtp.url, from: FROM })) });

  it('send only what committed, once per dedupe key, with the job’s id as Message-ID', async () => {
    const { db } = database;
    const before = smtp.received.length;
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, { ...confirmation, subject: 'rolled back' }, { dedupeKey: 'order-confirmation:rolled-back' });
        throw new Error('payment check failed');
      }),
    ).rejects.toThrow('payment check failed');
    const { id } = await db.transaction(async (tx) => enqueueMail(tx, confirmation, { dedupeKey: 'order-confirmation:1001' }));
    expect((await db.transaction(async (tx) => enqueueMail(tx, confirmation, { dedupeKey: 'order-confirmation:1001' }))).enqueued).toBe(false);
    // Enqueueing sends nothing.
    expect(smtp.received.length).toBe(before);

    expect(await runDueJobs({ db, logger, handlers: handlers() })).toMatchObject({ claimed: 1, done: 1 });
    await smtp.waitFor(before + 1);
    expect(smtp.received.slice(before).map((mail) => mail.parsed.subject)).toEqual([confirmation.subject]);
    expect(smtp.received[before]!.parsed.messageId).toBe(`<${id}@masswerk.example>`);
    expect((await findJob(db, id))?.doneAt).toBeInstanceOf(Date);
  });

  it('give up a mail the server refuses for good, and retry one it refuses for now', async () => {
    const { db } = database;
    const refused = await enqueueMail(db, { ...confirmation, to: 'nobody@masswerk.example' });
    const full = await enqueueMail(db, { ...confirmation, to: 'full@masswerk.example' });
    expect(await runDueJobs({ db, logger, handlers: handlers() })).toMatchObject({ claimed: 2, gaveUp: 1, retried: 1 });
    expect(await findJob(db, refused.id)).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/^PermanentJobError: .*No such user here/) as unknown });
    expect((await findJob(db, refused.id))?.failedAt).toBeInstanceOf(Date);
    expect(await findJob(db, full.id)).toMatchObject({ attempts: 1, failedAt: null, lastError: expect.stringMatching(/Mailbox full/) as unknown });
  });

  it('retry while the mail server cannot be reached', async () => {
    const { db } = database;
    const down = await startSmtpTestServer();
    await down.close();
    const { id } = await enqueueMail(db, confirmation);
    const offline = { [MAIL_JOB]: mailJobHandler(smtpMailer({ url: down.url, from: FROM })) };
    expect(await runDueJobs({ db, logger, handlers: offline })).toMatchObject({ claimed: 1, retried: 1 });
    expect(await findJob(db, id)).toMatchObject({ attempts: 1, failedAt: null, lastError: expect.stringMatching(/ECONNREFUSED/) as unknown });
  });

  it('refuse a message that is not one before it is stored', async () => {
    await expect(enqueueMail(database.db, { ...confirmation, to: 'a@b.example\r\nBcc: all@example.com' })).rejects.toThrow(/must be one e-mail address/);
    await expect(enqueueMail(database.db, { ...confirmation, subject: 'Hi\r\nBcc: all@example.com' })).rejects.toThrow(/must be one line/);
    await expect(enqueueMail(database.db, { ...confirmation, headers: { Bcc: 'all@example.com' } })).rejects.toThrow(/is written by the mailer/);
    expect(mailMessageSchema.safeParse(confirmation).success).toBe(true);
  });
});
