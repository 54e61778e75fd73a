import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSEMBLY_SERVICE_SKU, BASEBOARD_CUT_SKU } from '../catalogue/parts.ts';
import { COUNTRY_CODES, countryByCode, type CountryCode } from '../market/countries.ts';
import { cents } from '../money/cents.ts';
import { centsWithoutVat, priceCart, type CartAddonPrice, type CartCoupon, type CartDiscountRule, type CartLineInput } from './price-cart.ts';

const RULES: CartDiscountRule[] = [
  { type: 'QuantityDiscount', minimum: 2, percent: 5 },
  { type: 'VolumeDiscount', minimum: 300_000, percent: 7 },
  { type: 'CategoryDiscount', minimum: 2, percent: 10, furnitureTypes: ['cushion'] },
];

const design = (uuid: string, furnitureType: string, unitGross: number, quantity = 1, addons: readonly CartAddonPrice[] = []): CartLineInput => ({
  uuid,
  quantity,
  kind: 'design',
  furnitureType,
  unitGross: cents(unitGross),
  addons,
  shippingDays: 21,
});
const sample: CartLineInput = { uuid: 'SampleBox', quantity: 1, kind: 'sample', unitGross: cents(990), shippingDays: 5 };

const lineArb: fc.Arbitrary<CartLineInput> = fc.oneof(
  fc.record({
    uuid: fc.uuid(),
    quantity: fc.integer({ min: -5, max: 150 }),
    kind: fc.constant('design' as const),
    furnitureType: fc.constantFrom('shelf', 'wardrobe', 'cushion', 'flayr'),
    unitGross: fc.integer({ min: 0, max: 2_000_000 }).map(cents),
    addons: fc.subarray([
      { sku: ASSEMBLY_SERVICE_SKU, gross: cents(10_590) },
      { sku: BASEBOARD_CUT_SKU, gross: cents(1_785) },
    ] as const),
    shippingDays: fc.integer({ min: 5, max: 60 }),
  }),
  fc.record({ uuid: fc.constant('SampleBox'), quantity: fc.integer({ min: -2, max: 5 }), kind: fc.constant('sample' as const), unitGross: fc.integer({ min: 0, max: 2000 }).map(cents), shippingDays: fc.constant(5) }),
  fc.record({ uuid: fc.uuid(), quantity: fc.integer({ min: 1, max: 99 }), kind: fc.constant('unpriced' as const), reason: fc.constant('Design not found') }),
);
const couponArb: fc.Arbitrary<CartCoupon | null> = fc.option(
  fc.oneof(
    fc.record({ code: fc.constant('PCT'), kind: fc.constant('percent' as const), percent: fc.integer({ min: 0, max: 100 }) }),
    fc.record({ code: fc.constant('AMT'), kind: fc.constant('amount' as const), amount: fc.integer({ min: 0, max: 10_000_000 }).map(cents), furnitureTypes: fc.option(fc.constant(['shelf']), { nil: undefined }) }),
  ),
);
const countryArb = fc.constantFrom(...COUNTRY_CODES) as fc.Arbitrary<CountryCode>;

describe('priceCart', () => {
  it('lines always add up to the total; nothing is negative; quantities stay in range; VAT as §9 says', () => {
    fc.assert(
      fc.property(countryArb, fc.array(lineArb, { maxLength: 8 }), couponArb, (country, lines, coupon) => {
        const cart = priceCart(country, lines, RULES, coupon);
        const sum = cart.lineItems.reduce((s, l) => s + l.calculation.total, 0);
        expect(cart.total).toBe(sum + cart.shipping);
        expect(cart.total).toBeGreaterThanOrEqual(0);
        for (const line of cart.lineItems) {
          expect(line.calculation.total).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(line.calculation.total)).toBe(true);
          expect(line.quantity).toBeGreaterThanOrEqual(1);
          expect(line.quantity).toBeLessThanOrEqual(line.uuid === 'SampleBox' ? 1 : 99);
          const discounts = line.discountItems.reduce((s, d) => s + d.amount, 0);
          expect(discounts).toBeLessThanOrEqual(line.price * line.quantity);
          expect(line.calculation.total).toBe((line.price + line.addonPrice) * line.quantity - discounts);
        }
        const rate = countryByCode(country).taxRate;
        const vat = cart.vat.reduce((s, v) => s + v.amount, 0);
        // The net inside each line is rounded half-up; its VAT is the rest.
        expect(vat).toBe(cart.lineItems.reduce((s, l) => s + l.calculation.total - Math.round(l.calculation.total / (1 + rate)), 0));
        if (cart.lineItems.length > 0) expect(cart.vat[0]!.rateBasisPoints).toBe(Math.round(rate * 10_000));
        expect(cart.unpriced.length).toBe(lines.filter((l) => l.kind === 'unpriced').length);
        expect(cart.lineItems.length + cart.unpriced.length).toBe(lines.length);
      }),
      { numRuns: 400 },
    );
  });

  it('gives a line the best discount that applies, never two at once', () => {
    const cart = priceCart('de', [design('a', 'cushion', 10_000, 2), design('b', 'shelf', 100_000, 1), design('c', 'shelf', 50_000, 3)], RULES, null);
    // Cushions: quantity (5 %) and category (10 %) both apply; the category's 10 % wins.
    expect(cart.lineItems[0]!.discountItems).toEqual([{ type: 'CategoryDiscount', percent: 10, amount: 2_000 }]);
    expect(cart.lineItems[1]!.discountItems).toEqual([]);
    expect(cart.lineItems[2]!.discountItems).toEqual([{ type: 'QuantityDiscount', percent: 5, amount: 7_500 }]);
    // 20 000 + 100 000 + 150 000 cents of products: under the 300 000 of the volume discount.
    const volume = priceCart('de', [design('b', 'shelf', 100_000, 1), design('d', 'wardrobe', 250_000, 1)], RULES, null);
    expect(volume.lineItems.map((l) => l.discountItems[0]?.type)).toEqual(['VolumeDiscount', 'VolumeDiscount']);
    expect(volume.discounts).toEqual([{ type: 'VolumeDiscount', amount: 7_000 + 17_500 }]);
  });

  it('never discounts services or the sample box, and prices add-ons per piece', () => {
    const cart = priceCart('ch', [design('a', 'shelf', 100_000, 2, [{ sku: ASSEMBLY_SERVICE_SKU, gross: cents(12_000) }]), sample], RULES, null);
    const [shelf, box] = cart.lineItems;
    expect(shelf!.addonPrice).toBe(12_000);
    expect(shelf!.discountItems[0]!.amount).toBe(10_000);
    expect(shelf!.calculation.total).toBe(2 * 112_000 - 10_000);
    expect(box!.discountItems).toEqual([]);
    expect(cart.currencyCode).toBe('CHF');
    expect(cart.shippingDuration).toBe(21 + 14);
  });

  it('takes a coupon off the products it covers, shared so the lines still add up, never below zero', () => {
    const lines = [design('a', 'shelf', 33_333, 1), design('b', 'shelf', 66_667, 1), design('c', 'wardrobe', 50_000, 1)];
    const cart = priceCart('fr', lines, [], { code: 'SHELF10K', kind: 'amount', amount: cents(10_000), furnitureTypes: ['shelf'] });
    expect(cart.lineItems.map((l) => l.discountItems.find((d) => d.type === 'Coupon')?.amount ?? 0)).toEqual([3_333, 6_667, 0]);
    expect(cart.total).toBe(150_000 - 10_000);
    const everything = priceCart('fr', lines, [], { code: 'ALL', kind: 'amount', amount: cents(99_999_999) });
    expect(everything.total).toBe(0);
    expect(everything.couponCode).toBe('ALL');
  });

  it('says why a coupon does not apply, and prices the cart without it', () => {
    const shelfOnly: CartCoupon = { code: 'SHELF', kind: 'percent', percent: 10, furnitureTypes: ['shelf'], minimumOrder: cents(50_000) };
    const refusal = (lines: CartLineInput[]) => priceCart('de', lines, [], shelfOnly).couponRefusal;
    expect(refusal([design('c', 'wardrobe', 80_000)])).toEqual({ reason: 'no_match' });
    expect(refusal([design('a', 'shelf', 20_000)])).toEqual({ reason: 'minimum', minimum: 50_000, current: 20_000, currency: 'EUR' });
    expect(refusal([design('a', 'shelf', 60_000)])).toBeNull();
    const refused = priceCart('de', [design('a', 'shelf', 20_000)], [], shelfOnly);
    expect(refused).toMatchObject({ couponCode: null, total: 20_000 });
  });

  it('prices without VAT when the buyer’s VAT is deducted, and the UK at 0 %', () => {
    const deducted = priceCart('nl', [design('a', 'shelf', 119_000, 2, [{ sku: ASSEMBLY_SERVICE_SKU, gross: cents(11_900) }])], [], null, { vatDeducted: true });
    expect(deducted).toMatchObject({ vat: [{ rateBasisPoints: 0, amount: 0 }], subtotal: 220_000, total: 220_000 });
    expect(deducted.lineItems[0]).toMatchObject({ price: 100_000, addonPrice: 10_000, addonItems: [{ sku: ASSEMBLY_SERVICE_SKU, price: 10_000 }], calculation: { total: 220_000, vat: 0 } });
    expect(priceCart('de', [design('a', 'shelf', 119_000)], [], null).vat).toEqual([{ rateBasisPoints: 1900, amount: 19_000 }]);
    expect(priceCart('uk', [design('a', 'shelf', 100_000)], [], null).vat).toEqual([{ rateBasisPoints: 0, amount: 0 }]);
  });

  it('a business buyer pays what a consumer pays less its VAT: lines add up, the same discounts and coupon, never more', () => {
    fc.assert(
      fc.property(countryArb, fc.array(lineArb, { maxLength: 8 }), couponArb, (country, lines, coupon) => {
        const consumer = priceCart(country, lines, RULES, coupon);
        const business = priceCart(country, lines, RULES, coupon, { vatDeducted: true });
        const rate = countryByCode(country).taxRate;
        expect(business.vat.every((v) => v.amount === 0 && v.rateBasisPoints === 0)).toBe(true);
        expect(business.total).toBe(business.lineItems.reduce((s, l) => s + l.calculation.total, 0) + business.shipping);
        expect(business.subtotal).toBe(business.lineItems.reduce((s, l) => s + (l.price + l.addonPrice) * l.quantity, 0));
        expect(business.discounts.reduce((s, d) => s + d.amount, 0)).toBe(business.lineItems.reduce((s, l) => s + l.discountItems.reduce((t, d) => t + d.amount, 0), 0));
        expect(business.couponCode).toBe(consumer.couponCode);
        expect(business.total).toBeLessThanOrEqual(consumer.total);
        business.lineItems.forEach((line, i) => {
          const before = consumer.lineItems[i]!;
          const discounts = line.discountItems.reduce((s, d) => s + d.amount, 0);
          for (const value of [line.price, line.addonPrice, discounts, line.calculation.total, ...line.discountItems.map((d) => d.amount)]) {
            expect(Number.isInteger(value) && value >= 0).toBe(true);
          }
          expect(line.calculation.total).toBe((line.price + line.addonPrice) * line.quantity - discounts);
          expect(line.addonPrice).toBe(line.addonItems.reduce((s, a) => s + a.price, 0));
          expect(line.discountItems.map((d) => d.type)).toEqual(before.discountItems.map((d) => d.type));
          // Each unit and add-on loses its VAT on its own: at most a cent a piece and add-on from the net of the line's total.
          expect(Math.abs(line.calculation.total - centsWithoutVat(before.calculation.total, rate))).toBeLessThanOrEqual(2 * line.quantity + 1);
          if (rate === 0) expect(line).toEqual(before);
        });
      }),
      { numRuns: 400 },
    );
  });
});
