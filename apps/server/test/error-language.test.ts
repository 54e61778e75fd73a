import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@masswerk/contract';
import { familyOf, REFERENCE_DESIGNS } from '@masswerk/domain';
import { openTestApp } from './test-app.ts';

// An error answer of the API speaks the request's language (issue 11): the body's meta.language where
// the contract has one (the cart), else the Accept-Language header, else English; and says which.

let t: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

async function errorOf(res: Response) {
  return apiErrorSchema.parse(await res.json()).error;
}

/** A cart that is not one: an unknown country, a line that is no design, a fractional quantity. */
const badCart = (meta?: unknown) => ({
  countryCode: 'xx',
  lineItems: [{ uuid: 'not-a-uuid', quantity: 1.5 }],
  ...(meta === undefined ? {} : { meta }),
});
const twice = { countryCode: 'de', lineItems: [{ uuid: 'SampleBox', quantity: 1 }, { uuid: 'SampleBox', quantity: 1 }] };

describe('a bad cart body', () => {
  it('is named field by field in German when Accept-Language asks for German', async () => {
    const res = await post('/api/checkout/carts', badCart(), { 'accept-language': 'it-IT, de-DE;q=0.8, en;q=0.5' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-language')).toBe('de-DE');
    expect(res.headers.get('vary')).toMatch(/accept-language/i);
    const error = await errorOf(res);
    expect(error.code).toBe('bad_request');
    expect(error.fields).toEqual([
      { path: 'body.countryCode', message: 'muss einer dieser Werte sein: at, ch, de, fr, nl, uk (oder gb)' },
      { path: 'body.lineItems.0.uuid', message: 'muss eine Design-ID (eine UUID) oder SampleBox sein' },
      { path: 'body.lineItems.0.quantity', message: 'muss eine ganze Zahl sein' },
    ]);
    expect(error.message).toBe(`Die Anfrage ist ungültig. ${error.fields!.map((f) => `${f.path}: ${f.message}`).join('; ')}`);
    const doubled = await post('/api/checkout/carts', twice, { 'accept-language': 'de' });
    expect((await errorOf(doubled)).fields).toEqual([{ path: 'body.lineItems', message: 'darf jedes Design nur einmal enthalten (ändern Sie stattdessen die Menge)' }]);
  });

  it('follows its meta.language over the header', async () => {
    const res = await post('/api/checkout/carts', badCart({ language: 'fr_CH' }), { 'accept-language': 'de' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-language')).toBe('fr-CH');
    const error = await errorOf(res);
    expect(error.message).toMatch(/^La requête n’est pas valide\. /);
    expect(error.fields?.find((f) => f.path === 'body.lineItems.0.quantity')?.message).toBe('doit être un nombre entier');
  });

  it('follows the header when its meta.language is none of ours (and names that field too)', async () => {
    const res = await post('/api/checkout/carts', { ...badCart({ language: 'fr' }), countryCode: 'de' }, { 'accept-language': 'nl' });
    expect(res.headers.get('content-language')).toBe('nl-NL');
    const error = await errorOf(res);
    expect(error.fields?.find((f) => f.path === 'body.meta.language')?.message).toBe('moet een van deze waarden zijn: "de_DE", "de_AT", "de_CH", "fr_FR", "fr_CH", "en_GB", "nl_NL"');
  });

  it('is named in English, as before, when the request names no language of ours', async () => {
    for (const headers of [{}, { 'accept-language': 'it, es;q=0.5' }] as Record<string, string>[]) {
      const res = await post('/api/checkout/carts', badCart(), headers);
      expect(res.headers.get('content-language')).toBe('en-GB');
      const error = await errorOf(res);
      expect(error.fields?.map((f) => f.message)).toEqual([
        'must be one of at, ch, de, fr, nl, uk (or gb)',
        'must be a design id (a UUID) or SampleBox',
        'must be a whole number',
      ]);
      expect(error.message).toMatch(/^The request is not valid\. body\.countryCode: must be one of/);
    }
    expect((await errorOf(await post('/api/checkout/carts', twice))).fields).toEqual([
      { path: 'body.lineItems', message: 'must hold each design once (set its quantity instead)' },
    ]);
  });

  it('is worded in Swiss German with ss for de-CH', async () => {
    const res = await post('/api/checkout/carts', { countryCode: 'ch', lineItems: [], couponCode: 'x'.repeat(41) }, { 'accept-language': 'de-CH' });
    expect(res.headers.get('content-language')).toBe('de-CH');
    expect((await errorOf(res)).fields).toEqual([{ path: 'body.couponCode', message: 'darf höchstens 40 Zeichen lang sein' }]);
    const big = await post('/api/checkout/carts', { countryCode: 'ch', lineItems: [], pad: 'x'.repeat(2_000_000) }, { 'accept-language': 'de-CH' });
    expect(big.status).toBe(413);
    expect((await errorOf(big)).message).toMatch(/^Der Inhalt der Anfrage ist grösser, als dieser Aufruf annimmt \(/);
  });
});

describe('every other error answer', () => {
  it('speaks the Accept-Language of the request: unknown call, wrong method, wrong media type, broken JSON, a path parameter', async () => {
    const nl = { 'accept-language': 'nl' };
    const unknown = await t.request('/api/no-such', { headers: nl });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toEqual({ code: 'not_found', message: 'De API-aanroep GET /api/no-such bestaat niet.' });
    expect(unknown.headers.get('content-language')).toBe('nl-NL');

    const wrong = await t.request('/api/designs/defaults/shelf', { method: 'DELETE', headers: { 'accept-language': 'fr-FR' } });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD');
    expect((await errorOf(wrong)).message).toBe('DELETE n’est pas autorisé sur /api/designs/defaults/shelf ; utilisez GET, HEAD.');

    const form = await post('/api/checkout/carts', {}, { 'content-type': 'text/plain', 'accept-language': 'de' });
    expect(form.status).toBe(415);
    expect((await errorOf(form)).message).toBe('Senden Sie den Inhalt der Anfrage als JSON (Content-Type: application/json).');

    const broken = await t.request('/api/checkout/carts', { method: 'POST', headers: { 'content-type': 'application/json', ...nl }, body: '{"countryCode":' });
    expect(broken.status).toBe(400);
    expect(await errorOf(broken)).toEqual({
      code: 'bad_json',
      message: 'De inhoud van het verzoek is geen geldige JSON (UTF-8).',
      fields: [{ path: 'body', message: 'is geen geldige JSON' }],
    });

    const notUuid = await t.request('/api/designs/info/nope', { headers: { 'accept-language': 'de' } });
    expect(notUuid.status).toBe(400);
    expect((await errorOf(notUuid)).fields).toEqual([{ path: 'path.uuid', message: 'muss eine Design-ID (eine UUID) sein' }]);
  });

  it('words each broken rule of a design that cannot be made in the request’s language, as the configurator does', async () => {
    const wardrobe = structuredClone(REFERENCE_DESIGNS.wardrobe.largest) as unknown as { modules: unknown[] };
    wardrobe.modules.push(structuredClone(wardrobe.modules[0]));
    const answers = await Promise.all(['de', 'fr', 'nl', 'en'].map((language) => post('/api/designs', { furniture_type: 'wardrobe', structure: wardrobe }, { 'accept-language': language })));
    const messages = await Promise.all(answers.map(async (res) => (await errorOf(res)).fields?.find((f) => f.path === 'body.structure.modules')?.message));
    const [de, fr, nl, en] = messages;
    expect(de).toMatch(/^Der Schrank ist 604 cm lang; wir bauen höchstens 504 cm\./);
    expect(fr).toMatch(/^L’armoire mesure 604\scm de long ; nous fabriquons au plus 504\scm\./);
    expect(nl).toMatch(/604 cm/);
    expect(en).toMatch(/604 cm/);
    expect(new Set(messages).size).toBe(4);
  });

  it('words a design that cannot be made in the language around the rule’s own words', async () => {
    const sofa = familyOf('flayr').defaults() as unknown as { modules: unknown[] };
    const res = await post('/api/designs', { furniture_type: 'flayr', structure: { ...sofa, modules: Array.from({ length: 400 }, () => sofa.modules[0]) } }, { 'accept-language': 'de' });
    expect(res.status).toBe(422);
    expect(res.headers.get('content-language')).toBe('de-DE');
    const error = await errorOf(res);
    expect(error.message).toBe('Dieses Design lässt sich so nicht fertigen: ein Problem, jeweils beim Feld genannt.');
    expect(error.fields?.map((f) => f.path)).toEqual(['body.structure.modules']);
  });

  it('keeps a 404 of a design in English without a language, as the clients know it', async () => {
    const res = await t.request('/api/designs/info/2c5ea4c0-4067-11e9-8bad-9b1deb4d3b7d');
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ code: 'design_not_found', message: 'Design not found' });
    expect(res.headers.get('content-language')).toBe('en-GB');
    expect(res.headers.get('vary')).toMatch(/accept-language/i);
  });
});
