import type { Db } from '../../db/client.ts';
import { enqueueJob, type EnqueuedJob } from '../../db/jobs.ts';
import { PermanentJobError, type JobHandler } from '../jobs/worker.ts';
import { MailRefusedError, mailMessageSchema, senderDomain, type Mailer, type MailMessage } from './mailer.ts';

/** The job kind of an e-mail: its payload is the whole message (`MailMessage`). */
export const MAIL_JOB = 'mail';

/**
 * Enqueues an e-mail. Call it with the transaction of the change the mail reports, so the mail goes out
 * exactly when that change commits:
 *
 *   await db.transaction(async (tx) => {
 *     ...the order's state change...
 *     await enqueueMail(tx, { to, subject, text, html }, { dedupeKey: `order-confirmation:${orderId}` });
 *   });
 *
 * Nothing is sent here: a job worker sends it (at once, and again with back-off while the mail server
 * fails). The message is checked now, so a bad one fails the caller's transaction instead of a job later.
 * A `dedupeKey` that was enqueued before (even long sent) makes this a no-op (`enqueued: false`).
 */
export async function enqueueMail(db: Db, message: MailMessage, options: { dedupeKey?: string; runAt?: Date } = {}): Promise<EnqueuedJob> {
  const payload = mailMessageSchema.parse(message);
  return enqueueJob(db, { kind: MAIL_JOB, payload, ...options });
}

/**
 * Sends a mail job's message. Its Message-ID is made from the job's id, so a mail sent twice (a process
 * died after sending, before recording it) carries the same id and mail programs can show it once.
 * A payload that is no message and a refusal for good give the job up at once.
 */
export function mailJobHandler(mailer: Mailer): JobHandler {
  const domain = senderDomain(mailer.from);
  return async (payload, { job, signal, logger }) => {
    const parsed = mailMessageSchema.safeParse(payload);
    if (!parsed.success) throw new PermanentJobError(`the payload is no mail: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
    try {
      const messageId = await mailer.send(parsed.data, { messageId: `<${job.id}@${domain}>`, signal });
      logger.info({ messageId, mailer: mailer.kind }, 'mail sent');
    } catch (error) {
      if (error instanceof MailRefusedError) throw new PermanentJobError(error.message, { cause: error });
      throw error;
    }
  };
}
