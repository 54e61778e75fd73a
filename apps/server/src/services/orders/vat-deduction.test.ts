import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema, createdOrderSchema } from '@masswerk/contract';
import { shopCalls } from '../../../test/shop-calls.ts';
import { testAppForFile } from '../../../test/test-app.ts';
import { SANDBOX_VAT_NUMBERS } from '../vatnumbers/sandbox-register.ts';

const t = testAppForFile();
const { post, save, priced } = shopCalls(t);

const DUTCH_BUSINESS = SANDBOX_VAT_NUMBERS.registered.NL.vatId;
const delivery = (vatId: string) => ({
  email: 'inkoop@meubelmakers.example',
  vatId,
  shipping: { firstName: 'Sanne', lastName: 'de Vries', company: 'Sandbox Meubelmakers B.V.', street: 'Keizersgracht 1', postalCode: '1015cc', city: 'Amsterdam', country: 'NL', phone: '020 123 4567' },
});
const businessCart = async (vatId: string) => ({
  countryCode: 'nl',
  lineItems: [{ uuid: await save('shelf'), quantity: 1 }, { uuid: 'SampleBox', quantity: 1 }],
  meta: { language: 'nl_NL' },
  vatDeduction: { vatId, deliveryCountry: 'NL' },
});

describe('POST /api/checkout/orders for a business buyer', () => {
  it('orders for a Dutch business with a valid VAT id without VAT, with the reverse-charge flag, checked by the server', async () => {
    const cart = await businessCart(DUTCH_BUSINESS);
    const { vatDeduction: _claim, ...consumerCart } = cart;
    const consumer = await priced(consumerCart);
    const business = await priced(cart);
    expect(business.total).toBeLessThan(consumer.total);

    const res = await post('/api/checkout/orders', { idempotencyKey: randomUUID(), cart, delivery: delivery('nl 123456708 b01'), expectedTotal: business.total });
    expect(res.status).toBe(201);
    const order = createdOrderSchema.parse(await res.json());
    expect(order).toMatchObject({ total: business.total, reverseCharge: true, currencyCode: 'EUR', countryCode: 'nl' });
    expect(order.cart.vat).toEqual([{ rateBasisPoints: 0, amount: 0 }]);
    expect(order.cart.vatDeduction).toMatchObject({ vatId: DUTCH_BUSINESS, country: 'NL', status: 'deducted' });
    expect(order.total).toBe(order.cart.lineItems.reduce((s, l) => s + l.calculation.total, 0));
  });

  it('does not take the browser’s word: an id the register does not know keeps VAT, and a lower total is refused', async () => {
    const cart = await businessCart(SANDBOX_VAT_NUMBERS.notRegistered);
    const withVat = await priced(cart);
    const valid = await priced({ ...cart, vatDeduction: { vatId: DUTCH_BUSINESS, deliveryCountry: 'NL' } });
    const claimed = await post('/api/checkout/orders', { idempotencyKey: randomUUID(), cart, delivery: delivery(SANDBOX_VAT_NUMBERS.notRegistered), expectedTotal: valid.total });
    expect(claimed.status).toBe(409);
    expect(apiErrorSchema.parse(await claimed.json()).error.code).toBe('order_total_changed');

    const res = await post('/api/checkout/orders', { idempotencyKey: randomUUID(), cart, delivery: delivery(SANDBOX_VAT_NUMBERS.notRegistered), expectedTotal: withVat.total });
    expect(res.status).toBe(201);
    const order = createdOrderSchema.parse(await res.json());
    expect(order.reverseCharge).toBe(false);
    expect(order.cart.vatDeduction).toMatchObject({ status: 'invalid', reason: 'not_registered' });
    expect(order.cart.vat[0]!.amount).toBeGreaterThan(0);
  });

  it('never blocks on a register that fails: the order goes through with VAT', async () => {
    const cart = await businessCart(SANDBOX_VAT_NUMBERS.lookupFails);
    const withVat = await priced(cart);
    expect(withVat.vatDeduction?.status).toBe('unavailable');
    const res = await post('/api/checkout/orders', { idempotencyKey: randomUUID(), cart, delivery: delivery(SANDBOX_VAT_NUMBERS.lookupFails), expectedTotal: withVat.total });
    expect(res.status).toBe(201);
    expect(createdOrderSchema.parse(await res.json())).toMatchObject({ reverseCharge: false, total: withVat.total });
  });

  it('refuses a deduction asked for another VAT id or another country than the delivery details’', async () => {
    const cart = await businessCart(DUTCH_BUSINESS);
    const expectedTotal = (await priced(cart)).total;
    const otherId = await post('/api/checkout/orders', { idempotencyKey: randomUUID(), cart, delivery: delivery(SANDBOX_VAT_NUMBERS.notRegistered), expectedTotal });
    expect(otherId.status).toBe(400);
    expect(apiErrorSchema.parse(await otherId.json()).error.fields).toEqual([{ path: 'body.cart.vatDeduction.vatId', message: 'must be the VAT number of the delivery details' }]);
    const { vatId: _vatId, ...consumer } = delivery(DUTCH_BUSINESS);
    expect((await post('/api/checkout/orders', { idempotencyKey: randomUUID(), cart, delivery: consumer, expectedTotal })).status).toBe(400);
  });
});
