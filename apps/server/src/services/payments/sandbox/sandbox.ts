import { PAYMENT_RETURN_PARAMS } from '@masswerk/contract';
import { PAYMENT_METHOD_INFO, paymentMethodIs, type PaymentResult } from '@masswerk/domain';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { inTransaction, type Tx } from '../../../db/orders.ts';
import {
  countChallengeTry,
  findSandboxPayment,
  insertSandboxCapture,
  lockSandboxPayment,
  moveSandboxPayment,
  openSandboxPayment,
  type SandboxPaymentRow,
  type SandboxPaymentStatus,
} from '../../../db/sandbox.ts';
import type { PaymentProvider } from '../provider.ts';
import { sandboxBankTransfer } from './bank-account.ts';
import { sandboxSecret } from './secret.ts';
import { returnSignatureValid, SANDBOX_SIGNATURE_HEADER, signReturn, webhookSignatureValid } from './signature.ts';
import { SANDBOX_CHALLENGE_CODE, SANDBOX_CHALLENGE_TRIES, testCardResult } from './test-cards.ts';
import { sandboxEventSchema, scheduleSandboxEvent } from './webhooks.ts';

/** Where the sandbox's hosted pages live on the server. */
export const SANDBOX_PAGE_BASE = '/sandbox-pay';

export type SandboxConfig = Pick<
  Config,
  'PUBLIC_URL' | 'SANDBOX_WEBHOOK_SECRET' | 'SANDBOX_WEBHOOK_URL' | 'SANDBOX_WEBHOOK_DELAY_MIN_MS' | 'SANDBOX_WEBHOOK_DELAY_MAX_MS' | 'SANDBOX_WEBHOOK_COPIES'
>;

export interface SandboxDeps {
  db: Db;
  config: SandboxConfig;
}

/** The result a sandbox payment stands at, as the shop hears it; null while the buyer has not finished. */
export function sandboxResultOf(status: string): PaymentResult | null {
  switch (status) {
    case 'pending':
      return 'pending';
    case 'succeeded':
      return 'success';
    case 'refused':
      return 'refused';
    case 'error':
      return 'error';
    default:
      return null;
  }
}

const STATUS_OF_RESULT: Record<PaymentResult, SandboxPaymentStatus> = { success: 'succeeded', refused: 'refused', error: 'error', pending: 'pending' };

/** The sandbox as the shop's payment provider (provider.ts): the money side is its own tables. */
export function sandboxProvider({ db, config }: SandboxDeps): PaymentProvider {
  return {
    name: 'sandbox',
    async createPayment(request) {
      const row = await openSandboxPayment(db, {
        merchantReference: request.paymentId,
        amount: request.amount,
        currency: request.currency,
        method: request.method,
        locale: request.locale,
        returnUrl: request.returnUrl,
      });
      return {
        reference: row.id,
        redirectUrl: `${config.PUBLIC_URL}${SANDBOX_PAGE_BASE}/${row.id}`,
        bankTransfer: request.method === 'bank_transfer' ? sandboxBankTransfer(row.id, request.currency) : null,
      };
    },
    async fetchPaymentStatus(reference) {
      const row = await findSandboxPayment(db, reference);
      if (!row) throw new Error(`the sandbox has no payment ${reference}`);
      return { result: sandboxResultOf(row.status), amount: row.amount, currency: row.currency };
    },
    async verifyReturn({ paymentId, result, signature }) {
      return returnSignatureValid(await sandboxSecret(db, config), paymentId, result, signature);
    },
    async verifyWebhook(body, headers, now = new Date()) {
      if (!webhookSignatureValid(await sandboxSecret(db, config), body, headers.get(SANDBOX_SIGNATURE_HEADER), now)) return { verified: false };
      let json: unknown;
      try {
        json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
      } catch {
        return { verified: true, event: null };
      }
      const parsed = sandboxEventSchema.safeParse(json);
      if (!parsed.success) return { verified: true, event: null };
      const { id, data } = parsed.data;
      return { verified: true, event: { eventId: id, reference: data.reference, paymentId: data.merchantReference, result: data.result, amount: data.amount, currency: data.currency, payload: json } };
    },
  };
}

/** What the buyer (or a tester) does on the sandbox's pages. */
export type SandboxAction =
  | { kind: 'outcome'; outcome: PaymentResult }
  | { kind: 'card'; cardNumber: string }
  | { kind: 'challenge'; code: string }
  | { kind: 'cancelChallenge' }
  | { kind: 'settle'; outcome: 'success' | 'refused' };

/** Where the buyer goes next. */
export type SandboxStep =
  | { next: 'page'; payment: SandboxPaymentRow; notice?: 'notTestCard' }
  | { next: 'challenge'; payment: SandboxPaymentRow; notice?: 'wrongCode' }
  | { next: 'return'; payment: SandboxPaymentRow; result: PaymentResult }
  | { next: 'settled'; payment: SandboxPaymentRow }
  | { next: 'notFound' };

const needsChallenge = (payment: SandboxPaymentRow) => paymentMethodIs(payment.method) && PAYMENT_METHOD_INFO[payment.method].challenge;

/** The step for a payment that is past the point an action expected (a repeated form, the back button). */
function stepOf(payment: SandboxPaymentRow): SandboxStep {
  if (payment.status === 'open') return { next: 'page', payment };
  if (payment.status === 'challenge') return { next: 'challenge', payment };
  return { next: 'return', payment, result: sandboxResultOf(payment.status)! };
}

/**
 * Ends a sandbox payment with `result`: the status moves, the money is booked in the ledger on
 * success, and the event goes in the webhook outbox, all in one transaction.
 */
async function finish(tx: Tx, deps: SandboxDeps, payment: SandboxPaymentRow, result: PaymentResult, now: Date): Promise<SandboxStep> {
  const moved = await moveSandboxPayment(tx, payment.id, [payment.status as SandboxPaymentStatus], STATUS_OF_RESULT[result]);
  if (!moved) return stepOf(payment);
  if (result === 'success') await insertSandboxCapture(tx, moved);
  await scheduleSandboxEvent(tx, deps.config, moved, result, now);
  return { next: 'return', payment: moved, result };
}

/** A card that succeeds goes to the bank's check first; the shop hears that the payment is under way. */
async function startChallenge(tx: Tx, deps: SandboxDeps, payment: SandboxPaymentRow, now: Date): Promise<SandboxStep> {
  const moved = await moveSandboxPayment(tx, payment.id, ['open'], 'challenge', { challengeTries: 0 });
  if (!moved) return stepOf(payment);
  await scheduleSandboxEvent(tx, deps.config, moved, 'pending', now);
  return { next: 'challenge', payment: moved };
}

/**
 * Applies one action to a sandbox payment, in a transaction with the payment locked, so a form sent
 * twice (a double click, two tabs) takes effect once: the second sees the payment moved on and is only
 * sent where the first went.
 */
export function actOnSandboxPayment(deps: SandboxDeps, id: string, action: SandboxAction, now = new Date()): Promise<SandboxStep> {
  return inTransaction(deps.db, async (tx) => {
    const payment = await lockSandboxPayment(tx, id);
    if (!payment) return { next: 'notFound' };
    switch (action.kind) {
      case 'outcome':
        if (payment.status !== 'open') return stepOf(payment);
        if (action.outcome === 'success' && needsChallenge(payment)) return startChallenge(tx, deps, payment, now);
        return finish(tx, deps, payment, action.outcome, now);
      case 'card': {
        if (payment.status !== 'open') return stepOf(payment);
        const result = testCardResult(action.cardNumber);
        if (result === null) return { next: 'page', payment, notice: 'notTestCard' };
        return result === 'success' ? startChallenge(tx, deps, payment, now) : finish(tx, deps, payment, result, now);
      }
      case 'challenge': {
        if (payment.status !== 'challenge') return stepOf(payment);
        if (action.code.trim() === SANDBOX_CHALLENGE_CODE) return finish(tx, deps, payment, 'success', now);
        const tries = await countChallengeTry(tx, payment.id);
        if (tries >= SANDBOX_CHALLENGE_TRIES) return finish(tx, deps, payment, 'refused', now);
        return { next: 'challenge', payment: { ...payment, challengeTries: tries }, notice: 'wrongCode' };
      }
      case 'cancelChallenge':
        if (payment.status !== 'challenge') return stepOf(payment);
        return finish(tx, deps, payment, 'refused', now);
      case 'settle': {
        if (payment.status !== 'pending') return stepOf(payment);
        const step = await finish(tx, deps, payment, action.outcome, now);
        return step.next === 'return' ? { next: 'settled', payment: step.payment } : step;
      }
    }
  });
}

/**
 * A pending payment's money arrives (or never does): what the sandbox page's settle buttons do, for
 * tests and development. The shop hears of it by webhook only.
 */
export function settleSandboxPayment(deps: SandboxDeps, reference: string, outcome: 'success' | 'refused' = 'success', now = new Date()): Promise<SandboxStep> {
  return actOnSandboxPayment(deps, reference, { kind: 'settle', outcome }, now);
}

/**
 * Where the buyer goes back to: the shop's return URL with our payment's id, the result and the
 * signature over both. A path when the return URL is on PUBLIC_URL (it always is): the sandbox is served
 * by the shop itself, and a path stays right whatever address the request came in by.
 */
export async function sandboxReturnLocation(deps: SandboxDeps, payment: SandboxPaymentRow, result: PaymentResult): Promise<string> {
  const url = new URL(payment.returnUrl);
  url.searchParams.set(PAYMENT_RETURN_PARAMS.paymentId, payment.merchantReference);
  url.searchParams.set(PAYMENT_RETURN_PARAMS.result, result);
  url.searchParams.set(PAYMENT_RETURN_PARAMS.signature, signReturn(await sandboxSecret(deps.db, deps.config), payment.merchantReference, result));
  return url.origin === new URL(deps.config.PUBLIC_URL).origin ? `${url.pathname}${url.search}` : url.href;
}
