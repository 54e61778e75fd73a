import type { ParsedMail } from 'mailparser';

/** A mail the test server received: who the envelope named, and the message as mailparser reads it. */
export interface ReceivedMail {
  envelopeFrom: string | null;
  envelopeTo: string[];
  raw: Buffer;
  parsed: ParsedMail;
}

export interface SmtpTestServer {
  port: number;
  /** smtp://127.0.0.1:{port} */
  url: string;
  received: ReceivedMail[];
  /** Resolves once `count` mails have arrived in all. */
  waitFor(count: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) on a free port of 127.0.0.1, plain text, no login. `refuse` answers
 * RCPT TO for an address with that reply (550 for good, 450 for now); `onMail` sees each mail once parsed.
 */
export function startSmtpTestServer(options?: {
  refuse?: Record<string, { code: number; message: string }>;
  onMail?: (mail: ReceivedMail) => void;
}): Promise<SmtpTestServer>;
