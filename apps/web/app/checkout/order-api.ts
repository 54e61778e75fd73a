import {
  apiPath,
  confirmPaymentRoute,
  createOrderRoute,
  getOrderRoute,
  paymentInitRoute,
  startPaymentRoute,
  type CreatedOrderAnswer,
  type DeliveryDetails,
  type OrderAnswer,
  type PaymentAnswer,
  type PaymentOptionsAnswer,
  type PaymentReturn,
  type PaymentStartedAnswer,
  type StartPaymentBody,
} from '@masswerk/contract';
import { readStored, writeStored } from '../shell/local-store';

const createdOrder = createOrderRoute.responses[201].schema;
const order = getOrderRoute.responses[200].schema;
const paymentOptions = paymentInitRoute.responses[200].schema;
const paymentStarted = startPaymentRoute.responses[201].schema;
const payment = confirmPaymentRoute.responses[200].schema;

/** The access secrets of the orders made in this browser, by order id (the receipt and payment read them). */
export const ORDER_SECRETS_KEY = 'masswerk.orders';

export function orderSecret(orderId: string): string | undefined {
  return readStored<Record<string, string>>(ORDER_SECRETS_KEY)?.[orderId];
}

export function rememberOrderSecret(orderId: string, secret: string): void {
  writeStored(ORDER_SECRETS_KEY, { ...readStored<Record<string, string>>(ORDER_SECRETS_KEY), [orderId]: secret });
}

/** An answer of the API (its status and JSON body), or null when the server could not be reached. */
async function call(url: string, init: { method?: 'GET' | 'POST'; body?: unknown; secret?: string; language?: string }, fetcher: typeof fetch): Promise<{ status: number; body: unknown } | null> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.secret) headers.authorization = `Bearer ${init.secret}`;
  if (init.language) headers['accept-language'] = init.language;
  try {
    const response = await fetcher(url, { method: init.method ?? 'GET', headers, ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}) });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch {
    return null;
  }
}

/** The code and sentence of an error answer. */
const errorOf = (body: unknown) => (body as { error?: { code?: string; message?: string } } | null)?.error ?? {};

export type PlaceOrderResult =
  | { ok: true; order: CreatedOrderAnswer }
  | { ok: false; reason: 'offline' | 'total_changed' | 'refused'; message?: string };

/** POST /api/checkout/orders; the answer is parsed with the contract. */
export async function placeOrderRequest(body: { idempotencyKey: string; cart: unknown; delivery: DeliveryDetails; expectedTotal: number }, language: string, fetcher: typeof fetch = fetch): Promise<PlaceOrderResult> {
  const answer = await call(apiPath(createOrderRoute), { method: 'POST', body, language }, fetcher);
  if (!answer) return { ok: false, reason: 'offline' };
  if (answer.status === 201 || answer.status === 200) {
    const parsed = createdOrder.safeParse(answer.body);
    if (parsed.success) return { ok: true, order: parsed.data };
  }
  const error = errorOf(answer.body);
  if (error.code === 'order_total_changed') return { ok: false, reason: 'total_changed' };
  return { ok: false, reason: 'refused', message: error.message };
}

/** GET /api/checkout/orders/{id} with the secret this browser keeps; null when it cannot be read here. */
export async function orderRequest(orderId: string, fetcher: typeof fetch = fetch): Promise<OrderAnswer | null> {
  const secret = orderSecret(orderId);
  if (!secret) return null;
  const answer = await call(apiPath(getOrderRoute, { params: { id: orderId } }), { secret }, fetcher);
  const parsed = answer?.status === 200 ? order.safeParse(answer.body) : null;
  return parsed?.success ? parsed.data : null;
}

/**
 * What a payment call gave: the answer, or why not: `offline` (no answer), `not_found` (this browser
 * cannot read the order), `already_paid`, `unavailable` (the provider did not answer; try again),
 * `not_offered` (a method the shop does not take), or `failed` with the server's sentence.
 */
export type PaymentCall<T> = { ok: true; value: T } | { ok: false; reason: 'offline' | 'not_found' | 'already_paid' | 'unavailable' | 'not_offered' | 'failed'; message?: string };

function paymentCall<T>(answer: { status: number; body: unknown } | null, okStatuses: readonly number[], schema: { safeParse(body: unknown): { success: true; data: T } | { success: false } }): PaymentCall<T> {
  if (!answer) return { ok: false, reason: 'offline' };
  if (okStatuses.includes(answer.status)) {
    const parsed = schema.safeParse(answer.body);
    if (parsed.success) return { ok: true, value: parsed.data };
  }
  const error = errorOf(answer.body);
  if (answer.status === 404) return { ok: false, reason: 'not_found' };
  if (error.code === 'order_already_paid') return { ok: false, reason: 'already_paid' };
  if (answer.status === 503) return { ok: false, reason: 'unavailable' };
  if (error.code === 'payment_method_not_offered') return { ok: false, reason: 'not_offered' };
  return { ok: false, reason: 'failed', message: error.message };
}

/** POST /api/checkout/payments/init: the methods the order can be paid with, and its attempts so far. */
export async function paymentOptionsRequest(orderId: string, fetcher: typeof fetch = fetch): Promise<PaymentCall<PaymentOptionsAnswer>> {
  const secret = orderSecret(orderId);
  if (!secret) return { ok: false, reason: 'not_found' };
  return paymentCall(await call(apiPath(paymentInitRoute), { method: 'POST', body: { orderId }, secret }, fetcher), [200], paymentOptions);
}

/** POST /api/checkout/orders/{id}/payments: starts (or, with the same key, finds again) an attempt; answers the provider's page. */
export async function startPaymentRequest(orderId: string, body: StartPaymentBody, language: string, fetcher: typeof fetch = fetch): Promise<PaymentCall<PaymentStartedAnswer>> {
  const secret = orderSecret(orderId);
  if (!secret) return { ok: false, reason: 'not_found' };
  return paymentCall(await call(apiPath(startPaymentRoute, { params: { id: orderId } }), { method: 'POST', body, secret, language }, fetcher), [200, 201], paymentStarted);
}

/** POST /api/checkout/payments/{id}/confirm with what the provider's return carried: the payment and its order as they are now. */
export async function confirmPaymentRequest(back: PaymentReturn, language: string, fetcher: typeof fetch = fetch): Promise<PaymentCall<PaymentAnswer>> {
  const url = apiPath(confirmPaymentRoute, { params: { id: back.paymentId } });
  return paymentCall(await call(url, { method: 'POST', body: { result: back.result, signature: back.signature }, language }, fetcher), [200], payment);
}
