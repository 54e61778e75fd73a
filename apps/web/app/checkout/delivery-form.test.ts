import { describe, expect, it } from 'vitest';
import { deliveryFormSchema } from './delivery-form';

const shipping = { firstName: 'Anna', lastName: 'Muster', street: 'Torstraße 1', postalCode: '1012ab', city: 'Amsterdam', country: 'NL', phone: '06 12345678' };

describe('the delivery form’s schema', () => {
  it('takes the billing address only when the box says it differs', () => {
    const billing = { firstName: 'B', lastName: 'C', street: 'S 1', postalCode: '1000', city: 'Brussel', country: 'BE' };
    const without = deliveryFormSchema('nl').parse({ email: 'a@b.nl', shipping, billing });
    expect(without.billing).toBeUndefined();
    expect(without.shipping).toMatchObject({ postalCode: '1012 AB', phone: '+31612345678' });
    // Belgium is served by the French shop, not the Dutch one.
    const refused = deliveryFormSchema('nl').safeParse({ email: 'a@b.nl', shipping, billing, billingDifferent: 'on' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['billing.country', 'country']]);
    expect(deliveryFormSchema('fr').safeParse({ email: 'a@b.fr', shipping: { ...shipping, country: 'FR', postalCode: '75001', phone: '01 23 45 67 89' }, billing, billingDifferent: 'on' }).success).toBe(true);
  });

  it('reports every field at once, the address rules included', () => {
    const result = deliveryFormSchema('de').safeParse({ email: 'x', shipping: { ...shipping, country: 'DE', firstName: '', postalCode: '1012', phone: '1' } });
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['email', 'shipping.firstName', 'shipping.phone', 'shipping.postalCode']);
  });
});
