import { apiAnswer, apiPath, cartCookieSchema, designInfoRoute, priceCartRoute, type WebLoadContext } from '@masswerk/contract';
import { SAMPLE_BOX_UUID, cartCount, type Locale, type StoredCart } from '@masswerk/domain';
import { apiGet } from '../content/api.server';
import { cartCookieJson } from '../shell/cart-cookie';
import type { InitialCart } from './initial-cart';
import { designSummaryOf } from './design-summary';
import { cartPriceInput } from './price-input';
import type { SummaryState } from './cart-view';

/** The cart of the request's cookie copy, checked with the contract; null when there is none or it does not pass. */
export function cartOfCookie(cookieHeader: string | null): StoredCart | null {
  const json = cartCookieJson(cookieHeader);
  if (json === undefined) return null;
  const parsed = cartCookieSchema.safeParse(json);
  if (!parsed.success || parsed.data.lineItems.length === 0) return null;
  const { lineItems, couponCode } = parsed.data;
  return { lineItems, ...(couponCode ? { couponCode } : {}) };
}

/** Items in the cart of the request's cookie copy (0 without one), for the header's badge. */
export function cartCountOfCookie(cookieHeader: string | null): number {
  const cart = cartOfCookie(cookieHeader);
  return cart ? cartCount(cart) : 0;
}

/**
 * The cart page as the server can show it (docs/decisions.md "The cart page comes priced from the
 * server"): the cookie's cart priced by the cart service and its designs' summaries, asked in process
 * like any loader's API call. Null without a cart cookie or when pricing fails: the page then prices
 * after hydration as before. A design that does not load is left to the page, which asks again.
 */
export async function initialCart(ctx: WebLoadContext, cookieHeader: string | null, locale: Locale): Promise<InitialCart | null> {
  const cart = cartOfCookie(cookieHeader);
  if (!cart) return null;
  const { input } = cartPriceInput(cart, locale);
  const uuids = cart.lineItems.map((line) => line.uuid).filter((uuid) => uuid !== SAMPLE_BOX_UUID);
  const [priced, summaries] = await Promise.all([
    priceCart(ctx, input),
    Promise.all(
      uuids.map(async (uuid): Promise<[string, SummaryState] | null> => {
        const info = await apiGet(ctx, designInfoRoute, { params: { uuid } });
        if (info.ok) return [uuid, { status: 'found', summary: designSummaryOf(info.value) }];
        return info.reason === 'missing' ? [uuid, { status: 'notFound' }] : null;
      }),
    ),
  ]);
  if (!priced) return null;
  return { cart, pricedInput: input, priced, summaries: summaries.filter((entry) => entry !== null) };
}

async function priceCart(ctx: WebLoadContext, input: InitialCart['pricedInput']): Promise<InitialCart['priced'] | null> {
  const path = apiPath(priceCartRoute);
  try {
    const res = await ctx.apiFetch(path, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(input) });
    if (res.status === 200) return apiAnswer(priceCartRoute, 200, await res.json());
    // A refused cookie cart (a design gone from the catalogue is priced, not refused) is the page's to show after load.
    ctx.log.warn({ path, status: res.status }, 'the cart of the cookie could not be priced');
  } catch (error) {
    ctx.log.error({ path, err: error }, 'the cart of the cookie could not be priced');
  }
  return null;
}
