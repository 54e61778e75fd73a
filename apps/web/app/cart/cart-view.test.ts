import { describe, expect, it } from 'vitest';
import { ASSEMBLY_SERVICE_SKU, type StoredCart } from '@masswerk/domain';
import type { PricedCartAnswer } from '@masswerk/contract';
import { cartLineViews, cartReadyForCheckout, deliveryEstimate, type SummaryState } from './cart-view';
import type { DesignSummary } from './design-summary';
import { cartPriceInput } from './price-input';
import { PRICING_INITIAL, type PricingState } from './pricing-state';

const SHELF = '5b0f6c9e-0000-4000-8000-000000000001';
const GONE = '5b0f6c9e-0000-4000-8000-000000000002';
const BROKEN = '5b0f6c9e-0000-4000-8000-000000000003';

const pricedLine = (uuid: string, quantity: number, type: string, recommendation: 'none' | 'recommended' | null = null) => ({
  uuid,
  quantity,
  type,
  price: 10_000,
  addonPrice: 0,
  addonItems: [],
  discountItems: [],
  calculation: { total: 10_000 * quantity, vat: 0 },
  assemblyRecommendation: recommendation,
  shippingDuration: 20,
});

function answered(cart: StoredCart, lines: ReturnType<typeof pricedLine>[], unpriced: string[] = [], status: PricingState['status'] = 'ready'): PricingState {
  const priced: PricedCartAnswer = {
    countryCode: 'de',
    currencyCode: 'EUR',
    lineItems: lines,
    unpricedItems: unpriced.map((uuid) => ({ uuid, quantity: 1, reason: 'x' })),
    coupon: null,
    subtotal: 0,
    discounts: [],
    vat: [],
    shipping: 0,
    total: 0,
    shippingDuration: 20,
  };
  return { ...PRICING_INITIAL, latest: 1, status, priced, pricedInput: cartPriceInput(cart, 'de_DE').input, failure: status === 'failed' ? 'server' : null };
}

const summary: DesignSummary = { uuid: SHELF, furnitureType: 'shelf', name: null, dimensions: { length: 1800, width: 400, height: 2000 }, colors: [], specs: { metalBar: 0, doors: 0, drawers: 0 } };

describe('the lines the cart page shows', () => {
  const cart: StoredCart = { lineItems: [{ uuid: SHELF, quantity: 2, addons: [] }, { uuid: 'SampleBox', quantity: 1, meta: { type: 'sample' } }] };
  const pricing = answered(cart, [pricedLine(SHELF, 2, 'shelf', 'recommended'), pricedLine('SampleBox', 1, 'sample')]);

  it('joins each stored line with its price, its design and the assembly the family offers', () => {
    const [shelf, sample] = cartLineViews(cart, pricing, new Map([[SHELF, { status: 'found', summary }]]));
    expect(shelf).toMatchObject({ furnitureType: 'shelf', summary, updating: false, problem: null, maxQuantity: 99, assembly: { on: false, recommendation: 'recommended' } });
    expect(shelf!.priced?.calculation.total).toBe(20_000);
    expect(sample).toMatchObject({ isSampleBox: true, maxQuantity: 1, assembly: null, furnitureType: null });
  });

  it('shows no price for a line changed since the answer, until its own answer comes, and keeps the assembly switch', () => {
    const changed: StoredCart = { lineItems: [{ uuid: SHELF, quantity: 3, addons: [{ sku: ASSEMBLY_SERVICE_SKU }] }, cart.lineItems[1]!] };
    const [shelf, sample] = cartLineViews(changed, pricing, new Map());
    expect(shelf).toMatchObject({ priced: null, updating: true, assembly: { on: true, recommendation: 'recommended' } });
    expect(shelf!.lastPriced?.quantity).toBe(2);
    expect(sample).toMatchObject({ updating: false });
    expect(sample!.priced).not.toBeNull();
    expect(cartReadyForCheckout(cartLineViews(changed, pricing, new Map()), pricing)).toBe(false);
    expect(cartReadyForCheckout(cartLineViews(cart, pricing, new Map()), pricing)).toBe(true);
  });

  it('marks every line as updating while a request runs, and shows no prices at all after a failure', () => {
    expect(cartLineViews(cart, { ...pricing, status: 'loading' }, new Map()).map((l) => [l.updating, l.priced !== null])).toEqual([[true, true], [true, true]]);
    const failed = cartLineViews(cart, { ...pricing, status: 'failed', failure: 'offline' }, new Map());
    expect(failed.map((l) => [l.updating, l.priced, l.lastPriced])).toEqual([[false, null, null], [false, null, null]]);
    expect(cartReadyForCheckout(failed, { ...pricing, status: 'failed' })).toBe(false);
  });

  it('names why a line cannot be bought: a design gone, one that breaks the rules, a damaged id', () => {
    const problems: StoredCart = { lineItems: [{ uuid: GONE, quantity: 1 }, { uuid: BROKEN, quantity: 1 }, { uuid: 'junk', quantity: 1 }, { uuid: SHELF, quantity: 1 }] };
    const state = answered(problems, [pricedLine(SHELF, 1, 'shelf')], [GONE, BROKEN]);
    const summaries = new Map<string, SummaryState>([[GONE, { status: 'notFound' }], [BROKEN, { status: 'found', summary: { ...summary, uuid: BROKEN } }]]);
    const views = cartLineViews(problems, state, summaries);
    expect(views.map((v) => v.problem)).toEqual(['notFound', 'broken', 'notFound', null]);
    expect(views.map((v) => v.updating)).toEqual([false, false, false, false]);
    expect(cartReadyForCheckout(views, state)).toBe(false);
  });

  it('says the sample box is not sold when the shop refuses it', () => {
    const [sample] = cartLineViews({ lineItems: [cart.lineItems[1]!] }, answered({ lineItems: [cart.lineItems[1]!] }, [], ['SampleBox']), new Map());
    expect(sample!.problem).toBe('sampleBox');
  });
});

describe('the delivery estimate', () => {
  it('counts days up to two weeks, then whole weeks rounded up', () => {
    expect(deliveryEstimate(5)).toEqual({ unit: 'days', count: 5 });
    expect(deliveryEstimate(13)).toEqual({ unit: 'days', count: 13 });
    expect(deliveryEstimate(14)).toEqual({ unit: 'weeks', count: 2 });
    expect(deliveryEstimate(35)).toEqual({ unit: 'weeks', count: 5 });
    expect(deliveryEstimate(36)).toEqual({ unit: 'weeks', count: 6 });
  });
});
