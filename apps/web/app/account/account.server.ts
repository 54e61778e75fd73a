import { apiAnswer, apiPath, getSessionRoute, listUserDesignsRoute, listUserOrdersRoute, type UserAnswer, type UserDesignsAnswer, type UserOrdersAnswer, type WebLoadContext } from '@masswerk/contract';

/** The signed-in visitor's account as the page shows it, or null when nobody is signed in (or the API failed: logged). */
export interface SignedInAccount {
  user: UserAnswer;
  designs: UserDesignsAnswer['designs'];
  orders: UserOrdersAnswer['orders'];
}

/**
 * Reads the account of the page request's session cookie: the session's user, their designs and their
 * orders (GET /api/users/session, /{id}/designs, /{id}/orders), with the cookie of the request.
 */
export async function signedInAccount(ctx: WebLoadContext, request: Request): Promise<SignedInAccount | null> {
  const cookie = request.headers.get('cookie');
  if (!cookie) return null;
  const get = (path: string) => ctx.apiFetch(path, { headers: { cookie, accept: 'application/json' } });
  try {
    const session = await get(apiPath(getSessionRoute));
    if (session.status === 204) return null;
    if (session.status !== 200) throw new Error(`GET session answered ${session.status}`);
    const user = apiAnswer(getSessionRoute, 200, await session.json());
    const [designs, orders] = await Promise.all([get(apiPath(listUserDesignsRoute, { params: { id: user.id } })), get(apiPath(listUserOrdersRoute, { params: { id: user.id } }))]);
    if (designs.status !== 200 || orders.status !== 200) throw new Error(`designs ${designs.status}, orders ${orders.status}`);
    return {
      user,
      designs: apiAnswer(listUserDesignsRoute, 200, await designs.json()).designs,
      orders: apiAnswer(listUserOrdersRoute, 200, await orders.json()).orders,
    };
  } catch (error) {
    ctx.log.error({ err: error }, 'my account: the account could not be read');
    return null;
  }
}
