import { crashPoint } from '../../crash-points.ts';
import { findPayment } from '../../db/payments.ts';
import { HttpError } from '../../http/http-error.ts';
import { applyPaymentResult, type AppliedMessage } from './apply-payment-result.ts';
import type { PaymentDeps } from './start-payment.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Points in the use case where a test puts a concurrent action. */
export interface WebhookHooks {
  /** After the signature was checked and the event read, before it is applied. */
  beforeApply?: () => Promise<void>;
}

/**
 * A provider's webhook: the signature over the raw body is checked first (401 otherwise), then the event
 * is recorded once by its id and applied (applyPaymentResult). Repeats, replays within the signature's
 * age and events out of order change nothing more; an event about a payment we do not know is recorded
 * and acknowledged, so the provider stops sending it.
 */
export async function receiveWebhook(deps: PaymentDeps, providerName: string, body: Uint8Array, headers: Headers, hooks: WebhookHooks = {}): Promise<AppliedMessage | null> {
  const provider = deps.providers.named(providerName);
  if (!provider) throw new HttpError('signature_invalid', { key: 'error.signature_invalid.webhook' });
  const verified = await provider.verifyWebhook(body, headers);
  if (!verified.verified) {
    deps.logger.warn({ provider: providerName }, 'payment webhook: the signature is missing, wrong or too old');
    throw new HttpError('signature_invalid', { key: 'error.signature_invalid.webhook' });
  }
  const event = verified.event;
  if (event === null) {
    deps.logger.info({ provider: providerName }, 'payment webhook: a signed message that is no payment event; ignored');
    return null;
  }
  const payment = UUID.test(event.paymentId) ? await findPayment(deps.db, event.paymentId) : null;
  const known = payment !== null && payment.provider === provider.name && (payment.providerReference === null || payment.providerReference === event.reference);
  if (!known) deps.logger.warn({ provider: providerName, eventId: event.eventId, paymentId: event.paymentId }, 'payment webhook: an event about a payment we do not know; recorded only');
  // The crash test's points: before the result is applied, and after it is committed but not acknowledged.
  await crashPoint('before-webhook-update');
  await hooks.beforeApply?.();
  const applied = await applyPaymentResult(deps, {
    provider: provider.name,
    eventId: event.eventId,
    source: 'webhook',
    paymentId: known ? payment.id : null,
    result: event.result,
    amount: event.amount,
    currency: event.currency,
    payload: event.payload,
  });
  await crashPoint('after-webhook-update');
  return applied;
}
