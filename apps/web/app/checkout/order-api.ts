import { apiPath, createOrderRoute, getOrderRoute, type CreatedOrderAnswer, type DeliveryDetails, type OrderAnswer } from '@masswerk/contract';
import { readStored, writeStored } from '../shell/local-store';

const createdOrder = createOrderRoute.responses[201].schema;
const order = getOrderRoute.responses[200].schema;

/** The access secrets of the orders made in this browser, by order id (the receipt and payment read them). */
export const ORDER_SECRETS_KEY = 'masswerk.orders';

export function orderSecret(orderId: string): string | undefined {
  return readStored<Record<string, string>>(ORDER_SECRETS_KEY)?.[orderId];
}

export function rememberOrderSecret(orderId: string, secret: string): void {
  writeStored(ORDER_SECRETS_KEY, { ...readStored<Record<string, string>>(ORDER_SECRETS_KEY), [orderId]: secret });
}

export type PlaceOrderResult =
  | { ok: true; order: CreatedOrderAnswer }
  | { ok: false; reason: 'offline' | 'total_changed' | 'refused'; message?: string };

/** POST /api/checkout/orders; the answer is parsed with the contract. */
export async function placeOrderRequest(body: { idempotencyKey: string; cart: unknown; delivery: DeliveryDetails; expectedTotal: number }, language: string, fetcher: typeof fetch = fetch): Promise<PlaceOrderResult> {
  let response: Response;
  try {
    response = await fetcher(apiPath(createOrderRoute), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': language },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, reason: 'offline' };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.status === 201 || response.status === 200) {
    const parsed = createdOrder.safeParse(answer);
    if (parsed.success) return { ok: true, order: parsed.data };
  }
  const error = (answer as { error?: { code?: string; message?: string } } | null)?.error;
  if (error?.code === 'order_total_changed') return { ok: false, reason: 'total_changed' };
  return { ok: false, reason: 'refused', message: error?.message };
}

/** GET /api/checkout/orders/{id} with the secret this browser keeps; null when it cannot be read here. */
export async function orderRequest(orderId: string, fetcher: typeof fetch = fetch): Promise<OrderAnswer | null> {
  const secret = orderSecret(orderId);
  if (!secret) return null;
  const response = await fetcher(apiPath(getOrderRoute, { params: { id: orderId } }), { headers: { accept: 'application/json', authorization: `Bearer ${secret}` } });
  if (response.status !== 200) return null;
  const parsed = order.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data : null;
}
