import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionAnswerSchema, signUpAnswerSchema, userDesignsSchema, userOrdersSchema, userSchema, type SignUpInput } from '@masswerk/contract';
import { shopCalls } from '../../../test/shop-calls.ts';
import { startSmtpTestServer, type ReceivedMail } from '../../../../../tooling/smtp-test-server.mjs';
import { openTestApp, testAppForFile, type TestApp } from '../../../test/test-app.ts';
import { eventKindsOfEmail, expireChallenge, orderEmailsOf, storedTextOf, usersWithEmail } from '../../db/users-inspect.ts';
import { runDueJobs } from '../jobs/worker.ts';
import { smtpMailer } from '../mail/smtp-mailer.ts';
import { SIGN_IN_MAIL_JOB, signInMailJobHandler } from './sign-in-mail.ts';

// The user service end to end (issue 15): sign-up, the sign-in mail through a real SMTP server, login by
// code and by link, the session cookie, My Designs, the account; and what must not work.

const SHOP = 'https://shop.masswerk.example';
const t = testAppForFile({ PUBLIC_URL: SHOP, STAFF_EMAIL_DOMAIN: 'masswerk.example' });
const { save, placeOrder } = shopCalls(t);
const logger = pino({ level: 'silent' });
const COOKIE = '__Host-mw_session';

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(() => smtp.close());

const call = (app: TestApp, method: string, path: string, options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {}) =>
  app.request(path, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: `${COOKIE}=${options.cookie}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });

const signUpBody = (email: string, over: Partial<SignUpInput> = {}): SignUpInput => ({
  email,
  storeCode: 'de',
  referrer: 'https://search.example/',
  meta: { language: 'de_DE' },
  newsletterSignUpMeta: { source: 'SD_NL_config', isSubscriptionAdded: false },
  ...over,
});

/** Sends every sign-in mail due, through the test's SMTP server. */
async function sendMails(app: TestApp = t): Promise<void> {
  const mailer = smtpMailer({ url: smtp.url, from: 'Masswerk <orders@masswerk.example>' });
  try {
    const round = await runDueJobs({ db: app.database.db, logger, handlers: { [SIGN_IN_MAIL_JOB]: signInMailJobHandler({ db: app.database.db, config: app.config, mailer }) } });
    expect(round.retried + round.gaveUp).toBe(0);
  } finally {
    mailer.close();
  }
}

/** The last mail sent to `email`, with its code and its link's parts. */
function lastMailTo(email: string): { mail: ReceivedMail; code: string; link: URL } {
  const mail = smtp.received.filter((m) => m.envelopeTo.includes(email)).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  const text = mail.parsed.text ?? '';
  const code = /^\s+(\d{3}) (\d{3})$/m.exec(text);
  const link = /^(https:\S+mxUserToken=\S+)$/m.exec(text);
  if (!code || !link) throw new Error(`no code or link in: ${text}`);
  return { mail, code: `${code[1]}${code[2]}`, link: new URL(link[1]!) };
}

/** Signs up, sends the mail, and answers the sign-up's challenge with the mail's code and link. */
async function signUpAndMail(email: string, over: Partial<SignUpInput> = {}, app: TestApp = t) {
  const res = await call(app, 'POST', '/api/users', { body: signUpBody(email, over) });
  expect(res.status).toBe(202);
  const { challengeId } = signUpAnswerSchema.parse(await res.json());
  await sendMails(app);
  return { challengeId, ...lastMailTo(email) };
}

function sessionCookieOf(res: Response): { token: string; header: string } {
  const header = res.headers.getSetCookie().find((line) => line.startsWith(`${COOKIE}=`));
  if (!header) throw new Error('no session cookie');
  return { token: header.slice(COOKIE.length + 1, header.indexOf(';')), header };
}

/** A signed-in user: their id and session cookie. */
async function signedIn(email: string, over: Partial<SignUpInput> = {}) {
  const { challengeId, code } = await signUpAndMail(email, over);
  const res = await call(t, 'POST', '/api/users/login', { body: { challengeId, code } });
  expect(res.status).toBe(200);
  const answer = sessionAnswerSchema.parse(await res.json());
  return { id: answer.user.id, cookie: sessionCookieOf(res).token, answer };
}

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('signing up and in', () => {
  it('sends a new address one mail in its language with a code; the code signs in once, as a browser session', async () => {
    const { challengeId, code, mail, link } = await signUpAndMail('lea@example.com');
    expect(mail.parsed.subject).toBe(`Ihr Masswerk-Anmeldecode: ${code.slice(0, 3)} ${code.slice(3)}`);
    expect(mail.parsed.headers.get('content-language')).toBe('de-DE');
    expect(mail.parsed.text).toContain('Code und Link gelten einmal, für 15 Minuten.');
    expect(link.origin + link.pathname).toBe(`${SHOP}/my-account`);
    expect(mail.parsed.html).toContain('<html lang="de-DE">');
    // The new lead is recorded.
    expect(await eventKindsOfEmail(t.database.db, 'lea@example.com')).toEqual(['new_lead']);
    // Neither the code nor the token is stored (the challenge, the mail's job): only hashes.
    const stored = await storedTextOf(t.database.db, challengeId, SIGN_IN_MAIL_JOB);
    expect(stored).toContain(challengeId);
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(link.searchParams.get('mxUserToken'));

    const res = await call(t, 'POST', '/api/users/login', { body: { challengeId, code: `${code.slice(0, 3)} ${code.slice(3)}` } });
    expect(res.status).toBe(200);
    const answer = sessionAnswerSchema.parse(await res.json());
    expect(answer).toMatchObject({ new: true, staySignedIn: false, user: { email: 'lea@example.com', language: 'de_DE', designs: [], newsletter: false, internalStaff: false } });
    const cookie = sessionCookieOf(res);
    expect(cookie.header).toMatch(/; HttpOnly/);
    expect(cookie.header).toMatch(/; Secure/);
    expect(cookie.header).toMatch(/; SameSite=Lax/);
    expect(cookie.header).toMatch(/; Path=\//);
    expect(cookie.header).not.toMatch(/Max-Age|Expires|Domain/i);
    expect(cookie.token).toMatch(/^[\w-]{43}$/);

    const me = await call(t, 'GET', '/api/users/session', { cookie: cookie.token });
    expect(me.status).toBe(200);
    expect(userSchema.parse(await me.json()).id).toBe(answer.user.id);

    // The code again: refused, the same words as any failure.
    const again = await call(t, 'POST', '/api/users/login', { body: { challengeId, code } });
    expect(again.status).toBe(401);
    expect((await errorOf(again)).code).toBe('sign_in_failed');
  });

  it('answers a known address exactly as an unknown one, and its link signs in for 365 days with the newsletter asked for', async () => {
    await signedIn('max@example.com');
    const known = await call(t, 'POST', '/api/users', { body: signUpBody('max@example.com', { shouldStaySignedIn: true, meta: { language: 'fr_CH' }, newsletterSignUpMeta: { source: 'PopUp', isSubscriptionAdded: true } }) });
    const unknown = await call(t, 'POST', '/api/users', { body: signUpBody('nobody-yet@example.com') });
    expect(known.status).toBe(unknown.status);
    const [a, b] = [(await known.json()) as Record<string, unknown>, (await unknown.json()) as Record<string, unknown>];
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());

    await sendMails();
    const { mail, link } = lastMailTo('max@example.com');
    expect(mail.parsed.subject).toMatch(/^Votre code de connexion Masswerk : \d{3} \d{3}$/);
    expect(link.pathname).toBe('/fr-ch/my-account');
    const res = await call(t, 'POST', '/api/users/login', { body: { userID: link.searchParams.get('mx'), token: link.searchParams.get('mxUserToken') } });
    expect(res.status).toBe(200);
    const answer = sessionAnswerSchema.parse(await res.json());
    expect(answer).toMatchObject({ new: false, staySignedIn: true, user: { email: 'max@example.com', newsletter: true } });
    expect(sessionCookieOf(res).header).toMatch(/Max-Age=31536000/);
    // The link is used now.
    const twice = await call(t, 'POST', '/api/users/login', { body: { userID: link.searchParams.get('mx'), token: link.searchParams.get('mxUserToken') } });
    expect(twice.status).toBe(401);
  });

  it('recognises internal staff by the configured domain', async () => {
    expect((await signedIn('ida@shop.masswerk.example')).answer.user.internalStaff).toBe(true);
    expect((await signedIn('ida@masswerk.example.com')).answer.user.internalStaff).toBe(false);
  });

  it('refuses an expired code, and a mail after five wrong codes even with the right one', async () => {
    const expired = await signUpAndMail('old@example.com');
    await expireChallenge(t.database.db, expired.challengeId);
    expect((await call(t, 'POST', '/api/users/login', { body: { challengeId: expired.challengeId, code: expired.code } })).status).toBe(401);

    const guessed = await signUpAndMail('guess@example.com');
    const wrong = guessed.code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) expect((await call(t, 'POST', '/api/users/login', { body: { challengeId: guessed.challengeId, code: wrong } })).status).toBe(401);
    expect((await call(t, 'POST', '/api/users/login', { body: { challengeId: guessed.challengeId, code: guessed.code } })).status).toBe(401);
  });

  it('gives an id alone nothing: no login, no session, no data', async () => {
    const { id } = await signedIn('ida-only@example.com');
    const idOnly = await call(t, 'POST', '/api/users/login', { body: { userID: id } });
    expect(idOnly.status).toBe(400);
    expect(idOnly.headers.getSetCookie()).toEqual([]);
    const wrongToken = await call(t, 'POST', '/api/users/login', { body: { userID: id, token: 'A'.repeat(43) } });
    expect(wrongToken.status).toBe(401);
    expect(wrongToken.headers.getSetCookie()).toEqual([]);
    const read = await call(t, 'GET', `/api/users/${id}`);
    expect(read.status).toBe(401);
    expect((await errorOf(read)).message).toContain('user is not signed in');
  });

  it('answers an unknown challenge, a wrong code and a wrong link with the same words', async () => {
    const { challengeId } = await signUpAndMail('same@example.com');
    const answers = await Promise.all([
      call(t, 'POST', '/api/users/login', { body: { challengeId: '00000000-0000-4000-8000-000000000000', code: '123456' } }),
      call(t, 'POST', '/api/users/login', { body: { challengeId, code: '999999' } }),
      call(t, 'POST', '/api/users/login', { body: { userID: '00000000-0000-4000-8000-000000000000', token: 'B'.repeat(43) } }),
    ]);
    const bodies = await Promise.all(answers.map((res) => res.text()));
    expect(answers.map((res) => res.status)).toEqual([401, 401, 401]);
    expect(new Set(bodies).size).toBe(1);
  });

  it('signs out on the server: the old cookie is worth nothing after', async () => {
    const { cookie } = await signedIn('out@example.com');
    const out = await call(t, 'DELETE', '/api/users/session', { cookie });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join()).toMatch(/__Host-mw_session=;.*Max-Age=0/);
    expect((await call(t, 'GET', '/api/users/session', { cookie })).status).toBe(204);
  });
});

describe('My Designs', () => {
  it('adds, lists (newest first) and removes designs of the signed-in user', async () => {
    const { id, cookie } = await signedIn('designs@example.com');
    const [shelf, wardrobe] = [await save('shelf'), await save('wardrobe')];
    expect((await call(t, 'POST', `/api/users/${id}/designs`, { cookie, body: { uuid: shelf } })).status).toBe(200);
    const added = await call(t, 'POST', `/api/users/${id}/designs`, { cookie, body: { uuid: wardrobe } });
    expect(userDesignsSchema.parse(await added.json()).designs.map((d) => d.uuid)).toEqual([wardrobe, shelf]);
    // Adding again changes nothing.
    await call(t, 'POST', `/api/users/${id}/designs`, { cookie, body: { uuid: shelf } });
    const listed = await call(t, 'GET', `/api/users/${id}/designs`, { cookie });
    expect(userDesignsSchema.parse(await listed.json()).designs).toHaveLength(2);
    expect(userSchema.parse(await (await call(t, 'GET', `/api/users/${id}`, { cookie })).json()).designs).toEqual([wardrobe, shelf]);
    const removed = await call(t, 'DELETE', `/api/users/${id}/designs/${wardrobe}`, { cookie });
    expect(userDesignsSchema.parse(await removed.json()).designs.map((d) => d.uuid)).toEqual([shelf]);
    // A design that was never saved.
    expect((await call(t, 'POST', `/api/users/${id}/designs`, { cookie, body: { uuid: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
  });

  it('answers 401 "user is not signed in" to adding or removing without a session', async () => {
    const { id } = await signedIn('nosession@example.com');
    const shelf = await save('shelf');
    for (const res of [
      await call(t, 'POST', `/api/users/${id}/designs`, { body: { uuid: shelf } }),
      await call(t, 'DELETE', `/api/users/${id}/designs/${shelf}`),
      await call(t, 'POST', `/api/users/${id}/designs`, { body: { uuid: shelf }, cookie: 'C'.repeat(43) }),
    ]) {
      expect(res.status).toBe(401);
      const error = await errorOf(res);
      expect(error.code).toBe('user_not_signed_in');
      expect(error.message).toContain('user is not signed in');
    }
  });

  it('keeps a second user away from the first one’s designs and account', async () => {
    const first = await signedIn('first@example.com');
    const second = await signedIn('second@example.com');
    const shelf = await save('shelf');
    await call(t, 'POST', `/api/users/${first.id}/designs`, { cookie: first.cookie, body: { uuid: shelf } });
    const tries = [
      await call(t, 'GET', `/api/users/${first.id}`, { cookie: second.cookie }),
      await call(t, 'GET', `/api/users/${first.id}/designs`, { cookie: second.cookie }),
      await call(t, 'GET', `/api/users/${first.id}/orders`, { cookie: second.cookie }),
      await call(t, 'GET', `/api/users/${first.id}/export`, { cookie: second.cookie }),
      await call(t, 'POST', `/api/users/${first.id}/designs`, { cookie: second.cookie, body: { uuid: shelf } }),
      await call(t, 'DELETE', `/api/users/${first.id}/designs/${shelf}`, { cookie: second.cookie }),
      await call(t, 'PATCH', `/api/users/${first.id}`, { cookie: second.cookie, body: { newsletter: true } }),
      await call(t, 'DELETE', `/api/users/${first.id}`, { cookie: second.cookie }),
    ];
    for (const res of tries) {
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('first@example.com');
    }
    const mine = await call(t, 'GET', `/api/users/${first.id}`, { cookie: first.cookie });
    expect(userSchema.parse(await mine.json())).toMatchObject({ designs: [shelf], newsletter: false });
  });

  it('refuses a write with the cookie that comes from another site', async () => {
    const { id, cookie } = await signedIn('csrf@example.com');
    const shelf = await save('shelf');
    const fromElsewhere: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://blog.masswerk.example' },
    ];
    for (const headers of fromElsewhere) {
      const res = await call(t, 'POST', `/api/users/${id}/designs`, { cookie, body: { uuid: shelf }, headers });
      expect(res.status).toBe(403);
      const error = await errorOf(res);
      expect(error.code).toBe('cross_site_request');
      expect(error.message).toContain(SHOP);
    }
    const login = await call(t, 'POST', '/api/users', { body: signUpBody('csrf@example.com'), headers: { origin: 'https://evil.example' } });
    expect(login.status).toBe(403);
    const ours = await call(t, 'POST', `/api/users/${id}/designs`, { cookie, body: { uuid: shelf }, headers: { origin: SHOP, 'sec-fetch-site': 'same-origin' } });
    expect(ours.status).toBe(200);
  });
});

describe('the account', () => {
  it('shows the orders of the proven address, switches the newsletter, exports the data, and deletes the account keeping the orders without the address', async () => {
    const order = await placeOrder({ email: 'Buyer@Example.com' });
    const { id, cookie } = await signedIn('buyer@example.com');
    const orders = userOrdersSchema.parse(await (await call(t, 'GET', `/api/users/${id}/orders`, { cookie })).json());
    expect(orders.orders.map((o) => o.number)).toEqual([order.number]);

    const patched = await call(t, 'PATCH', `/api/users/${id}`, { cookie, body: { newsletter: true } });
    expect(userSchema.parse(await patched.json()).newsletter).toBe(true);

    const exported = await call(t, 'GET', `/api/users/${id}/export`, { cookie });
    expect(exported.headers.get('content-disposition')).toContain('attachment');
    const data = (await exported.json()) as { account: { email: string }; orders: { number: string }[]; events: { kind: string }[] };
    expect(data.account.email).toBe('buyer@example.com');
    expect(data.orders.map((o) => o.number)).toEqual([order.number]);
    expect(data.events.map((e) => e.kind)).toEqual(['new_lead']);

    const deleted = await call(t, 'DELETE', `/api/users/${id}`, { cookie });
    expect(deleted.status).toBe(204);
    expect((await call(t, 'GET', '/api/users/session', { cookie })).status).toBe(204);
    expect(await usersWithEmail(t.database.db, 'buyer@example.com')).toBe(0);
    expect(await orderEmailsOf(t.database.db, order.number)).toEqual({ email: 'erased@erased.invalid', deliveryEmail: 'erased@erased.invalid' });
    // Signing up again with the address starts a new, empty account that finds no order.
    const again = await signedIn('buyer@example.com');
    expect(again.answer.new).toBe(true);
    expect(userOrdersSchema.parse(await (await call(t, 'GET', `/api/users/${again.id}/orders`, { cookie: again.cookie })).json()).orders).toEqual([]);
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await openTestApp({ PUBLIC_URL: SHOP, TRUST_PROXY: '1', RATE_LIMIT_SIGN_UPS: '4', RATE_LIMIT_SIGN_UP_MAILS: '2', RATE_LIMIT_SIGN_INS: '3' });
  });
  afterAll(() => limited.close());
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('holds per address, from however many clients, and answers a known and an unknown address alike', async () => {
    for (const client of ['192.0.2.1', '192.0.2.2']) {
      expect((await call(limited, 'POST', '/api/users', { body: signUpBody('busy@example.com'), headers: from(client) })).status).toBe(202);
    }
    const third = await call(limited, 'POST', '/api/users', { body: signUpBody('busy@example.com'), headers: from('192.0.2.3') });
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await call(limited, 'POST', '/api/users', { body: signUpBody('other@example.com'), headers: from('192.0.2.3') })).status).toBe(202);
  });

  it('holds per client for sign-ups and for sign-in tries', async () => {
    const client = from('198.51.100.7');
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await call(limited, 'POST', '/api/users', { body: signUpBody(`many${i}@example.com`), headers: client })).status);
    expect(answers).toEqual([202, 202, 202, 202, 429]);
    const tries = [];
    for (let i = 0; i < 4; i++) tries.push((await call(limited, 'POST', '/api/users/login', { body: { challengeId: '00000000-0000-4000-8000-000000000000', code: '123456' }, headers: client })).status);
    expect(tries).toEqual([401, 401, 401, 429]);
  });
});

describe('saving a design by e-mail (shop.md §5)', () => {
  const saveBody = (email: string, over: Record<string, unknown> = {}) => ({
    ...signUpBody(email, { newsletterSignUpMeta: { source: 'SD_NL_EI_config', isSubscriptionAdded: false } }),
    pageType: 'configurator',
    ...over,
  });

  it('signs up, mails the design in the visitor’s language with its picture and link, and keeps it once the address is proven', async () => {
    const uuid = await save('shelf');
    const res = await call(t, 'POST', '/api/users/save-design', { body: saveBody('Sofia@Example.com', { uuid, meta: { language: 'nl_NL' }, storeCode: 'nl' }) });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ sent: true });
    await sendMails();
    const mail = smtp.received.filter((m) => m.envelopeTo.includes('sofia@example.com')).at(-1)!;
    expect(mail.parsed.subject).toBe('Uw Masswerk-ontwerp');
    expect(mail.parsed.headers.get('content-language')).toBe('nl-NL');
    expect(mail.parsed.headers.get('x-masswerk-mail')).toBe('save-design');
    expect(mail.parsed.text).toContain(`${SHOP}/nl-nl/shelf/${uuid}`);
    expect(mail.parsed.html).toContain(`<img src="${SHOP}/api/designs/${uuid}/images/0"`);
    expect(mail.parsed.html).toContain(`href="${SHOP}/nl-nl/shelf/${uuid}"`);
    expect(await eventKindsOfEmail(t.database.db, 'sofia@example.com')).toEqual(['new_lead']);

    // Not in the account before the address is proven; the mail's sign-in link proves it, for 365 days.
    const link = new URL(/^(https:\S+mxUserToken=\S+)$/m.exec(mail.parsed.text ?? '')![1]!);
    expect(link.pathname).toBe('/nl-nl/my-account');
    const login = await call(t, 'POST', '/api/users/login', { body: { userID: link.searchParams.get('mx'), token: link.searchParams.get('mxUserToken') } });
    expect(login.status).toBe(200);
    const answer = sessionAnswerSchema.parse(await login.json());
    expect(answer).toMatchObject({ staySignedIn: true, user: { email: 'sofia@example.com', designs: [uuid] } });
    expect(sessionCookieOf(login).header).toMatch(/Max-Age=31536000/);
  });

  it('keeps the design at once for a visitor signed in as that address', async () => {
    const { id, cookie } = await signedIn('kept@example.com');
    const uuid = await save('wardrobe');
    const res = await call(t, 'POST', '/api/users/save-design', { body: saveBody('kept@example.com', { uuid }), cookie });
    expect(res.status).toBe(202);
    const designs = userDesignsSchema.parse(await (await call(t, 'GET', `/api/users/${id}/designs`, { cookie })).json()).designs;
    expect(designs.map((d) => d.uuid)).toEqual([uuid]);
    await sendMails();
    expect(smtp.received.filter((m) => m.envelopeTo.includes('kept@example.com')).at(-1)!.parsed.subject).toBe('Ihr Masswerk-Design');
  });

  it('sends nothing for an empty address, an unknown page type or a missing uuid; refuses a bad address and an unknown design', async () => {
    const uuid = await save('shelf');
    const before = smtp.received.length;
    for (const body of [saveBody('  ', { uuid }), saveBody('quiet@example.com', { uuid, pageType: 'checkout' }), saveBody('quiet@example.com')]) {
      const res = await call(t, 'POST', '/api/users/save-design', { body });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ sent: false });
    }
    expect((await call(t, 'POST', '/api/users/save-design', { body: saveBody('not-an-address', { uuid }) })).status).toBe(400);
    expect((await call(t, 'POST', '/api/users/save-design', { body: saveBody(`${'a'.repeat(250)}@example.com`, { uuid }) })).status).toBe(400);
    expect((await call(t, 'POST', '/api/users/save-design', { body: saveBody('quiet@example.com', { uuid: '00000000-0000-4000-8000-000000000000' }) })).status).toBe(404);
    await sendMails();
    expect(smtp.received.length).toBe(before);
    expect(await usersWithEmail(t.database.db, 'quiet@example.com')).toBe(0);
  });

  it('refuses a save from another site', async () => {
    const res = await call(t, 'POST', '/api/users/save-design', { body: saveBody('x@example.com', { uuid: await save('shelf') }), headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(403);
  });
});

describe('a browser’s list merged into the account', () => {
  it('keeps the time each design was kept, never later than now, and adds each design once', async () => {
    const { id, cookie } = await signedIn('merge@example.com');
    const [a, b] = [await save('shelf'), await save('wardrobe')];
    const add = (uuid: string, addedAt?: string) => call(t, 'POST', `/api/users/${id}/designs`, { body: { uuid, ...(addedAt ? { addedAt } : {}) }, cookie });
    expect((await add(a, '2026-01-02T03:04:05.000Z')).status).toBe(200);
    expect((await add(b, '2999-01-01T00:00:00.000Z')).status).toBe(200);
    const again = userDesignsSchema.parse(await (await add(a, '2026-05-05T00:00:00.000Z')).json()).designs;
    expect(again.map((d) => d.uuid)).toEqual([b, a]);
    expect(again[1]!.addedAt).toBe('2026-01-02T03:04:05.000Z');
    expect(Date.parse(again[0]!.addedAt)).toBeLessThanOrEqual(Date.now());
    expect((await add(a, 'yesterday')).status).toBe(400);
  });
});
