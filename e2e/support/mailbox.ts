import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

/**
 * The mails the shop sent to the browser tests' SMTP server (global-setup.ts starts it and the shop's
 * SMTP_URL names it): each one is a file in E2E_MAIL_DIR, written as it arrives.
 */
export interface ReceivedMail {
  subject: string;
  text: string;
  html: string;
}

interface Stored {
  envelopeTo: string[];
  raw: string;
}

/** The newest mail whose envelope names `email`, parsed; waits up to 15 s for the shop's job worker to send it. */
export async function mailTo(email: string): Promise<ReceivedMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: the browser tests start their SMTP server in global-setup.ts');
  let raw: string | undefined;
  await expect
    .poll(
      () => {
        raw = readdirSync(dir)
          .filter((name) => name.endsWith('.json'))
          .sort()
          .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Stored)
          .filter((mail) => mail.envelopeTo.includes(email))
          .at(-1)?.raw;
        return raw;
      },
      { timeout: 15_000, message: `a mail to ${email}` },
    )
    .toBeDefined();
  const parsed = await simpleParser(raw!);
  return { subject: parsed.subject ?? '', text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '' };
}
