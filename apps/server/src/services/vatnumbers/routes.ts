import type { MiddlewareHandler } from 'hono';
import { checkVatNumberRoute } from '@masswerk/contract';
import type { ApiRouter } from '../../http/api-router.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { checkVatNumber } from './check-vat-number.ts';
import { vatRegisterFrom } from './registers.ts';
import { vatLookup, type VatLookup } from './vat-lookup.ts';

/** The VAT number lookup shared by its route, the cart's pricing and the orders: one register, one cache, one limit. */
export interface VatNumbers {
  lookup: VatLookup;
  /** Counts a question to the registers against the client's limit (429 past it). */
  limit: MiddlewareHandler;
}

/** The configured register (VAT_LOOKUP) behind its time limit, and the limit of questions per client. */
export function vatNumbersFrom(deps: AppDeps): VatNumbers {
  return {
    lookup: vatLookup(vatRegisterFrom(deps.config), { timeoutMs: deps.config.VAT_LOOKUP_TIMEOUT_MS, logger: deps.logger }),
    limit: rateLimit(deps, { name: 'vat-lookups', points: deps.config.RATE_LIMIT_VAT_LOOKUPS, durationSeconds: 60 }),
  };
}

/** The VAT numbers of the checkout service (shop.md §7 GET /vatnumbers/{number}). */
export function vatNumberRoutes(router: ApiRouter, vat: VatNumbers): void {
  // A register's answer may be reused by the browser for a minute; a failure (an error answer) never is.
  router.mount(checkVatNumberRoute, async ({ params }, c) => c.json(await checkVatNumber(vat.lookup, params.number), 200, { 'Cache-Control': 'private, max-age=60' }), vat.limit);
}
