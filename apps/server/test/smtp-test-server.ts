import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail the test server received: who the envelope named, and the message as mailparser reads it. */
export interface ReceivedMail {
  envelopeFrom: string | null;
  envelopeTo: string[];
  raw: Buffer;
  parsed: ParsedMail;
}

/**
 * A real SMTP server (smtp-server) on a free port of 127.0.0.1, plain text, no login. `refuse` answers
 * RCPT TO for an address with that reply (550 for good, 450 for now).
 */
export async function startSmtpTestServer(options: { refuse?: Record<string, { code: number; message: string }> } = {}) {
  const received: ReceivedMail[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.[address.address];
      if (!refusal) return callback();
      const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            received.push({
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw,
              parsed,
            });
            for (const wait of waiting.filter((w) => received.length >= w.count)) wait.resolve();
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves once `count` mails have arrived in all. */
    waitFor: (count: number) =>
      received.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ count, resolve })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
