import { Hono, type Context } from 'hono';
import { cents, currencyIs, formatMoney, localeInfo, localeIs, paymentMethodIs, PAYMENT_RESULTS, type PaymentResult } from '@masswerk/domain';
import type { AppEnv } from '../../../http/app-env.ts';
import { cspNonce } from '../../../http/security-headers.ts';
import { localeOfRequest } from '../../../http/request-locale.ts';
import { readBodyLimited } from '../../../http/validate.ts';
import { findSandboxPayment, type SandboxPaymentRow } from '../../../db/sandbox.ts';
import { actOnSandboxPayment, SANDBOX_PAGE_BASE, sandboxResultOf, sandboxReturnLocation, type SandboxAction, type SandboxDeps, type SandboxStep } from './sandbox.ts';
import { SANDBOX_CHALLENGE_CODE, SANDBOX_TEST_CARDS } from './test-cards.ts';
import { fill, sandboxWordsFor, type SandboxWords } from './words.ts';

// The sandbox's hosted payment page: what a provider's page does (card entry with a bank check, a choice
// of outcome for other methods, a pending payment settled later), rendered on the server as plain HTML
// forms, so it works without script and with any browser the tests drive.

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FORM_MAX_BYTES = 4096;

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f1ec;color:#1d1b19}
main{max-width:34rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d6d0c6;border-radius:.5rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
.note{background:#fff4ce;border:1px solid #8a6d00;padding:.5rem .75rem;border-radius:.25rem;margin:0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
label{display:block;font-weight:600;margin-top:1rem}
input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box;border:1px solid #6b645a;border-radius:.25rem}
button{font:inherit;padding:.6rem 1rem;margin:.75rem .5rem 0 0;border-radius:.25rem;border:1px solid #1d1b19;background:#1d1b19;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d1b19}
:focus-visible{outline:3px solid #0b5fff;outline-offset:2px}
[role=alert]{color:#9b1c1c;font-weight:600}
fieldset{border:1px solid #d6d0c6;border-radius:.25rem;margin-top:1.5rem}
code{font-size:.95em}
`;

interface PageParts {
  locale: string;
  title: string;
  body: string;
}

function page(c: Context<AppEnv>, parts: PageParts, status: 200 | 404 | 422 = 200): Response {
  const nonce = cspNonce();
  const lang = localeIs(parts.locale) ? localeInfo(parts.locale).bcp47 : 'en-GB';
  const html = `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(parts.title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
${parts.body}
</main>
</body>
</html>`;
  return c.html(html, status, {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  });
}

const amountOf = (payment: SandboxPaymentRow) => (currencyIs(payment.currency) ? formatMoney(cents(payment.amount), payment.currency) : `${payment.amount} ${payment.currency}`);
const methodOf = (payment: SandboxPaymentRow, words: SandboxWords) => (paymentMethodIs(payment.method) ? words.methods[payment.method] : payment.method);
const actionOf = (payment: SandboxPaymentRow, step: string) => escapeHtml(`${SANDBOX_PAGE_BASE}/${payment.id}/${step}`);

function header(payment: SandboxPaymentRow, words: SandboxWords, title: string): string {
  return `<p class="note" role="note">${escapeHtml(words.testMode)}</p>
<h1>${escapeHtml(title)}</h1>
<dl>
<dt>${escapeHtml(words.amount)}</dt><dd>${escapeHtml(amountOf(payment))}</dd>
<dt>${escapeHtml(words.method)}</dt><dd>${escapeHtml(methodOf(payment, words))}</dd>
<dt>${escapeHtml(words.reference)}</dt><dd><code>${escapeHtml(payment.id)}</code></dd>
</dl>`;
}

function outcomeButtons(payment: SandboxPaymentRow, words: SandboxWords): string {
  const buttons = PAYMENT_RESULTS.map(
    (outcome, i) => `<button type="submit" name="outcome" value="${outcome}"${i > 0 ? ' class="secondary"' : ''}>${escapeHtml(words.outcomes[outcome])}</button>`,
  ).join('\n');
  return `<form method="post" action="${actionOf(payment, 'outcome')}">
<fieldset><legend>${escapeHtml(words.chooseOutcome)}</legend>
${buttons}
</fieldset>
</form>`;
}

function openPage(c: Context<AppEnv>, payment: SandboxPaymentRow, notice?: { cardNumber: string }): Response {
  const words = sandboxWordsFor(payment.locale);
  let card = '';
  if (payment.method === 'card') {
    const error = notice ? `<p id="card-error" role="alert">${escapeHtml(words.notTestCard)}</p>` : '';
    const cards = SANDBOX_TEST_CARDS.map((t) => `<li><code>${escapeHtml(t.number)}</code> ${escapeHtml(words.cardResults[t.result])}</li>`).join('\n');
    card = `<form method="post" action="${actionOf(payment, 'card')}">
<label for="card-number">${escapeHtml(words.cardNumber)}</label>
<input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required maxlength="30" aria-describedby="card-hint${notice ? ' card-error' : ''}"${notice ? ` aria-invalid="true" value="${escapeHtml(notice.cardNumber)}"` : ''}${notice ? ' autofocus' : ''}>
<p id="card-hint">${escapeHtml(words.cardHint)}</p>
${error}
<button type="submit">${escapeHtml(fill(words.pay, { amount: amountOf(payment) }))}</button>
</form>
<h2>${escapeHtml(words.testCards)}</h2>
<ul>
${cards}
</ul>`;
  }
  return page(c, { locale: payment.locale, title: words.title, body: `${header(payment, words, words.title)}\n${card}\n${outcomeButtons(payment, words)}` }, notice ? 422 : 200);
}

function challengePage(c: Context<AppEnv>, payment: SandboxPaymentRow, wrongCode: boolean): Response {
  const words = sandboxWordsFor(payment.locale);
  const error = wrongCode ? `<p id="code-error" role="alert">${escapeHtml(words.wrongCode)}</p>` : '';
  const body = `${header(payment, words, words.challengeTitle)}
<p id="code-hint">${escapeHtml(fill(words.challengeText, { amount: amountOf(payment), code: SANDBOX_CHALLENGE_CODE }))}</p>
<form method="post" action="${actionOf(payment, 'challenge')}">
<label for="code">${escapeHtml(words.challengeCode)}</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required maxlength="12" aria-describedby="code-hint${wrongCode ? ' code-error' : ''}"${wrongCode ? ' aria-invalid="true" autofocus' : ''}>
${error}
<button type="submit">${escapeHtml(words.confirm)}</button>
<button type="submit" name="cancel" value="1" class="secondary" formnovalidate>${escapeHtml(words.cancel)}</button>
</form>`;
  return page(c, { locale: payment.locale, title: words.challengeTitle, body }, wrongCode ? 422 : 200);
}

function pendingPage(c: Context<AppEnv>, payment: SandboxPaymentRow): Response {
  const words = sandboxWordsFor(payment.locale);
  const body = `${header(payment, words, words.pendingTitle)}
<p>${escapeHtml(words.pendingText)}</p>
<form method="post" action="${actionOf(payment, 'settle')}">
<button type="submit" name="outcome" value="success">${escapeHtml(words.settle)}</button>
<button type="submit" name="outcome" value="refused" class="secondary">${escapeHtml(words.expire)}</button>
</form>`;
  return page(c, { locale: payment.locale, title: words.pendingTitle, body });
}

async function donePage(c: Context<AppEnv>, deps: SandboxDeps, payment: SandboxPaymentRow, result: PaymentResult, settled: boolean): Promise<Response> {
  const words = sandboxWordsFor(payment.locale);
  const back = await sandboxReturnLocation(deps, payment, result);
  const body = `${header(payment, words, words.doneTitle)}
<p><strong>${escapeHtml(words.results[result])}</strong></p>
${settled ? `<p role="status">${escapeHtml(words.settledText)}</p>` : ''}
<p><a href="${escapeHtml(back)}">${escapeHtml(words.backToShop)}</a></p>`;
  return page(c, { locale: payment.locale, title: words.doneTitle, body });
}

function notFoundPage(c: Context<AppEnv>): Response {
  const locale = localeOfRequest(c);
  const words = sandboxWordsFor(locale);
  return page(c, { locale, title: words.title, body: `<h1>${escapeHtml(words.title)}</h1>\n<p>${escapeHtml(words.notFound)}</p>` }, 404);
}

/** The page a payment shows as it stands. */
async function currentPage(c: Context<AppEnv>, deps: SandboxDeps, payment: SandboxPaymentRow): Promise<Response> {
  switch (payment.status) {
    case 'open':
      return openPage(c, payment);
    case 'challenge':
      return challengePage(c, payment, false);
    case 'pending':
      return pendingPage(c, payment);
    default:
      return donePage(c, deps, payment, sandboxResultOf(payment.status)!, false);
  }
}

async function formOf(c: Context<AppEnv>): Promise<URLSearchParams> {
  const bytes = await readBodyLimited(c.req.raw, FORM_MAX_BYTES);
  return new URLSearchParams(new TextDecoder().decode(bytes));
}

/** The answer to an action: the next page, or the buyer sent back to the shop. */
async function answerStep(c: Context<AppEnv>, deps: SandboxDeps, step: SandboxStep, typed: { cardNumber?: string } = {}): Promise<Response> {
  switch (step.next) {
    case 'notFound':
      return notFoundPage(c);
    case 'return':
      return c.redirect(await sandboxReturnLocation(deps, step.payment, step.result), 303);
    case 'settled':
      return donePage(c, deps, step.payment, sandboxResultOf(step.payment.status)!, true);
    case 'challenge':
      return step.notice === 'wrongCode' ? challengePage(c, step.payment, true) : c.redirect(`${SANDBOX_PAGE_BASE}/${step.payment.id}/challenge`, 303);
    case 'page':
      return step.notice === 'notTestCard' ? openPage(c, step.payment, { cardNumber: typed.cardNumber ?? '' }) : c.redirect(`${SANDBOX_PAGE_BASE}/${step.payment.id}`, 303);
  }
}

/** The sandbox's pages, mounted at SANDBOX_PAGE_BASE: GET /{id} (and /{id}/challenge), POST /{id}/card, /outcome, /challenge, /settle. */
export function sandboxPages(deps: SandboxDeps): Hono<AppEnv> {
  const pages = new Hono<AppEnv>();

  const withPayment = async (c: Context<AppEnv>, then: (payment: SandboxPaymentRow) => Promise<Response> | Response) => {
    const id = c.req.param('id') ?? '';
    const payment = UUID.test(id) ? await findSandboxPayment(deps.db, id) : null;
    return payment ? then(payment) : notFoundPage(c);
  };
  const act = (c: Context<AppEnv>, payment: SandboxPaymentRow, action: SandboxAction, typed?: { cardNumber?: string }) =>
    actOnSandboxPayment(deps, payment.id, action).then((step) => answerStep(c, deps, step, typed));

  pages.get('/:id', (c) => withPayment(c, (payment) => currentPage(c, deps, payment)));
  pages.get('/:id/challenge', (c) => withPayment(c, (payment) => (payment.status === 'challenge' ? challengePage(c, payment, false) : currentPage(c, deps, payment))));

  pages.post('/:id/card', (c) =>
    withPayment(c, async (payment) => {
      const cardNumber = ((await formOf(c)).get('cardNumber') ?? '').slice(0, 30);
      return act(c, payment, { kind: 'card', cardNumber }, { cardNumber });
    }),
  );
  pages.post('/:id/outcome', (c) =>
    withPayment(c, async (payment) => {
      const outcome = (await formOf(c)).get('outcome') ?? '';
      if (!(PAYMENT_RESULTS as readonly string[]).includes(outcome)) return currentPage(c, deps, payment);
      return act(c, payment, { kind: 'outcome', outcome: outcome as PaymentResult });
    }),
  );
  pages.post('/:id/challenge', (c) =>
    withPayment(c, async (payment) => {
      const form = await formOf(c);
      return act(c, payment, form.get('cancel') ? { kind: 'cancelChallenge' } : { kind: 'challenge', code: form.get('code') ?? '' });
    }),
  );
  pages.post('/:id/settle', (c) =>
    withPayment(c, async (payment) => {
      const outcome = (await formOf(c)).get('outcome');
      return act(c, payment, { kind: 'settle', outcome: outcome === 'refused' ? 'refused' : 'success' });
    }),
  );
  return pages;
}
