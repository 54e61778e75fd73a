import { apiAnswer, apiErrorSchema, apiPath, trackOrderRoute, type OrderTrackingAnswer, type WebLoadContext } from '@masswerk/contract';

/** What a look-up came to, as the page words it. */
export type TrackingLookup =
  | { kind: 'found'; order: OrderTrackingAnswer }
  | { kind: 'notFound' }
  | { kind: 'invalid'; fields: { number?: 'required' | 'format'; email?: 'required' | 'email' } }
  | { kind: 'tooMany'; seconds: number }
  | { kind: 'failed' };

/**
 * Asks the API for an order's tracking (POST /api/checkout/order-tracking) with its number and the
 * e-mail or the link's token. The API's 404 is the same for an unknown number and a wrong pair; a 400
 * names the fields; a 429 says how long to wait. Never throws: anything else is logged and "failed".
 */
export async function trackingLookup(ctx: WebLoadContext, body: { number: string; email?: string; token?: string }): Promise<TrackingLookup> {
  const path = apiPath(trackOrderRoute);
  try {
    const res = await ctx.apiFetch(path, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
    if (res.status === 200) return { kind: 'found', order: apiAnswer(trackOrderRoute, 200, await res.json()) };
    if (res.status === 404) return { kind: 'notFound' };
    if (res.status === 429) return { kind: 'tooMany', seconds: Math.max(1, Number(res.headers.get('retry-after')) || 60) };
    if (res.status === 400) {
      const paths = new Set(apiErrorSchema.parse(await res.json()).error.fields?.map((field) => field.path));
      // A link's token the API refuses is a link that opens nothing.
      if (paths.has('body.token')) return { kind: 'notFound' };
      return { kind: 'invalid', fields: { ...(paths.has('body.number') ? { number: 'format' } : {}), ...(paths.has('body.email') ? { email: 'email' } : {}) } };
    }
    ctx.log.error({ path, status: res.status }, `order tracking: the API answered ${res.status}`);
  } catch (error) {
    ctx.log.error({ path, err: error }, 'order tracking: the API call failed');
  }
  return { kind: 'failed' };
}
