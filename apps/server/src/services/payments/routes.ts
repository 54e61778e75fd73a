import { confirmPaymentRoute, paymentInitRoute, paymentWebhookRoute, startPaymentRoute } from '@masswerk/contract';
import type { ApiRouter } from '../../http/api-router.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { confirmPayment } from './confirm-payment.ts';
import { paymentOptions } from './payment-options.ts';
import type { PaymentProviders } from './providers.ts';
import { receiveWebhook } from './receive-webhook.ts';
import { startPayment } from './start-payment.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** The payments of the checkout service (shop.md §7 POST /payments/init, /orders/{id}/payments, /payments/{id}/confirm) and the providers' webhooks. */
export function paymentRoutes(router: ApiRouter, deps: AppDeps, providers: PaymentProviders): void {
  const { db } = deps.database;
  const payments = { db, config: deps.config, logger: deps.logger, providers };
  // Each attempt opens a payment at the provider: limited like orders.
  const attemptLimit = rateLimit(deps, { name: 'payments', points: deps.config.RATE_LIMIT_ORDERS, durationSeconds: 60 });

  router.mount(paymentInitRoute, async ({ body }, c) => c.json(await paymentOptions(db, body.orderId, c.req.header('authorization')), 200, NO_STORE));
  router.mount(
    startPaymentRoute,
    async ({ params, body }, c) => {
      const { created, payment } = await startPayment(payments, params.id, c.req.header('authorization'), body);
      return c.json(payment, created ? 201 : 200, NO_STORE);
    },
    attemptLimit,
  );
  router.mount(confirmPaymentRoute, async ({ params, body }, c) => c.json(await confirmPayment(payments, params.id, body), 200, NO_STORE));
  router.mount(paymentWebhookRoute, async ({ params, readBody }, c) => {
    await receiveWebhook(payments, params.provider, await readBody(), c.req.raw.headers);
    return c.json({ received: true as const }, 200);
  });
}
