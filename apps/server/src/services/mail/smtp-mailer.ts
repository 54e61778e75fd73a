import { createTransport } from 'nodemailer';
import { MailRefusedError, nodemailerMessage, type Mailer } from './mailer.ts';

/**
 * Time limits of one SMTP conversation: connecting, the server's greeting, and silence on the socket.
 * nodemailer waits 2 min, 30 s and 10 min by default; a job's attempt has 60 s (services/jobs/worker.ts).
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Sends by SMTP to the server `SMTP_URL` names (smtp:// with STARTTLS when offered, smtps:// for TLS from
 * the start; user and password in the URL; nodemailer's URL options such as `?pool=true` apply). One
 * connection per mail. A reply the server means for good (5xx) is a `MailRefusedError`, everything else
 * (no connection, 4xx, a time-out) a plain error to try again.
 */
export function smtpMailer(options: { url: string; from: string }): Mailer {
  const transport = createTransport({ ...SMTP_TIMEOUTS, url: options.url, disableFileAccess: true, disableUrlAccess: true });
  return {
    kind: 'smtp',
    from: options.from,
    async send(message, sendOptions) {
      try {
        const info = await transport.sendMail(nodemailerMessage(options.from, message, sendOptions));
        return info.messageId;
      } catch (error) {
        if (error instanceof Error && (error as { permanent?: boolean }).permanent === true) {
          throw new MailRefusedError(error.message, { cause: error });
        }
        throw error;
      }
    },
    close: () => transport.close(),
  };
}
