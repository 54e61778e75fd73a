import { randomBytes, randomInt } from 'node:crypto';
import { languageTablesByLocale } from '@masswerk/contract';
import { localeInfo, localeIs, localeUrlPrefix, type Locale } from '@masswerk/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { enqueueJob } from '../../db/jobs.ts';
import type { Tx } from '../../db/rows.ts';
import { findDesignsByUuid } from '../../db/designs.ts';
import { armChallenge, findChallenge, findUser } from '../../db/users.ts';
import { PermanentJobError, type JobHandler } from '../jobs/worker.ts';
import { escapeHtml } from '../mail/dev-mail-page.ts';
import { MailRefusedError, mailMessageSchema, senderDomain, type Mailer, type MailMessage } from '../mail/mailer.ts';
import { saveDesignMail, savedDesignLinks } from './save-design-mail.ts';
import { hashSecret } from './session.ts';

/**
 * The sign-in mail (issue 15): a one-time code and a link, valid 15 minutes. Its job's payload names only
 * the challenge: the job makes the code and the link's token when it sends the mail and stores only their
 * hashes (sign_in_challenges), so neither is ever written anywhere but in the mail. A retried send makes
 * new ones (the earlier mail never arrived, or if it did, its code is void: ask again).
 */
export const SIGN_IN_MAIL_JOB = 'sign-in-mail';

/** The header naming the mail's kind (tests and mail filters read it). */
export const SIGN_IN_MAIL_HEADER = 'X-Masswerk-Mail';

export async function enqueueSignInMail(tx: Tx, challengeId: string): Promise<void> {
  // A sign-in mail older than its 15 minutes is of no use: a few quick tries, then it is given up.
  await enqueueJob(tx as Db, { kind: SIGN_IN_MAIL_JOB, payload: { challengeId }, maxAttempts: 3 });
}

/** The hash stored for a challenge's code: the code alone has few values, so it is hashed with the challenge's id. */
export const codeHashOf = (challengeId: string, code: string) => hashSecret(`${challengeId}:${code}`);

interface Words {
  subject: string;
  intro: string;
  code: string;
  link: string;
  button: string;
  expiry: string;
  notYou: string;
  signature: string;
}

const EN: Words = {
  subject: 'Your Masswerk sign-in code: {code}',
  intro: 'Hello, here is how to sign in to your Masswerk account with {email}.',
  code: 'Enter this code on the page where you asked for it:',
  link: 'Or open this link and press “Sign in”:',
  button: 'Sign in to Masswerk',
  expiry: 'The code and the link work once, for 15 minutes.',
  notYou: 'If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without it.',
  signature: 'Your Masswerk team',
};
const DE: Words = {
  subject: 'Ihr Masswerk-Anmeldecode: {code}',
  intro: 'Guten Tag, so melden Sie sich mit {email} bei Ihrem Masswerk-Konto an.',
  code: 'Geben Sie diesen Code auf der Seite ein, auf der Sie ihn angefordert haben:',
  link: 'Oder öffnen Sie diesen Link und klicken Sie auf „Anmelden“:',
  button: 'Bei Masswerk anmelden',
  expiry: 'Code und Link gelten einmal, für 15 Minuten.',
  notYou: 'Wenn Sie keine Anmeldung angefordert haben, können Sie diese E-Mail ignorieren: Ohne sie kann sich niemand anmelden.',
  signature: 'Ihr Masswerk-Team',
};
const FR: Words = {
  subject: 'Votre code de connexion Masswerk : {code}',
  intro: 'Bonjour, voici comment vous connecter à votre compte Masswerk avec {email}.',
  code: 'Saisissez ce code sur la page où vous l’avez demandé :',
  link: 'Ou ouvrez ce lien et cliquez sur « Se connecter » :',
  button: 'Se connecter à Masswerk',
  expiry: 'Le code et le lien sont valables une fois, pendant 15 minutes.',
  notYou: 'Si vous n’avez pas demandé à vous connecter, ignorez cet e-mail : personne ne peut se connecter sans lui.',
  signature: 'L’équipe Masswerk',
};
const NL: Words = {
  subject: 'Uw Masswerk-inlogcode: {code}',
  intro: 'Hallo, zo logt u met {email} in op uw Masswerk-account.',
  code: 'Voer deze code in op de pagina waar u hem hebt aangevraagd:',
  link: 'Of open deze link en klik op „Inloggen”:',
  button: 'Inloggen bij Masswerk',
  expiry: 'De code en de link werken één keer, 15 minuten lang.',
  notYou: 'Hebt u niet gevraagd om in te loggen? Dan kunt u deze e-mail negeren: zonder deze e-mail kan niemand inloggen.',
  signature: 'Uw Masswerk-team',
};
const WORDS = languageTablesByLocale<Words>({ en: EN, de: DE, fr: FR, nl: NL });

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** The link of a sign-in mail: /my-account of the user's locale with the URL login's mx and mxUserToken; its page asks for a press of a button. */
export function signInLink(config: Pick<Config, 'PUBLIC_URL'>, locale: Locale, userId: string, token: string): string {
  const url = new URL(`${localeUrlPrefix(locale)}/my-account`, config.PUBLIC_URL);
  url.searchParams.set('mx', userId);
  url.searchParams.set('mxUserToken', token);
  return url.toString();
}

/** The sign-in mail in `locale`. */
export function signInMail(locale: Locale, to: string, code: string, link: string): MailMessage {
  const w = WORDS[locale];
  const bcp47 = localeInfo(locale).bcp47;
  const intro = fill(w.intro, { email: to });
  const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
  const text = [intro, '', w.code, '', `    ${spaced}`, '', w.link, link, '', w.expiry, w.notYou, '', w.signature, ''].join('\n');
  const p = (words: string) => `<p style="margin:0 0 12px">${escapeHtml(words)}</p>`;
  const html = `<!doctype html>
<html lang="${bcp47}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(w.button)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1f1d1a;max-width:560px;margin:0 auto;padding:16px">
${p(intro)}${p(w.code)}<p style="font-size:28px;letter-spacing:4px;font-weight:bold;margin:0 0 16px">${escapeHtml(spaced)}</p>
${p(w.link)}<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1f1d1a;color:#fff;padding:10px 18px;text-decoration:none">${escapeHtml(w.button)}</a></p>
${p(w.expiry)}${p(w.notYou)}${p(w.signature)}
</body></html>`;
  return mailMessageSchema.parse({
    to,
    subject: fill(w.subject, { code: spaced }),
    text,
    html,
    headers: { 'Content-Language': bcp47, 'Auto-Submitted': 'auto-generated', [SIGN_IN_MAIL_HEADER]: 'sign-in' },
  });
}

/**
 * Sends a challenge's sign-in mail: makes its code (six random digits) and token (256 random bits),
 * stores their hashes, and sends. A challenge used or expired meanwhile sends nothing. A challenge of the
 * save-design form (it names a design) sends the save-design mail: the design, then the sign-in link.
 */
export function signInMailJobHandler(deps: { db: Db; config: Pick<Config, 'PUBLIC_URL'>; mailer: Mailer }): JobHandler {
  const domain = senderDomain(deps.mailer.from);
  return async (payload, { job, signal, logger }) => {
    const challengeId = (payload as { challengeId?: unknown } | null)?.challengeId;
    if (typeof challengeId !== 'string') throw new PermanentJobError('the payload names no challenge');
    const challenge = await findChallenge(deps.db, challengeId);
    const user = challenge ? await findUser(deps.db, challenge.userId) : null;
    if (!challenge || !user) return logger.info({ challengeId }, 'sign-in mail: the challenge is gone (account deleted); nothing sent');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const token = randomBytes(32).toString('base64url');
    if (!(await armChallenge(deps.db, challenge.id, { codeHash: codeHashOf(challenge.id, code), tokenHash: hashSecret(token) }))) {
      return logger.info({ challengeId }, 'sign-in mail: the challenge was used or has expired; nothing sent');
    }
    const locale: Locale = localeIs(challenge.language) ? challenge.language : 'en_GB';
    const link = signInLink(deps.config, locale, user.id, token);
    const design = challenge.designUuid === null ? undefined : (await findDesignsByUuid(deps.db, [challenge.designUuid])).get(challenge.designUuid);
    const message = design
      ? saveDesignMail(locale, user.email, { ...savedDesignLinks(deps.config, locale, design), name: design.name }, link)
      : signInMail(locale, user.email, code, link);
    let messageId: string;
    try {
      messageId = await deps.mailer.send(message, { messageId: `<${job.id}.${job.attempts}@${domain}>`, signal });
    } catch (error) {
      if (error instanceof MailRefusedError) throw new PermanentJobError(error.message, { cause: error });
      throw error;
    }
    logger.info({ messageId, mailer: deps.mailer.kind }, 'sign-in mail sent');
  };
}
