import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { z } from 'zod';
import { nodemailerMessage, type Mailer } from './mailer.ts';

/**
 * Without `SMTP_URL`, mails are written to a folder (`DATA_DIR/mail`) instead of being sent: `<name>.eml`,
 * the complete MIME message as nodemailer would send it (open it in any mail program), and `<name>.json`
 * beside it with what the development page (/dev/mail) lists and shows. Names start with the time written,
 * so they sort oldest first.
 */

/** What the development page shows of a written mail. */
const writtenMailSchema = z.object({
  name: z.string(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  date: z.string(),
  messageId: z.string(),
  text: z.string(),
});
export type WrittenMail = z.infer<typeof writtenMailSchema>;

/** A written mail's name: the time and a random part; nothing that could leave the folder. */
export const WRITTEN_MAIL_NAME = /^[0-9]{8}T[0-9]{9}Z-[0-9a-f]{8}$/;

export function fileMailer(options: { dir: string; from: string }): Mailer {
  // The stream transport builds the message exactly as the SMTP one would, with CRLF line ends, into a buffer.
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows', disableFileAccess: true, disableUrlAccess: true });
  return {
    kind: 'file',
    from: options.from,
    async send(message, sendOptions) {
      const info = await transport.sendMail(nodemailerMessage(options.from, message, sendOptions));
      const now = new Date();
      const name = `${now.toISOString().replace(/[-:.]/g, '')}-${randomBytes(4).toString('hex')}`;
      await mkdir(options.dir, { recursive: true });
      // The .eml first and the listing's file last, each renamed into place whole: the page never shows a half-written mail.
      await writeWhole(join(options.dir, `${name}.eml`), info.message as Buffer);
      const written: WrittenMail = { name, to: message.to, from: options.from, subject: message.subject, date: now.toISOString(), messageId: info.messageId, text: message.text };
      await writeWhole(join(options.dir, `${name}.json`), JSON.stringify(written, null, 2));
      return info.messageId;
    },
    close: () => transport.close(),
  };
}

async function writeWhole(path: string, data: string | Buffer): Promise<void> {
  const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}

/** The written mails, newest first (at most `limit`); none when the folder does not exist yet. */
export async function listWrittenMails(dir: string, limit = 200): Promise<WrittenMail[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const newest = names
    .filter((file) => file.endsWith('.json') && WRITTEN_MAIL_NAME.test(file.slice(0, -'.json'.length)))
    .sort()
    .reverse()
    .slice(0, limit);
  const mails = await Promise.all(newest.map((file) => readWrittenMail(dir, file.slice(0, -'.json'.length))));
  return mails.filter((mail): mail is WrittenMail => mail !== null);
}

/** One written mail, or null when there is none of that name. */
export async function readWrittenMail(dir: string, name: string): Promise<WrittenMail | null> {
  if (!WRITTEN_MAIL_NAME.test(name)) return null;
  try {
    const parsed = writtenMailSchema.safeParse(JSON.parse(await readFile(join(dir, `${name}.json`), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A written mail's MIME message, or null. */
export async function readWrittenMessage(dir: string, name: string): Promise<Buffer | null> {
  if (!WRITTEN_MAIL_NAME.test(name)) return null;
  try {
    return await readFile(join(dir, `${name}.eml`));
  } catch {
    return null;
  }
}
