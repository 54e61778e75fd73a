import type { PricedCartAnswer } from '@masswerk/contract';
import type { CartPriceInput } from './price-input';

/** Why the last pricing failed: the browser is offline, or the server failed or could not be reached. */
export type PricingFailure = 'offline' | 'server';

/**
 * The cart's prices as the page knows them. The last answer is kept while a newer request runs (the
 * page shows it as updating) and after a failure (the page keeps the lines and says prices are missing).
 */
export interface PricingState {
  /** Id of the newest request; answers to older ones are ignored. */
  latest: number;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  failure: PricingFailure | null;
  /** The newest answer and the request it answered. */
  priced: PricedCartAnswer | null;
  pricedInput: CartPriceInput | null;
  /** True once an answer arrived after a change on this page (not for the first pricing), for the live region. */
  repriced: boolean;
}

export type PricingAction =
  | { type: 'request'; id: number }
  | { type: 'answer'; id: number; input: CartPriceInput; priced: PricedCartAnswer }
  | { type: 'failure'; id: number; failure: PricingFailure }
  | { type: 'clear' };

export const PRICING_INITIAL: PricingState = { latest: 0, status: 'idle', failure: null, priced: null, pricedInput: null, repriced: false };

/** Pricing state transitions; an answer or failure of a request that is no longer the newest changes nothing. */
export function pricingReducer(state: PricingState, action: PricingAction): PricingState {
  switch (action.type) {
    case 'request':
      return action.id > state.latest ? { ...state, latest: action.id, status: 'loading' } : state;
    case 'answer':
      if (action.id !== state.latest) return state;
      return { ...state, status: 'ready', failure: null, priced: action.priced, pricedInput: action.input, repriced: state.priced !== null };
    case 'failure':
      if (action.id !== state.latest) return state;
      return { ...state, status: 'failed', failure: action.failure };
    case 'clear':
      return { ...PRICING_INITIAL, latest: state.latest };
  }
}
