import type { SendMailOptions } from 'nodemailer';
import { z } from 'zod';

/**
 * One e-mail as the shop sends it: to one recipient, from `MAIL_FROM`, a plain-text body and optionally
 * an HTML one. Everything a mail needs is in here, so it can be stored as a job's payload and sent later
 * by any process (services/mail/mail-job.ts).
 */

/** Headers the mailer writes itself; a message may not set them. */
const RESERVED_HEADERS = new Set([
  'from', 'to', 'cc', 'bcc', 'sender', 'reply-to-all', 'subject', 'date', 'message-id', 'mime-version', 'content-type',
  'content-transfer-encoding', 'return-path',
]);

const noLineBreaks = (value: string) => !/[\r\n]/.test(value);

/** The message (a job's payload is checked against it when enqueued and again when sent). */
export const mailMessageSchema = z.object({
  /** One address: `someone@example.com`. */
  to: z.string().max(320).regex(/^[^\s@<>,;"]+@[^\s@<>,;"]+$/, 'must be one e-mail address'),
  subject: z.string().min(1).max(500).refine(noLineBreaks, 'must be one line'),
  text: z.string().min(1).max(500_000),
  html: z.string().max(1_000_000).optional(),
  /** Further headers (`Content-Language`, `Auto-Submitted`, `X-...`); not the ones the mailer writes. */
  headers: z
    .record(
      z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a header name').refine((name) => !RESERVED_HEADERS.has(name.toLowerCase()), 'is written by the mailer'),
      z.string().max(1000).refine(noLineBreaks, 'must be one line'),
    )
    .optional(),
});

export type MailMessage = z.infer<typeof mailMessageSchema>;

/** How a mail goes out: by SMTP, or into files for development. */
export interface Mailer {
  readonly kind: 'smtp' | 'file';
  /** The sender, `MAIL_FROM`. */
  readonly from: string;
  /**
   * Sends the message and resolves with its Message-ID. `messageId` (`<id@domain>`) keeps the same id when
   * a mail has to be sent again; `signal` cancels a send under way (a job's time limit).
   */
  send(message: MailMessage, options?: { messageId?: string; signal?: AbortSignal }): Promise<string>;
  close(): void;
}

/** The mail server refused the message for good (a 5xx reply): sending it again would be refused again. */
export class MailRefusedError extends Error {
  override name = 'MailRefusedError';
}

/** The domain of the sender's address, for Message-IDs. */
export function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost';
}

/** The message in nodemailer's words. */
export function nodemailerMessage(from: string, message: MailMessage, options: { messageId?: string; signal?: AbortSignal } = {}): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html !== undefined ? { html: message.html } : {}),
    ...(message.headers ? { headers: message.headers } : {}),
    ...(options.messageId ? { messageId: options.messageId } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    // The message is ours: no file paths or URLs in it are ever read.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
