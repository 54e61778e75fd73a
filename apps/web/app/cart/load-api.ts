import type { CartPriceResult } from './api';

/**
 * The cart's requests and the contract's schemas they parse answers with, loaded when the first request
 * is due: a page the server rendered priced starts without them (evaluating the schemas costs a phone
 * a long task while the page becomes interactive).
 */
export const loadCartApi = () => import('./api');

/** What a request is worth when its code could not be loaded (offline, or a release replaced it). */
export function apiUnavailable(): CartPriceResult {
  return { ok: false, failure: typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'server' };
}
