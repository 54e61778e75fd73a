// A real SMTP server (smtp-server) for the tests that receive the shop's e-mail: the server's integration
// tests keep the mails in memory, the browser tests (e2e/global-setup.ts) also have each one written to a
// folder, because their workers are other processes. Plain JavaScript, like server-process.mjs, so both
// import it without a build step.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * Starts it on a free port of 127.0.0.1, plain text, no login. `refuse` answers RCPT TO for an address
 * with that reply (550 for good, 450 for now); `onMail` is called with each mail once it is parsed.
 */
export async function startSmtpTestServer(options = {}) {
  const received = [];
  const waiting = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.[address.address];
      if (!refusal) return callback();
      return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            const mail = {
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw,
              parsed,
            };
            received.push(mail);
            options.onMail?.(mail);
            for (const wait of waiting.filter((w) => received.length >= w.count)) wait.resolve();
            callback();
          })
          .catch((error) => callback(error));
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = server.server.address().port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor: (count) =>
      received.length >= count ? Promise.resolve() : new Promise((resolve) => waiting.push({ count, resolve })),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
