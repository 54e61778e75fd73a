import { apiPath, getDesignImageRoute, languageTablesByLocale } from '@masswerk/contract';
import { localeInfo, localeUrlPrefix, type Locale } from '@masswerk/domain';
import type { Config } from '../../config.ts';
import { escapeHtml } from '../mail/dev-mail-page.ts';
import { mailMessageSchema, type MailMessage } from '../mail/mailer.ts';
import { SIGN_IN_MAIL_HEADER } from './sign-in-mail.ts';

/**
 * The save-design mail (shop.md §5): the design's picture (its stored thumbnail) and link, and the sign-in
 * link that proves the address, signs in for 365 days and puts the design in My Designs. It is the
 * sign-in mail of a challenge that names a design (sign-in-mail.ts sends either).
 */
interface Words {
  subject: string;
  intro: string;
  named: string;
  open: string;
  keep: string;
  button: string;
  expiry: string;
  notYou: string;
  signature: string;
}

const EN: Words = {
  subject: 'Your Masswerk design',
  intro: 'Hello, here is the design you saved at Masswerk, as you asked with {email}.',
  named: 'Your design “{name}”',
  open: 'Open your design',
  keep: 'Keep it in My designs and stay signed in on this device: open this link within 15 minutes and press “Sign in”.',
  button: 'Sign in to Masswerk',
  expiry: 'The link to your design always works; the sign-in link works once, for 15 minutes.',
  notYou: 'If you did not ask for this e-mail, you can ignore it: nobody can sign in without it.',
  signature: 'Your Masswerk team',
};
const DE: Words = {
  subject: 'Ihr Masswerk-Design',
  intro: 'Guten Tag, hier ist das Design, das Sie bei Masswerk gespeichert haben, wie mit {email} angefordert.',
  named: 'Ihr Design „{name}“',
  open: 'Ihr Design öffnen',
  keep: 'In Meine Designs behalten und auf diesem Gerät angemeldet bleiben: Öffnen Sie diesen Link innerhalb von 15 Minuten und klicken Sie auf „Anmelden“.',
  button: 'Bei Masswerk anmelden',
  expiry: 'Der Link zu Ihrem Design gilt immer; der Anmeldelink einmal, für 15 Minuten.',
  notYou: 'Wenn Sie diese E-Mail nicht angefordert haben, können Sie sie ignorieren: Ohne sie kann sich niemand anmelden.',
  signature: 'Ihr Masswerk-Team',
};
const FR: Words = {
  subject: 'Votre création Masswerk',
  intro: 'Bonjour, voici la création que vous avez enregistrée chez Masswerk, comme demandé avec {email}.',
  named: 'Votre création « {name} »',
  open: 'Ouvrir votre création',
  keep: 'Gardez-la dans Mes créations et restez connecté sur cet appareil : ouvrez ce lien dans les 15 minutes et cliquez sur « Se connecter ».',
  button: 'Se connecter à Masswerk',
  expiry: 'Le lien vers votre création fonctionne toujours ; le lien de connexion une fois, pendant 15 minutes.',
  notYou: 'Si vous n’avez pas demandé cet e-mail, ignorez-le : personne ne peut se connecter sans lui.',
  signature: 'L’équipe Masswerk',
};
const NL: Words = {
  subject: 'Uw Masswerk-ontwerp',
  intro: 'Hallo, hier is het ontwerp dat u bij Masswerk hebt opgeslagen, zoals aangevraagd met {email}.',
  named: 'Uw ontwerp „{name}”',
  open: 'Uw ontwerp openen',
  keep: 'Bewaar het in Mijn ontwerpen en blijf ingelogd op dit apparaat: open deze link binnen 15 minuten en klik op „Inloggen”.',
  button: 'Inloggen bij Masswerk',
  expiry: 'De link naar uw ontwerp werkt altijd; de inloglink één keer, 15 minuten lang.',
  notYou: 'Hebt u deze e-mail niet aangevraagd? Dan kunt u hem negeren: zonder deze e-mail kan niemand inloggen.',
  signature: 'Uw Masswerk-team',
};
const WORDS = languageTablesByLocale<Words>({ en: EN, de: DE, fr: FR, nl: NL });

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** What the save-design mail shows of its design. */
export interface MailedDesign {
  uuid: string;
  furnitureType: string;
  name: string | null;
}

/** The design's configurator page in `locale` (/{prefix}/{type}/{uuid}) and its stored thumbnail, both absolute from PUBLIC_URL. */
export function savedDesignLinks(config: Pick<Config, 'PUBLIC_URL'>, locale: Locale, design: MailedDesign): { link: string; picture: string } {
  return {
    link: new URL(`${localeUrlPrefix(locale)}/${design.furnitureType}/${design.uuid}`, config.PUBLIC_URL).toString(),
    picture: new URL(apiPath(getDesignImageRoute, { params: { uuid: design.uuid, index: 0 } }), config.PUBLIC_URL).toString(),
  };
}

/** The save-design mail in `locale`: the design's picture and link, then the sign-in link. */
export function saveDesignMail(locale: Locale, to: string, design: { link: string; picture: string; name: string | null }, signInLink: string): MailMessage {
  const w = WORDS[locale];
  const bcp47 = localeInfo(locale).bcp47;
  const intro = fill(w.intro, { email: to });
  const heading = design.name ? fill(w.named, { name: design.name }) : w.open;
  const text = [intro, '', heading, design.link, '', w.keep, signInLink, '', w.expiry, w.notYou, '', w.signature, ''].join('\n');
  const p = (words: string) => `<p style="margin:0 0 12px">${escapeHtml(words)}</p>`;
  const button = (href: string, words: string) =>
    `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="display:inline-block;background:#1f1d1a;color:#fff;padding:10px 18px;text-decoration:none">${escapeHtml(words)}</a></p>`;
  const html = `<!doctype html>
<html lang="${bcp47}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(w.subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1f1d1a;max-width:560px;margin:0 auto;padding:16px">
${p(intro)}<p style="margin:0 0 12px"><a href="${escapeHtml(design.link)}"><img src="${escapeHtml(design.picture)}" alt="${escapeHtml(heading)}" width="528" style="max-width:100%;height:auto;border:1px solid #e4e0d8"></a></p>
${button(design.link, w.open)}${p(w.keep)}${button(signInLink, w.button)}
${p(w.expiry)}${p(w.notYou)}${p(w.signature)}
</body></html>`;
  return mailMessageSchema.parse({
    to,
    subject: w.subject,
    text,
    html,
    headers: { 'Content-Language': bcp47, 'Auto-Submitted': 'auto-generated', [SIGN_IN_MAIL_HEADER]: 'save-design' },
  });
}
