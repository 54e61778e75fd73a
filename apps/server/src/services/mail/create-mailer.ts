import { resolve } from 'node:path';
import type { Config } from '../../config.ts';
import { fileMailer } from './file-mailer.ts';
import type { Mailer } from './mailer.ts';
import { smtpMailer } from './smtp-mailer.ts';

/** Where the file mailer writes when `SMTP_URL` is unset. */
export function mailDir(config: Config): string {
  return resolve(config.DATA_DIR, 'mail');
}

/** SMTP when `SMTP_URL` is set, otherwise .eml files under `DATA_DIR/mail`. */
export function createMailer(config: Config): Mailer {
  return config.SMTP_URL ? smtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM }) : fileMailer({ dir: mailDir(config), from: config.MAIL_FROM });
}

/** The page of written mails exists in development only, and only when mails are written to files. */
export function devMailPageEnabled(config: Config): boolean {
  return config.NODE_ENV !== 'production' && !config.SMTP_URL;
}
