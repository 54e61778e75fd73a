import { apiPath, designInfoRoute, priceCartRoute, type PricedCartAnswer } from '@masswerk/contract';
import { designSummaryOf, type DesignSummary } from './design-summary';
import type { CartPriceInput } from './price-input';
import type { PricingFailure } from './pricing-state';

const pricedCartAnswer = priceCartRoute.responses[200].schema;
const designInfoAnswer = designInfoRoute.responses[200].schema;

export type CartPriceResult = { ok: true; priced: PricedCartAnswer } | { ok: false; failure: PricingFailure };

/** Whether the browser says it is offline (a failed request then says so rather than blaming the server). */
function offline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Prices the cart on the server (POST /api/checkout/carts): every amount the page shows comes from its
 * answer, parsed with the contract. An aborted request rejects with the abort error, for the caller to drop.
 */
export async function cartPriceRequest(input: CartPriceInput, options: { signal?: AbortSignal; fetcher?: typeof fetch } = {}): Promise<CartPriceResult> {
  const fetcher = options.fetcher ?? fetch;
  let response: Response;
  try {
    response = await fetcher(apiPath(priceCartRoute), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(input),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { ok: false, failure: offline() ? 'offline' : 'server' };
  }
  const body: unknown = await response.json().catch(() => null);
  if (options.signal?.aborted) throw new DOMException('The cart changed while it was priced', 'AbortError');
  const priced = response.status === 200 ? pricedCartAnswer.safeParse(body) : null;
  return priced?.success ? { ok: true, priced: priced.data } : { ok: false, failure: 'server' };
}

export type DesignSummaryResult = { ok: true; summary: DesignSummary } | { ok: false; notFound: boolean };

/** A saved design's summary (GET /api/designs/info/{uuid}); notFound when the server has no such design. */
export async function designSummaryRequest(uuid: string, options: { fetcher?: typeof fetch } = {}): Promise<DesignSummaryResult> {
  const fetcher = options.fetcher ?? fetch;
  try {
    const response = await fetcher(apiPath(designInfoRoute, { params: { uuid } }), { headers: { accept: 'application/json' } });
    if (response.status === 404) return { ok: false, notFound: true };
    const info = designInfoAnswer.safeParse(await response.json().catch(() => null));
    return response.status === 200 && info.success ? { ok: true, summary: designSummaryOf(info.data) } : { ok: false, notFound: false };
  } catch {
    return { ok: false, notFound: false };
  }
}
