import { describe, expect, it } from 'vitest';
import { apiErrorSchema, vatNumberCheckSchema } from '@masswerk/contract';
import { shopCalls } from '../../../test/shop-calls.ts';
import { openTestApp, testAppForFile } from '../../../test/test-app.ts';
import { SANDBOX_VAT_NUMBERS } from './sandbox-register.ts';

const t = testAppForFile({ VAT_SANDBOX_SLOW_MS: '300' });
const { save, priced } = shopCalls(t);
const check = (number: string, app = t) => app.request(`/api/checkout/vatnumbers/${encodeURIComponent(number)}`);

async function problem(res: Response) {
  return apiErrorSchema.parse(await res.json()).error;
}

describe('GET /api/checkout/vatnumbers/{number}', () => {
  it('knows each of the sandbox’s businesses, however the number is typed', async () => {
    for (const [country, business] of Object.entries(SANDBOX_VAT_NUMBERS.registered)) {
      const typed = country === 'CH' ? 'CHE-123.456.707 MWST' : ` ${business.vatId.toLowerCase().replace(/(\d{3})/, '$1 ')} `;
      const res = await check(typed);
      expect(res.status, typed).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, max-age=60');
      expect(vatNumberCheckSchema.parse(await res.json())).toMatchObject({ vatNumber: business.vatId, countryCode: country, valid: true, name: business.name, address: business.address });
    }
  });

  it('says a well-formed number nobody has is not valid', async () => {
    const res = await check(SANDBOX_VAT_NUMBERS.notRegistered);
    expect(res.status).toBe(200);
    const answer = vatNumberCheckSchema.parse(await res.json());
    expect(answer).toMatchObject({ vatNumber: SANDBOX_VAT_NUMBERS.notRegistered, countryCode: 'NL', valid: false });
    expect(answer.name).toBeUndefined();
  });

  it('answers a slow register when it answers in time', async () => {
    const started = Date.now();
    const res = await check(SANDBOX_VAT_NUMBERS.slow);
    expect(res.status).toBe(200);
    expect(vatNumberCheckSchema.parse(await res.json()).valid).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('a register that fails is a 503 the buyer can retry (shop.md §5 "Failed to look up VAT Number"), never a crash', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await check(SANDBOX_VAT_NUMBERS.lookupFails);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      const error = await problem(res);
      expect(error.code).toBe('vat_lookup_failed');
      expect(error.message).toMatch(/^Failed to look up VAT Number: .*continue and pay VAT/);
    }
    const german = await t.request(`/api/checkout/vatnumbers/${SANDBOX_VAT_NUMBERS.lookupFails}`, { headers: { 'accept-language': 'de-DE' } });
    expect((await problem(german)).message).toMatch(/Register antwortet nicht/);
    expect(t.logs.filter((l) => l.msg === 'VAT lookup failed' && l.level === 40).length).toBeGreaterThanOrEqual(2);
    expect(t.logs.filter((l) => l.msg === 'unhandled error')).toEqual([]);
  });

  it('refuses what cannot be a VAT number before asking any register, saying why', async () => {
    const cases: [string, RegExp][] = [
      ['ES12345678Z', /must start with the country code of a country we deliver to \(AT, BE, CHE, DE, FR, GB, LU, NL\)/],
      ['NL12345', /is not written like a VAT number of its country, such as NL123456789B01/],
      ['ATU1234567', /such as ATU12345678/],
      ['NL123456789B01', /check digits that do not add up/],
    ];
    for (const [typed, message] of cases) {
      const res = await check(typed);
      expect(res.status, typed).toBe(422);
      const error = await problem(res);
      expect(error.code).toBe('vat_number_invalid');
      expect(error.fields).toEqual([{ path: 'params.number', message: expect.stringMatching(message) }]);
    }
    for (const typed of ['NL<script>', 'x'.repeat(31)]) {
      const res = await check(typed);
      expect(res.status, typed).toBe(400);
      expect((await problem(res)).fields?.[0]?.message).toMatch(/must be a VAT number/);
    }
  });

  it('fails a lookup that takes longer than VAT_LOOKUP_TIMEOUT_MS', async () => {
    const impatient = await openTestApp({ VAT_LOOKUP_TIMEOUT_MS: '150', VAT_SANDBOX_SLOW_MS: '5000' });
    try {
      const started = Date.now();
      const res = await check(SANDBOX_VAT_NUMBERS.slow, impatient);
      expect(res.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await impatient.close();
    }
  });

  it('is rate limited per client, and a cart asking for a deduction counts too', async () => {
    const limited = await openTestApp({ RATE_LIMIT_VAT_LOOKUPS: '3' });
    try {
      const nl = SANDBOX_VAT_NUMBERS.registered.NL.vatId;
      expect((await check(nl, limited)).status).toBe(200);
      expect((await check(SANDBOX_VAT_NUMBERS.notRegistered, limited)).status).toBe(200);
      const cart = { countryCode: 'nl', lineItems: [{ uuid: 'SampleBox', quantity: 1 }], vatDeduction: { vatId: nl, deliveryCountry: 'NL' } };
      const post = () => limited.request('/api/checkout/carts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(cart) });
      expect((await post()).status).toBe(200);
      const refused = await check(nl, limited);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await post()).status).toBe(429);
      // Without a deduction the cart asks no register, and stays free.
      expect((await limited.request('/api/checkout/carts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...cart, vatDeduction: undefined }) })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/checkout/carts with a VAT deduction', () => {
  const business = (countryCode: string, vatId: string, deliveryCountry: string, lineItems: unknown[]) => ({ countryCode, lineItems, vatDeduction: { vatId, deliveryCountry } });

  it('prices a Dutch business’s cart without VAT; the consumer’s keeps it', async () => {
    const lineItems = [{ uuid: await save('shelf'), quantity: 2 }, { uuid: 'SampleBox', quantity: 1 }];
    const consumer = await priced({ countryCode: 'nl', lineItems });
    const cart = await priced(business('nl', SANDBOX_VAT_NUMBERS.registered.NL.vatId, 'NL', lineItems));
    expect(cart.vatDeduction).toEqual({ vatId: 'NL123456708B01', country: 'NL', status: 'deducted', name: SANDBOX_VAT_NUMBERS.registered.NL.name });
    expect(cart.vat).toEqual([{ rateBasisPoints: 0, amount: 0 }]);
    const consumerVat = consumer.vat[0]!.amount;
    expect(consumerVat).toBeGreaterThan(0);
    expect(Math.abs(cart.total - (consumer.total - consumerVat))).toBeLessThanOrEqual(6);
    expect(cart.total).toBe(cart.lineItems.reduce((s, l) => s + l.calculation.total, 0));
    expect(consumer.vatDeduction).toBeUndefined();
  });

  it('deducts for a Belgian business in the French shop and a Luxembourg one in the German shop (shop.md §9)', async () => {
    const lineItems = [{ uuid: await save('wardrobe'), quantity: 1 }];
    expect((await priced(business('fr', 'BE 0123.456.749', 'BE', lineItems))).vatDeduction?.status).toBe('deducted');
    expect((await priced(business('de', SANDBOX_VAT_NUMBERS.registered.LU.vatId, 'LU', lineItems))).vatDeduction?.status).toBe('deducted');
  });

  it('keeps VAT and says why: a country without deduction, goods to another country, not registered, not a number, register down', async () => {
    const lineItems = [{ uuid: 'SampleBox', quantity: 1 }];
    const cases: [ReturnType<typeof business>, Record<string, string>][] = [
      [business('de', SANDBOX_VAT_NUMBERS.registered.DE.vatId, 'DE', lineItems), { status: 'not_deductible', reason: 'country' }],
      [business('ch', SANDBOX_VAT_NUMBERS.registered.CH.vatId, 'CH', lineItems), { status: 'not_deductible', reason: 'country' }],
      [business('de', SANDBOX_VAT_NUMBERS.registered.LU.vatId, 'DE', lineItems), { status: 'not_deductible', reason: 'delivery' }],
      [business('nl', SANDBOX_VAT_NUMBERS.notRegistered, 'NL', lineItems), { status: 'invalid', reason: 'not_registered' }],
      [business('nl', 'NL123456789B01', 'NL', lineItems), { status: 'invalid', reason: 'check_digits' }],
      [business('nl', SANDBOX_VAT_NUMBERS.lookupFails, 'NL', lineItems), { status: 'unavailable' }],
    ];
    for (const [cart, decision] of cases) {
      const answer = await priced(cart);
      expect(answer.vatDeduction, cart.vatDeduction.vatId).toMatchObject(decision);
      const consumer = await priced({ countryCode: cart.countryCode, lineItems });
      expect(answer.total).toBe(consumer.total);
      expect(answer.vat).toEqual(consumer.vat);
    }
  });
});
