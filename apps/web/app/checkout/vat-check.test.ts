import { describe, expect, it } from 'vitest';
import { vatNumberRequest } from './vat-check';

const answer = (status: number, body: unknown): typeof fetch => async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const check = { vatNumber: 'NL123456708B01', countryCode: 'NL', valid: true, name: 'B.V.', checkedAt: '2026-01-01T00:00:00.000Z' };

describe('vatNumberRequest', () => {
  it('reads what the register said, why a number cannot be one, and every failure as failed', async () => {
    expect(await vatNumberRequest('nl 123456708 b01', 'nl-NL', { fetcher: answer(200, check) })).toEqual({ kind: 'valid', check });
    expect(await vatNumberRequest('NL123456710B01', 'nl-NL', { fetcher: answer(200, { ...check, valid: false }) })).toMatchObject({ kind: 'notRegistered' });
    const malformed = { error: { code: 'vat_number_invalid', message: '…', fields: [{ path: 'params.number', message: 'heeft controlecijfers die niet kloppen' }] } };
    expect(await vatNumberRequest('NL123456789B01', 'nl-NL', { fetcher: answer(422, malformed) })).toEqual({ kind: 'malformed', reason: 'heeft controlecijfers die niet kloppen' });
    for (const status of [503, 429, 500]) expect(await vatNumberRequest('NL123456721B01', 'nl-NL', { fetcher: answer(status, { error: { code: 'x', message: 'y' } }) })).toEqual({ kind: 'failed' });
    expect(await vatNumberRequest('NL123456708B01', 'nl-NL', { fetcher: answer(200, { nonsense: true }) })).toEqual({ kind: 'failed' });
    expect(await vatNumberRequest('NL123456708B01', 'nl-NL', { fetcher: () => Promise.reject(new TypeError('offline')) })).toEqual({ kind: 'failed' });
  });

  it('asks for the number as typed, in the buyer’s language', async () => {
    let asked: { url: string; language: string | null } | undefined;
    const fetcher: typeof fetch = async (input, init) => {
      asked = { url: String(input), language: new Headers(init?.headers).get('accept-language') };
      return answer(200, check)(input, init);
    };
    await vatNumberRequest('CHE-123.456.707 MWST', 'de-CH', { fetcher });
    expect(asked).toEqual({ url: '/api/checkout/vatnumbers/CHE-123.456.707%20MWST', language: 'de-CH' });
  });
});
