import { describe, expect, it } from 'vitest';
import { checkVatId } from '@masswerk/domain';
import { hmrcRegister } from './hmrc-register.ts';
import { REGISTER_LAWS, registerLaws, type RegisterDriver } from './register-laws.ts';
import { officialVatRegister } from './registers.ts';
import { SANDBOX_VAT_NUMBERS, sandboxVatRegister } from './sandbox-register.ts';
import { uidRegister } from './uid-register.ts';
import type { CheckedVatId, VatRegister } from './vat-register.ts';
import { viesRegister } from './vies-register.ts';

/** A checked id (the laws get only ids that passed the domain's check, as the shop asks only those). */
function id(typed: string): CheckedVatId {
  const checked = checkVatId(typed);
  if (!checked.ok) throw new Error(`${typed} is no VAT id: ${checked.problem}`);
  return { vatId: checked.vatId, country: checked.country };
}

const sandbox = SANDBOX_VAT_NUMBERS;
registerLaws('sandbox', () => ({
  register: sandboxVatRegister({ slowMs: 50 }),
  registered: [...Object.values(sandbox.registered).map((r) => id(r.vatId)), id(sandbox.slow)],
  unregistered: [id(sandbox.notRegistered), id('DE123456712')],
  failing: id(sandbox.lookupFails),
}));

// ---- Stand-ins for the official registers, answering as their documentation says ---------------------

type Fetch = typeof fetch;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const aborted = (init?: RequestInit) => {
  if (init?.signal?.aborted) throw new DOMException('This operation was aborted', 'AbortError');
};

/** EU VIES REST: POST /check-vat-number; failures as `actionSucceed: false` with HTTP 200. */
function fakeVies(registered: ReadonlySet<string>, down: ReadonlySet<string>): Fetch {
  return async (input, init) => {
    aborted(init);
    const url = new URL(String(input));
    if (init?.method !== 'POST' || !url.pathname.endsWith('/check-vat-number')) return json({ message: 'not found' }, 404);
    const { countryCode, vatNumber } = JSON.parse(String(init.body)) as { countryCode: string; vatNumber: string };
    const whole = `${countryCode}${vatNumber}`;
    if (down.has(whole)) return json({ actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE', message: 'The member state is not available' }] });
    const valid = registered.has(whole);
    return json({ countryCode, vatNumber, requestDate: new Date().toISOString(), valid, requestIdentifier: '', name: valid ? 'VIES BV' : '---', address: valid ? 'DAM 1\n1012JS AMSTERDAM' : '---' });
  };
}

/** HMRC "Check a UK VAT number" 2.0: a client-credentials token, then GET .../lookup/{vrn}; 404 when unknown. */
function fakeHmrc(registered: ReadonlySet<string>, down: ReadonlySet<string>, client = { id: 'client', secret: 'secret' }): Fetch {
  const issued = new Set<string>();
  return async (input, init) => {
    aborted(init);
    const url = new URL(String(input));
    if (url.pathname === '/oauth/token') {
      const form = new URLSearchParams(String(init?.body));
      if (form.get('grant_type') !== 'client_credentials' || form.get('client_id') !== client.id || form.get('client_secret') !== client.secret) return json({ error: 'invalid_client' }, 401);
      const token = `token-${issued.size}`;
      issued.add(token);
      return json({ access_token: token, token_type: 'bearer', expires_in: 14400, scope: 'read:vat' });
    }
    const headers = new Headers(init?.headers);
    if (!issued.has(headers.get('authorization')?.replace(/^Bearer /, '') ?? '')) return json({ code: 'MISSING_CREDENTIALS' }, 401);
    if (headers.get('accept') !== 'application/vnd.hmrc.2.0+json') return json({ code: 'ACCEPT_HEADER_INVALID' }, 406);
    const vrn = /\/organisations\/vat\/check-vat-number\/lookup\/(\d+)/.exec(url.pathname)?.[1] ?? '';
    if (down.has(vrn)) return json({ code: 'SERVER_ERROR' }, 503);
    if (!registered.has(vrn)) return json({ code: 'NOT_FOUND', message: 'targetVrn does not match a registered company' }, 404);
    return json({ target: { name: 'HMRC LTD', vatNumber: vrn, address: { line1: '1 HIGH STREET', line2: 'LONDON', postcode: 'SW1A 1AA', countryCode: 'GB' } }, processingDate: new Date().toISOString() });
  };
}

/** The Swiss UID register: SOAP ValidateVatNumber; a SOAP fault (HTTP 500) past its limit. */
function fakeUid(registered: ReadonlySet<string>, down: ReadonlySet<string>): Fetch {
  return async (input, init) => {
    aborted(init);
    const action = new Headers(init?.headers).get('soapaction');
    if (action !== '"http://www.uid.admin.ch/xmlns/uid-wse/IPublicServices/ValidateVatNumber"') return new Response('bad action', { status: 500 });
    const uid = /<uid:vatNumber>([^<]*)</.exec(String(init?.body))?.[1] ?? '';
    const envelope = (body: string) => `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>${body}</s:Body></s:Envelope>`;
    if (down.has(uid)) return new Response(envelope('<s:Fault><faultcode>s:Client</faultcode><faultstring xml:lang="de-CH">Request_limit_exceeded</faultstring></s:Fault>'), { status: 500 });
    return new Response(envelope(`<ValidateVatNumberResponse xmlns="http://www.uid.admin.ch/xmlns/uid-wse"><ValidateVatNumberResult>${registered.has(uid)}</ValidateVatNumberResult></ValidateVatNumberResponse>`), {
      status: 200,
      headers: { 'content-type': 'text/xml; charset=utf-8' },
    });
  };
}

const viesDriver = (): RegisterDriver => ({
  register: viesRegister({ baseUrl: 'https://vies.test/rest-api', fetch: fakeVies(new Set(['NL004495445B01', 'BE0411905847']), new Set(['ATU13585627'])) }),
  registered: [id('NL004495445B01'), id('BE0411905847')],
  unregistered: [id('DE136695976')],
  failing: id('ATU13585627'),
});
const hmrcDriver = (): RegisterDriver => ({
  register: hmrcRegister({ baseUrl: 'https://hmrc.test', clientId: 'client', clientSecret: 'secret', fetch: fakeHmrc(new Set(['980780684']), new Set(['123456727'])) }),
  registered: [id('GB980780684')],
  unregistered: [id('GB123456782')],
  failing: id('GB123456727'),
});
const uidDriver = (): RegisterDriver => ({
  register: uidRegister({ url: 'https://uid.test/PublicServices.svc', fetch: fakeUid(new Set(['CHE-116.281.710']), new Set(['CHE-123.456.713'])) }),
  registered: [id('CHE-116.281.710 MWST')],
  unregistered: [id('CHE123456707')],
  failing: id('CHE123456713'),
});

registerLaws('EU VIES (REST)', viesDriver);
registerLaws('UK HMRC (Check a UK VAT number 2.0)', hmrcDriver);
registerLaws('Swiss UID register (SOAP)', uidDriver);

/** All three behind VAT_LOOKUP=official, each number sent to its country's register by one fetch. */
registerLaws('official (by country)', () => {
  const vies = viesDriver();
  const hmrc = fakeHmrc(new Set(['980780684']), new Set());
  const uid = fakeUid(new Set(['CHE-116.281.710']), new Set());
  const viesFetch = fakeVies(new Set(['NL004495445B01']), new Set(['ATU13585627']));
  const route: Fetch = (input, init) => {
    const host = new URL(String(input)).host;
    return host === 'hmrc.test' ? hmrc(input, init) : host === 'uid.test' ? uid(input, init) : viesFetch(input, init);
  };
  const register = officialVatRegister(
    { VIES_API_URL: 'https://vies.test/rest-api', HMRC_API_URL: 'https://hmrc.test', HMRC_CLIENT_ID: 'client', HMRC_CLIENT_SECRET: 'secret', UID_API_URL: 'https://uid.test/PublicServices.svc', HMRC_REQUESTER_VRN: undefined, VAT_REQUESTER_ID: undefined },
    route,
  );
  return { ...vies, register, registered: [id('NL004495445B01'), id('GB980780684'), id('CHE116281710')], unregistered: [id('GB123456782'), id('CHE123456707'), id('DE136695976')] };
});

describe('the official adapters read what their registers give', () => {
  it('VIES: name and address when the member state discloses them, and the shop as requester', async () => {
    let sent: unknown;
    const vies = fakeVies(new Set(['NL004495445B01']), new Set());
    const register = viesRegister({ baseUrl: 'https://vies.test/rest-api/', requester: { country: 'DE', number: '136695976' }, fetch: (input, init) => ((sent = JSON.parse(String(init?.body))), vies(input, init)) });
    expect(await register.lookup(id('NL004495445B01'), new AbortController().signal)).toEqual({ valid: true, name: 'VIES BV', address: 'DAM 1, 1012JS AMSTERDAM' });
    expect(sent).toEqual({ countryCode: 'NL', vatNumber: '004495445B01', requesterMemberStateCode: 'DE', requesterNumber: '136695976' });
  });

  it('HMRC: fetches a token once and again after a 401; fails without credentials', async () => {
    const calls: string[] = [];
    const hmrc = fakeHmrc(new Set(['980780684']), new Set());
    const register = hmrcRegister({ baseUrl: 'https://hmrc.test', clientId: 'client', clientSecret: 'secret', fetch: (input, init) => (calls.push(new URL(String(input)).pathname), hmrc(input, init)) });
    const signal = new AbortController().signal;
    expect(await register.lookup(id('GB980780684'), signal)).toEqual({ valid: true, name: 'HMRC LTD', address: '1 HIGH STREET, LONDON, SW1A 1AA' });
    await register.lookup(id('GB980780684'), signal);
    expect(calls.filter((path) => path === '/oauth/token')).toHaveLength(1);
    await expect(hmrcRegister({ baseUrl: 'https://hmrc.test', fetch: hmrc }).lookup(id('GB980780684'), signal)).rejects.toThrow(/HMRC_CLIENT_ID/);
  });
});

// And proof that the laws catch broken registers: each bug must break its law.
describe('the register laws catch broken registers', () => {
  const lawNamed = (start: string) => REGISTER_LAWS.find((law) => law.name.startsWith(start))!;
  const broken = (change: (register: VatRegister) => Partial<VatRegister>): RegisterDriver => {
    const driver = viesDriver();
    return { ...driver, register: { ...driver.register, ...change(driver.register) } };
  };

  it('notices a register that knows everybody', async () => {
    await expect(lawNamed('says a number nobody has').check(broken(() => ({ lookup: async () => ({ valid: true }) })))).rejects.toThrow();
  });

  it('notices a failure that escapes as another error, or becomes a verdict', async () => {
    await expect(lawNamed('fails with VatLookupFailedError').check(broken(() => ({ lookup: () => Promise.reject(new TypeError('fetch failed')) })))).rejects.toThrow();
    await expect(lawNamed('fails with VatLookupFailedError').check(broken(() => ({ lookup: async () => ({ valid: false }) })))).rejects.toThrow();
  });

  it('notices a register that ignores its signal', async () => {
    await expect(lawNamed('gives up').check(broken((r) => ({ lookup: (vatId) => r.lookup(vatId, new AbortController().signal) })))).rejects.toThrow();
  });
});
