import { z } from 'zod';
import { COUNTRY_CODES, CURRENCIES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_RESULTS, PAYMENT_STATUSES, type PaymentResult } from '@masswerk/domain';
import { apiError } from './errors.ts';
import { fieldMessage } from './field-messages.ts';
import { serviceRoutes } from './route.ts';

/** The payment providers the server has an adapter for (shop.md §3 names adyen, braintree, alma, viva; see README "Payments"). */
export const PAYMENT_PROVIDERS = ['sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The largest webhook body a provider may send. */
export const PAYMENT_WEBHOOK_MAX_BYTES = 64 * 1024;

/**
 * The query parameters a provider adds to the shop's returnUrl when it sends the buyer back: our
 * payment's id, the result as the provider's page saw it, and the provider's signature over both.
 */
export const PAYMENT_RETURN_PARAMS = { paymentId: 'paymentId', result: 'paymentRedirectResult', signature: 'signature' } as const;

/** What a payment return URL carries, for POST /checkout/payments/{id}/confirm. */
export interface PaymentReturn {
  paymentId: string;
  result: PaymentResult;
  signature: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SIGNATURE = /^[0-9a-f]{64}$/;

/** What paymentReturnOf reads: a URLSearchParams, or anything else that answers `get` the same way. */
export interface QueryParams {
  get(name: string): string | null;
}

/** The parameters of a query string ("?a=1&b=2" or "a=1&b=2"), decoded as a browser's URLSearchParams does. */
function queryOf(search: string): QueryParams {
  const values = new Map<string, string>();
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (part === '') continue;
    const [name = '', value = ''] = part.split(/=(.*)/s, 2).map((text) => {
      try {
        return decodeURIComponent(text.replaceAll('+', ' '));
      } catch {
        return '';
      }
    });
    if (!values.has(name)) values.set(name, value);
  }
  return { get: (name) => values.get(name) ?? null };
}

/**
 * The payment return in a URL's query (the page the provider sent the buyer back to), or null when the
 * query carries none or a damaged one. The web calls this on its return page and posts the result to
 * confirmPaymentRoute; the result is a hint only, the server asks the provider.
 */
export function paymentReturnOf(search: QueryParams | string): PaymentReturn | null {
  const query = typeof search === 'string' ? queryOf(search) : search;
  const paymentId = query.get(PAYMENT_RETURN_PARAMS.paymentId) ?? '';
  const result = query.get(PAYMENT_RETURN_PARAMS.result) ?? '';
  const signature = query.get(PAYMENT_RETURN_PARAMS.signature) ?? '';
  if (!UUID.test(paymentId) || !(PAYMENT_RESULTS as readonly string[]).includes(result) || !SIGNATURE.test(signature)) return null;
  return { paymentId, result: result as PaymentResult, signature };
}

const cents = z.number().int().min(0).meta({ description: 'Integer cents of currencyCode.' });
const paymentId = z.uuid({ error: fieldMessage('field.paymentId') });
const orderId = z.uuid({ error: fieldMessage('field.orderId') });
const paymentMethod = z.enum(PAYMENT_METHODS);

/** A path of the shop ("/checkout/payment/return?x=1"): never another host, so a return cannot lead away. */
const returnPath = z
  .string({ error: fieldMessage('field.returnUrl') })
  .max(512, { error: fieldMessage('field.returnUrl') })
  // A slash, then nothing or anything but a second slash or backslash first (no lookahead: the fuzz suite generates from it).
  .regex(/^\/(?:[^/\\\s#][^\\\s#]*)?$/, { error: fieldMessage('field.returnUrl') });

export const paymentOfferSchema = z
  .object({
    method: paymentMethod,
    currencyCode: z.enum(CURRENCIES),
    settlement: z.enum(['immediate', 'later']).meta({ description: 'later: the order stays pending until the money arrives (bank transfer, invoice, direct debit).' }),
    challenge: z.boolean().meta({ description: 'The buyer confirms with their bank (3-D Secure) on the provider’s page.' }),
  })
  .meta({ id: 'PaymentOffer' });

/** Where the buyer sends the money of a bank transfer: the provider's account and the reference that matches the transfer to the payment. */
export const bankTransferDetailsSchema = z
  .object({
    accountHolder: z.string(),
    iban: z.string().meta({ description: 'Written in groups of four, as on paper.' }),
    bic: z.string(),
    reference: z.string().meta({ description: 'The transfer’s reference (remittance information): without it the money cannot be matched.' }),
  })
  .meta({ id: 'BankTransferDetails' });
export type BankTransferDetails = z.infer<typeof bankTransferDetailsSchema>;

const paymentSummary = z.object({
  paymentId: z.uuid(),
  method: paymentMethod,
  status: z.enum(PAYMENT_STATUSES),
  amount: cents,
  currencyCode: z.enum(CURRENCIES),
  createdAt: z.string().meta({ description: 'ISO 8601.' }),
  bankTransfer: bankTransferDetailsSchema.nullable().meta({ description: 'A bank transfer: the account and reference to pay to, as the provider gave them; null for every other method.' }),
});

export const paymentInitBodySchema = z.object({ orderId }).meta({ id: 'PaymentInit' });

export const paymentOptionsSchema = z
  .object({
    orderId: z.uuid(),
    orderStatus: z.enum(ORDER_STATUSES),
    countryCode: z.enum(COUNTRY_CODES),
    amount: cents.meta({ description: 'What the order costs: what every attempt asks the provider for.' }),
    currencyCode: z.enum(CURRENCIES),
    payable: z.boolean().meta({ description: 'Whether a new attempt may start (not when the order is paid, cancelled or further on).' }),
    methods: z.array(paymentOfferSchema).meta({ description: 'What the order’s shop offers, in the order to list them.' }),
    payments: z.array(paymentSummary).meta({ description: 'The order’s attempts so far, oldest first.' }),
  })
  .meta({ id: 'PaymentOptions' });
export type PaymentOptionsAnswer = z.infer<typeof paymentOptionsSchema>;

export const startPaymentBodySchema = z
  .object({
    method: paymentMethod,
    idempotencyKey: z.uuid({ error: fieldMessage('field.paymentKey') }).meta({
      description: 'Made by the browser once per attempt: the same key answers the same attempt (and the same provider page) instead of a second one.',
    }),
    returnUrl: returnPath.meta({ description: 'The shop page the provider sends the buyer back to (a path of the shop); the provider adds paymentId, paymentRedirectResult and signature to its query.' }),
  })
  .meta({ id: 'StartPayment' });
export type StartPaymentBody = z.infer<typeof startPaymentBodySchema>;

export const paymentStartedSchema = z
  .object({
    paymentId: z.uuid(),
    redirectUrl: z.url().meta({ description: 'The provider’s hosted payment page: send the buyer there.' }),
    status: z.enum(PAYMENT_STATUSES),
  })
  .meta({ id: 'PaymentStarted' });
export type PaymentStartedAnswer = z.infer<typeof paymentStartedSchema>;

export const confirmPaymentBodySchema = z
  .object({
    result: z.enum(PAYMENT_RESULTS).meta({ description: 'paymentRedirectResult of the return URL: a hint only, the server asks the provider.' }),
    signature: z.string({ error: fieldMessage('field.paymentSignature') }).regex(SIGNATURE, { error: fieldMessage('field.paymentSignature') }),
  })
  .meta({ id: 'ConfirmPayment' });

export const paymentSchema = z
  .object({
    ...paymentSummary.shape,
    orderId: z.uuid(),
    orderStatus: z.enum(ORDER_STATUSES),
  })
  .meta({ id: 'Payment' });
export type PaymentAnswer = z.infer<typeof paymentSchema>;

const checkout = serviceRoutes('checkout');
const orderNotFound = apiError('No such order, or the access secret does not belong to it (the two look the same).');

/** shop.md §7 checkout service "POST /payments/init". */
export const paymentInitRoute = checkout.post('/checkout/payments/init', {
  summary: 'The payment methods of the order’s shop, in its currency, with what the order costs and its attempts so far; for whoever holds the order’s access secret.',
  body: paymentInitBodySchema,
  security: 'orderAccessSecret',
  responses: {
    200: { description: 'What the order can be paid with.', schema: paymentOptionsSchema },
    404: orderNotFound,
  },
});

/** shop.md §7 checkout service "POST /orders/{id}/payments". */
export const startPaymentRoute = checkout.post('/checkout/orders/{id}/payments', {
  summary:
    'Starts a payment attempt for the order with the provider and answers its hosted page to send the buyer to. Idempotent by idempotencyKey: the same key answers the same attempt (200). A paid order refuses a new attempt (409 order_already_paid); a method the order’s shop does not offer is a 422.',
  params: z.object({ id: orderId }),
  body: startPaymentBodySchema,
  security: 'orderAccessSecret',
  responses: {
    201: { description: 'The attempt, started now.', schema: paymentStartedSchema },
    200: { description: 'The attempt an earlier request with this idempotencyKey started.', schema: paymentStartedSchema },
    404: orderNotFound,
    409: apiError('order_already_paid, order_not_payable, or payment_key_reused (the key belongs to another order or method).'),
    422: apiError('payment_method_not_offered: the order’s shop does not take this method.'),
    503: apiError('The provider did not answer; try again with the same key.'),
  },
});

/** shop.md §7 checkout service "POST /payments/{id}/confirm". */
export const confirmPaymentRoute = checkout.post('/checkout/payments/{id}/confirm', {
  summary:
    'The buyer is back from the provider (the return URL’s paymentRedirectResult and signature): the server checks the signature, asks the provider for the payment’s state and moves the payment and the order. Idempotent: a repeat, or a webhook first, answers the same.',
  params: z.object({ id: paymentId }),
  body: confirmPaymentBodySchema,
  responses: {
    200: { description: 'The payment and its order as they are now.', schema: paymentSchema },
    401: apiError('signature_invalid: the signature is not the provider’s for this payment and result.'),
    404: apiError('No such payment.'),
  },
});

/** The providers' notifications. */
export const paymentWebhookRoute = checkout.post('/checkout/payments/webhooks/{provider}', {
  summary:
    'A payment provider’s notification. The body is checked against its signature (the sandbox: header Sandbox-Signature "t=<unix seconds>,v1=<hex HMAC-SHA256 of t.body>", at most 5 minutes old) before it is read. Each event is recorded once by its id: repeats, replays and events out of order change nothing more.',
  params: z.object({ provider: z.enum(PAYMENT_PROVIDERS) }),
  binaryBody: { contentTypes: ['application/json'], maxBytes: PAYMENT_WEBHOOK_MAX_BYTES, description: 'The provider’s event, as it signed it (JSON).' },
  responses: {
    200: { description: 'Received (new, or seen before).', schema: z.object({ received: z.literal(true) }) },
    401: apiError('signature_invalid: missing, wrong or too old.'),
  },
});

export const paymentRoutes = [paymentInitRoute, startPaymentRoute, confirmPaymentRoute, paymentWebhookRoute] as const;
