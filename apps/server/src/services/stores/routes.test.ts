import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, storeConfigSchema } from '@masswerk/contract';
import { openTestApp } from '../../../test/test-app.ts';

let open: Awaited<ReturnType<typeof openTestApp>>;
let closed: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  [open, closed] = await Promise.all([openTestApp(), openTestApp({ CLOSED_STORES: 'uk,nl' })]);
});
afterAll(async () => {
  await Promise.all([open.close(), closed.close()]);
});

describe('GET /api/checkout/store-config/{id}', () => {
  it('answers the store with its currency, VAT and open state', async () => {
    const res = await open.request('/api/checkout/store-config/ch');
    expect(res.status).toBe(200);
    expect(storeConfigSchema.parse(await res.json())).toEqual({ id: 'ch', locale: 'de_CH', currencyCode: 'CHF', taxRateBasisPoints: 810, closed: false });
  });

  it('reports the stores of CLOSED_STORES as closed and accepts gb for uk', async () => {
    const uk = storeConfigSchema.parse(await (await closed.request('/api/checkout/store-config/GB')).json());
    expect(uk).toMatchObject({ id: 'uk', closed: true, currencyCode: 'GBP' });
    const de = storeConfigSchema.parse(await (await closed.request('/api/checkout/store-config/de')).json());
    expect(de.closed).toBe(false);
  });

  it('answers 400 for an unknown store', async () => {
    const res = await open.request('/api/checkout/store-config/xx');
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).error.fields?.[0]?.path).toBe('path.id');
  });
});
