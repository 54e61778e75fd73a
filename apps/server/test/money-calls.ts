import { pino } from 'pino';
import type { CreatedOrderAnswer } from '@masswerk/contract';
import { findPaymentsOfOrder } from '../src/db/payments.ts';
import { findSandboxCaptures } from '../src/db/sandbox.ts';
import { paymentProvidersFrom } from '../src/services/payments/providers.ts';
import type { PaymentDeps } from '../src/services/payments/start-payment.ts';
import { purchaseCalls } from './purchase-calls.ts';
import type { TestApp } from './test-app.ts';

export const quiet = pino({ level: 'silent' });

/** What a log line of the payment use cases holds that the tests read. */
export type LogLine = { msg?: string; refund?: boolean; paymentId?: string };

/**
 * What the tests of races and the reconciler check after a purchase, on a test app: the payment use cases
 * to call with a concurrent action in their middle, and what the database then holds of an order's money.
 */
export function moneyCalls(t: TestApp) {
  const { readOrder } = purchaseCalls(t);

  /** The payment use cases on the test app's database; `logs` holds what they log. */
  function useCases(): PaymentDeps & { logs: LogLine[] } {
    const logs: LogLine[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) });
    return { db: t.database.db, config: t.config, logger, providers: paymentProvidersFrom(t.database.db, t.config), logs };
  }

  /** The path of a sandbox page the provider answered (`redirectUrl`). */
  const pageOf = (redirectUrl: string) => new URL(redirectUrl).pathname;

  /** The order's payments and the ledger's captures for them. */
  async function moneyOf(order: { id: string }) {
    const payments = await findPaymentsOfOrder(t.database.db, order.id);
    const ids = new Set(payments.map((p) => p.id));
    const captures = (await findSandboxCaptures(t.database.db)).filter((c) => ids.has(c.merchantReference));
    return { statuses: payments.map((p) => p.status).sort(), payments, captures };
  }

  const paidEvents = async (order: CreatedOrderAnswer) => (await readOrder(order)).history.filter((h) => h.status === 'paid').length;

  return { useCases, pageOf, moneyOf, paidEvents };
}
