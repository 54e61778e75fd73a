import { describe, expect, it } from 'vitest';
import { ASSEMBLY_SERVICE_SKU, BASEBOARD_CUT_SKU } from '@masswerk/domain';
import { cartInputSchema } from '@masswerk/contract';
import { cartPriceInput, lineSignature } from './price-input';

const uuid = '5b0f6c9e-0000-4000-8000-000000000001';

describe('the pricing request of a stored cart', () => {
  it('sends only what counts for money, in the locale’s shop, and passes the contract', () => {
    const { input, skipped } = cartPriceInput(
      {
        couponCode: ' welcome10 ',
        lineItems: [
          { uuid, quantity: 2, meta: { structure: 'x'.repeat(5000), type: 'shelf' }, addons: [{ sku: BASEBOARD_CUT_SKU, meta: { depth: 1, height: 2, title: 't' } }, { sku: ASSEMBLY_SERVICE_SKU }, { sku: ASSEMBLY_SERVICE_SKU }] },
          { uuid: 'SampleBox', quantity: 1 },
        ],
      },
      'en_GB',
    );
    expect(skipped).toEqual([]);
    expect(input).toEqual({
      countryCode: 'uk',
      couponCode: 'welcome10',
      lineItems: [
        { uuid, quantity: 2, addons: [{ sku: ASSEMBLY_SERVICE_SKU }, { sku: BASEBOARD_CUT_SKU, meta: { depth: 1, height: 2, title: 't' } }] },
        { uuid: 'SampleBox', quantity: 1, addons: [] },
      ],
      meta: { language: 'en_GB' },
    });
    expect(cartInputSchema.safeParse(input).success).toBe(true);
  });

  it('leaves out lines the server would refuse the whole cart for, and clamps damaged quantities', () => {
    const { input, skipped } = cartPriceInput({ lineItems: [{ uuid: 'not-a-design', quantity: 1 }, { uuid, quantity: 500 }, { uuid: 'SampleBox', quantity: 0 }, { uuid: 'other', quantity: Number.NaN }] }, 'de_CH');
    expect(skipped).toEqual(['not-a-design', 'other']);
    expect(input.lineItems.map((l) => [l.uuid, l.quantity])).toEqual([[uuid, 99], ['SampleBox', 1]]);
    expect(input.countryCode).toBe('ch');
    expect(cartInputSchema.safeParse(input).success).toBe(true);
  });

  it('gives two lines the same signature exactly when they price the same', () => {
    const line = { uuid, quantity: 2, addons: [{ sku: ASSEMBLY_SERVICE_SKU }] };
    expect(lineSignature(line)).toBe(lineSignature({ ...line, addons: [{ sku: ASSEMBLY_SERVICE_SKU, meta: {} }] }));
    expect(lineSignature(line)).not.toBe(lineSignature({ ...line, quantity: 3 }));
    expect(lineSignature(line)).not.toBe(lineSignature({ ...line, addons: [] }));
  });
});
