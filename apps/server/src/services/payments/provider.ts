import type { BankTransferDetails, PaymentProviderName } from '@masswerk/contract';
import type { Currency, Locale, PaymentMethod, PaymentResult } from '@masswerk/domain';

/**
 * What the shop asks of a payment provider (the sandbox, or Adyen, Braintree, ... behind the same
 * shape; README "Payments"). The shop calls it outside any database transaction and trusts only what
 * it answers or signs: never a result the browser brings back.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;

  /**
   * Opens a payment for one attempt and answers the provider's id for it and its hosted page. Idempotent
   * by `paymentId`: asked again (a retry after a time-out, two requests with one key), the provider
   * answers the same payment and page, never a second one.
   */
  createPayment(request: ProviderPaymentRequest): Promise<ProviderPayment>;

  /** The payment's state as the provider knows it now: null while the buyer has not finished. */
  fetchPaymentStatus(reference: string): Promise<ProviderPaymentStatus>;

  /** Whether the signature of a return URL is the provider's, for this payment and result. */
  verifyReturn(input: { paymentId: string; result: PaymentResult; signature: string }): Promise<boolean>;

  /**
   * Checks a webhook's signature over its raw body (and its age, against replays of old messages) and
   * reads its event. `verified: false` for a missing, wrong or stale signature; `event: null` for a
   * signed message that is no payment event the shop acts on.
   */
  verifyWebhook(body: Uint8Array, headers: Headers, now?: Date): Promise<{ verified: false } | { verified: true; event: ProviderEvent | null }>;
}

export interface ProviderPaymentRequest {
  /** The shop's payment id: the provider's merchant reference. */
  paymentId: string;
  amount: number;
  currency: Currency;
  method: PaymentMethod;
  /** The buyer's language, for the hosted page. */
  locale: Locale;
  /** Where the provider sends the buyer back to (absolute, the shop's). */
  returnUrl: string;
}

export interface ProviderPayment {
  reference: string;
  redirectUrl: string;
  /** A bank transfer: the account and reference the buyer pays to (real providers answer a virtual account per payment); null for other methods. */
  bankTransfer: BankTransferDetails | null;
}

export interface ProviderPaymentStatus {
  result: PaymentResult | null;
  amount: number;
  currency: string;
}

/** One event of a provider about one payment. */
export interface ProviderEvent {
  /** Unique per provider: the same event delivered again carries the same id. */
  eventId: string;
  reference: string;
  /** The shop's payment id the payment was opened with. */
  paymentId: string;
  result: PaymentResult;
  amount: number;
  currency: string;
  /** The event as received, kept with it. */
  payload: unknown;
}

/** Thrown by a provider that did not answer (network, time-out, 5xx): the attempt can be asked again with the same key. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}
