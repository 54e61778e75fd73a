import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { listWrittenMails, readWrittenMail, readWrittenMessage, type WrittenMail } from './file-mailer.ts';

/**
 * GET /dev/mail: the mails the file mailer wrote (newest first), each with a page of its text and its
 * .eml; for development only (app.ts mounts it unless NODE_ENV is production or SMTP_URL is set). Plain
 * HTML without script or style, so the strict Content-Security-Policy of non-pages fits it.
 */
export function devMailPage(dir: string): Hono<AppEnv> {
  const page = new Hono<AppEnv>();
  page.use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  page.get('/', async (c) => c.html(listPage(await listWrittenMails(dir), dir)));
  page.get('/:name/eml', async (c) => {
    const message = await readWrittenMessage(dir, c.req.param('name'));
    if (!message) return c.text('No such mail.', 404);
    return c.body(new Uint8Array(message), 200, { 'Content-Type': 'message/rfc822', 'Content-Disposition': `attachment; filename="${c.req.param('name')}.eml"` });
  });
  page.get('/:name', async (c) => {
    const mail = await readWrittenMail(dir, c.req.param('name'));
    if (!mail) return c.text('No such mail.', 404);
    return c.text(`From: ${mail.from}\nTo: ${mail.to}\nSubject: ${mail.subject}\nDate: ${mail.date}\nMessage-ID: ${mail.messageId}\n\n${mail.text}\n`);
  });
  return page;
}

function listPage(mails: WrittenMail[], dir: string): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr><td>${escapeHtml(mail.date)}</td><td>${escapeHtml(mail.to)}</td><td><a href="/dev/mail/${mail.name}">${escapeHtml(mail.subject)}</a></td><td><a href="/dev/mail/${mail.name}/eml">.eml</a></td></tr>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Mails written (development)</title></head>
<body>
<h1>Mails written (development)</h1>
<p>Without <code>SMTP_URL</code> the shop writes its mails to <code>${escapeHtml(dir)}</code> instead of sending them. Newest first.</p>
${mails.length === 0 ? '<p>No mails yet.</p>' : `<table>\n<thead><tr><th>Date</th><th>To</th><th>Subject</th><th>Message</th></tr></thead>\n<tbody>\n${rows}\n</tbody>\n</table>`}
</body>
</html>
`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
