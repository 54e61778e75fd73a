import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { Locale, StoredCart } from '@masswerk/domain';
import type { InitialCart } from './initial-cart';
import { apiUnavailable, loadCartApi } from './load-api';
import { cartPriceInput, type CartPriceInput } from './price-input';
import { PRICING_INITIAL, pricingReducer, type PricingState } from './pricing-state';

/** Quick changes (typing 12, pressing + three times) are priced once, this long after the last one. */
export const REPRICE_DEBOUNCE_MS = 300;

export interface CartPricing {
  state: PricingState;
  /** Ids of lines the server cannot take at all (never sent; shown as unknown). */
  skipped: string[];
  /** Prices again now (after a failure). */
  retry(): void;
}

/** The state of a page the server rendered priced: ready with the server's answer. */
function initialState(initial: Pick<InitialCart, 'pricedInput' | 'priced'> | null | undefined): PricingState {
  return initial ? { ...PRICING_INITIAL, status: 'ready', priced: initial.priced, pricedInput: initial.pricedInput } : PRICING_INITIAL;
}

/**
 * Prices the cart on the server on every view and change: the first time at once (unless the server
 * rendered the page with this very cart priced, `initial`), later changes after a short pause; a change
 * aborts the request under way, and an answer to an outdated request is ignored (pricingReducer).
 * Prices again when the browser comes back online after failing offline.
 */
export function useCartPricing(
  cart: StoredCart | undefined,
  locale: Locale,
  fetcher?: typeof fetch,
  vatDeduction?: CartPriceInput['vatDeduction'],
  initial?: Pick<InitialCart, 'pricedInput' | 'priced'> | null,
): CartPricing {
  const [state, dispatch] = useReducer(pricingReducer, initial, initialState);
  // What the server priced for this view: the same request is not sent again.
  const answered = useRef(initial ? JSON.stringify(initial.pricedInput) : null);
  const [attempt, setAttempt] = useState(0);
  const nextId = useRef(0);
  const priced = useRef(false);
  // A business buyer's deduction (the checkout's review step) goes with the cart; the server decides it.
  const vatId = vatDeduction?.vatId;
  const deliveryCountry = vatDeduction?.deliveryCountry;
  const request = useMemo(() => {
    if (!cart || cart.lineItems.length === 0) return null;
    const built = cartPriceInput(cart, locale);
    return vatId && deliveryCountry ? { ...built, input: { ...built.input, vatDeduction: { vatId, deliveryCountry } } } : built;
  }, [cart, locale, vatId, deliveryCountry]);
  // Stored carts are read anew on every storage event; only a change of what is sent prices again.
  const key = request === null || request.input.lineItems.length === 0 ? null : JSON.stringify(request.input);

  useEffect(() => {
    if (key === null) {
      dispatch({ type: 'clear' });
      return;
    }
    if (key === answered.current && attempt === 0) {
      priced.current = true;
      return;
    }
    answered.current = null;
    const input = JSON.parse(key) as CartPriceInput;
    const id = ++nextId.current;
    dispatch({ type: 'request', id });
    const controller = new AbortController();
    const timer = window.setTimeout(
      () => {
        loadCartApi()
          .then(({ cartPriceRequest }) => cartPriceRequest(input, { signal: controller.signal, fetcher }), apiUnavailable)
          .then(
            (result) => dispatch(result.ok ? { type: 'answer', id, input, priced: result.priced } : { type: 'failure', id, failure: result.failure }),
            () => undefined, // aborted: a newer request is on its way
          );
      },
      priced.current ? REPRICE_DEBOUNCE_MS : 0,
    );
    priced.current = true;
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key, attempt, fetcher]);

  const offline = state.failure === 'offline';
  useEffect(() => {
    if (!offline) return;
    const again = () => setAttempt((n) => n + 1);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [offline]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, skipped: request?.skipped ?? [], retry };
}
