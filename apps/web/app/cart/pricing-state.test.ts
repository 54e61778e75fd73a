import { describe, expect, it } from 'vitest';
import type { PricedCartAnswer } from '@masswerk/contract';
import type { CartPriceInput } from './price-input';
import { PRICING_INITIAL, pricingReducer, type PricingAction, type PricingState } from './pricing-state';

const input = (quantity: number): CartPriceInput => ({ countryCode: 'de', lineItems: [{ uuid: 'SampleBox', quantity, addons: [] }] });
const answer = (total: number) => ({ total }) as PricedCartAnswer;
const run = (actions: PricingAction[]): PricingState => actions.reduce(pricingReducer, PRICING_INITIAL);

describe('the pricing state', () => {
  it('takes the answer of the newest request', () => {
    const state = run([{ type: 'request', id: 1 }, { type: 'answer', id: 1, input: input(1), priced: answer(100) }]);
    expect(state).toMatchObject({ status: 'ready', priced: { total: 100 }, pricedInput: input(1), repriced: false });
  });

  it('ignores an answer or a failure of a request a newer one replaced, whatever order they arrive in', () => {
    const state = run([
      { type: 'request', id: 1 },
      { type: 'request', id: 2 },
      { type: 'answer', id: 2, input: input(2), priced: answer(200) },
      { type: 'answer', id: 1, input: input(1), priced: answer(100) },
      { type: 'failure', id: 1, failure: 'server' },
    ]);
    expect(state).toMatchObject({ status: 'ready', priced: { total: 200 }, latest: 2 });
    expect(run([{ type: 'request', id: 1 }, { type: 'request', id: 2 }, { type: 'answer', id: 1, input: input(1), priced: answer(100) }])).toMatchObject({ status: 'loading', priced: null });
  });

  it('keeps the last prices while a new request runs and after it fails, and marks later answers as re-pricing', () => {
    const first = run([{ type: 'request', id: 1 }, { type: 'answer', id: 1, input: input(1), priced: answer(100) }]);
    const loading = pricingReducer(first, { type: 'request', id: 2 });
    expect(loading).toMatchObject({ status: 'loading', priced: { total: 100 } });
    expect(pricingReducer(loading, { type: 'failure', id: 2, failure: 'offline' })).toMatchObject({ status: 'failed', failure: 'offline', priced: { total: 100 } });
    expect(pricingReducer(loading, { type: 'answer', id: 2, input: input(2), priced: answer(200) })).toMatchObject({ repriced: true, failure: null });
  });

  it('forgets the prices of a cart that became empty, but not the request count', () => {
    const state = pricingReducer(run([{ type: 'request', id: 3 }, { type: 'answer', id: 3, input: input(1), priced: answer(1) }]), { type: 'clear' });
    expect(state).toEqual({ ...PRICING_INITIAL, latest: 3 });
  });
});
