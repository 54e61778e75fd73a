import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { fileMailer, listWrittenMails, readWrittenMail, readWrittenMessage } from './file-mailer.ts';

const dir = join(mkdtempSync(join(tmpdir(), 'masswerk-mail-')), 'mail');
afterAll(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

describe('the file mailer', () => {
  it('writes the complete MIME message as an .eml that a mail parser reads back', async () => {
    const mailer = fileMailer({ dir, from: 'Masswerk <orders@masswerk.example>' });
    const messageId = await mailer.send(
      { to: 'anna@example.ch', subject: 'Bestätigung – Grösse 80 × 40 cm', text: 'Grüezi Anna\nÄÖÜ äöü\n', html: '<p>Grüezi <i>Anna</i></p>' },
      { messageId: '<job-1@masswerk.example>' },
    );
    expect(messageId).toBe('<job-1@masswerk.example>');
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{8}\.eml$/);
    expect(files[1]).toBe(files[0]!.replace('.eml', '.json'));

    const raw = readFileSync(join(dir, files[0]!));
    expect(raw.includes('\r\n')).toBe(true);
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe('Bestätigung – Grösse 80 × 40 cm');
    expect(parsed.to).toMatchObject({ value: [{ address: 'anna@example.ch' }] });
    expect(parsed.from?.value).toEqual([{ name: 'Masswerk', address: 'orders@masswerk.example' }]);
    expect(parsed.text).toBe('Grüezi Anna\nÄÖÜ äöü\n');
    expect(parsed.html).toContain('<i>Anna</i>');
    expect(parsed.messageId).toBe('<job-1@masswerk.example>');
  });

  it('lists written mails newest first and reads one by its name only', async () => {
    const mailer = fileMailer({ dir, from: 'orders@masswerk.example' });
    await mailer.send({ to: 'b@example.com', subject: 'second', text: 'two' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.send({ to: 'c@example.com', subject: 'third', text: 'three' });
    // Something else in the folder is ignored.
    writeFileSync(join(dir, 'notes.json'), '{}');
    const mails = await listWrittenMails(dir);
    expect(mails.map((mail) => mail.subject)).toEqual(['third', 'second', 'Bestätigung – Grösse 80 × 40 cm']);
    expect(await readWrittenMail(dir, mails[0]!.name)).toMatchObject({ to: 'c@example.com', text: 'three', from: 'orders@masswerk.example' });
    expect((await readWrittenMessage(dir, mails[0]!.name))?.toString()).toContain('Subject: third');
    for (const name of ['../mail/' + mails[0]!.name, 'notes', '..', mails[0]!.name + '.json']) {
      expect(await readWrittenMail(dir, name)).toBeNull();
      expect(await readWrittenMessage(dir, name)).toBeNull();
    }
    expect(await listWrittenMails(join(dir, 'not-there'))).toEqual([]);
  });
});
