import type { PaymentAnswer } from '@masswerk/contract';
import type { PaymentResult } from '@masswerk/domain';
import { findOrderStatus, findPayment } from '../../db/payments.ts';
import { HttpError } from '../../http/http-error.ts';
import { applyPaymentResult } from './apply-payment-result.ts';
import { paymentAnswer } from './payment-answer.ts';
import type { ProviderPaymentStatus } from './provider.ts';
import type { PaymentDeps } from './start-payment.ts';

/** Points in the use case where a test puts a concurrent action (Saleor's race tests). */
export interface ConfirmHooks {
  /** After the provider answered, before its answer is applied. */
  afterProviderCheck?: () => Promise<void>;
}

/**
 * shop.md §7 POST /payments/{id}/confirm: the buyer is back from the provider. The return's signature
 * must be the provider's; the result it carries is only a hint: the provider is asked for the payment's
 * state, and that is applied (applyPaymentResult), so a repeat, a webhook that came first or a webhook
 * racing this call all end in the same state.
 */
export async function confirmPayment(deps: PaymentDeps, paymentId: string, body: { result: PaymentResult; signature: string }, hooks: ConfirmHooks = {}): Promise<PaymentAnswer> {
  const payment = await findPayment(deps.db, paymentId);
  if (!payment) throw new HttpError('payment_not_found');
  const provider = deps.providers.named(payment.provider);
  if (!provider) throw new Error(`payment ${payment.id} names the provider ${payment.provider}, which is not configured`);
  if (!(await provider.verifyReturn({ paymentId, result: body.result, signature: body.signature }))) throw new HttpError('signature_invalid');

  if (payment.providerReference !== null) {
    let status: ProviderPaymentStatus;
    try {
      status = await provider.fetchPaymentStatus(payment.providerReference);
    } catch (error) {
      deps.logger.warn({ err: error, paymentId, provider: provider.name }, 'payment: the provider did not answer the payment’s state');
      throw new HttpError('payment_provider_unavailable');
    }
    if (status.result !== body.result) deps.logger.info({ paymentId, returned: body.result, provider: status.result }, 'payment: the return said one result, the provider another; the provider’s counts');
    await hooks.afterProviderCheck?.();
    await applyPaymentResult(deps, {
      provider: provider.name,
      eventId: null,
      source: 'return',
      paymentId,
      result: status.result,
      amount: status.amount,
      currency: status.currency,
      payload: { returned: body.result, state: status },
    });
  }
  const now = (await findPayment(deps.db, paymentId))!;
  return paymentAnswer(now, (await findOrderStatus(deps.db, now.orderId))!);
}
