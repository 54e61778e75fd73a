import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { apiPath, paymentWebhookRoute } from '@masswerk/contract';
import { PAYMENT_RESULTS, type PaymentResult } from '@masswerk/domain';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { Tx } from '../../../db/orders.ts';
import { claimSandboxWebhooks, insertSandboxWebhooks, markSandboxWebhookDelivered, markSandboxWebhookFailed, type SandboxPaymentRow, type SandboxWebhookRow } from '../../../db/sandbox.ts';
import type { Logger } from '../../../logger.ts';
import { runEvery, type RoundLoop } from '../../every.ts';
import { sandboxSecret } from './secret.ts';
import { SANDBOX_SIGNATURE_HEADER, signWebhook } from './signature.ts';

/** The sandbox's event: what its webhook body holds (JSON). */
export const sandboxEventSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.literal('payment.updated'),
  createdAt: z.string(),
  data: z.object({
    reference: z.uuid(),
    merchantReference: z.uuid(),
    result: z.enum(PAYMENT_RESULTS),
    amount: z.number().int().min(0),
    currency: z.string(),
  }),
});
export type SandboxEvent = z.infer<typeof sandboxEventSchema>;

/** How a webhook is sent: fetch, or the app's own request handler in the tests. */
export type SendWebhook = (url: string, init: RequestInit) => Promise<Response>;

type WebhookConfig = Pick<Config, 'PUBLIC_URL' | 'SANDBOX_WEBHOOK_URL' | 'SANDBOX_WEBHOOK_SECRET' | 'SANDBOX_WEBHOOK_DELAY_MIN_MS' | 'SANDBOX_WEBHOOK_DELAY_MAX_MS' | 'SANDBOX_WEBHOOK_COPIES'>;

/** Deliveries tried before the sandbox gives up on one (about two hours of retries). */
export const SANDBOX_WEBHOOK_MAX_ATTEMPTS = 15;
/** The wait after a failed delivery: 5 s, doubling, at most 10 min. */
export const sandboxRetryDelayMs = (attempts: number) => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 600_000);
/** How long a claimed delivery stays claimed: longer than a send may take (10 s). */
const CLAIM_MS = 30_000;
const SEND_TIMEOUT_MS = 10_000;

/** Where the sandbox posts its webhooks: the shop's own webhook route, unless SANDBOX_WEBHOOK_URL says otherwise. */
export function sandboxWebhookUrl(config: Pick<Config, 'PUBLIC_URL' | 'SANDBOX_WEBHOOK_URL'>): string {
  return config.SANDBOX_WEBHOOK_URL ?? `${config.PUBLIC_URL}${apiPath(paymentWebhookRoute, { params: { provider: 'sandbox' } })}`;
}

/**
 * Puts an event about `payment` in the outbox, in the caller's transaction (so it goes out only if the
 * change it reports is committed): SANDBOX_WEBHOOK_COPIES deliveries, each at a random moment between
 * the delay bounds, so that events come late, twice and out of order, as real providers' do.
 */
export async function scheduleSandboxEvent(
  tx: Tx,
  config: WebhookConfig,
  payment: SandboxPaymentRow,
  result: PaymentResult,
  now: Date,
  random: () => number = Math.random,
): Promise<SandboxEvent> {
  const event: SandboxEvent = {
    id: `evt_${randomUUID()}`,
    type: 'payment.updated',
    createdAt: now.toISOString(),
    data: { reference: payment.id, merchantReference: payment.merchantReference, result, amount: payment.amount, currency: payment.currency },
  };
  const body = JSON.stringify(event);
  const { SANDBOX_WEBHOOK_DELAY_MIN_MS: min, SANDBOX_WEBHOOK_DELAY_MAX_MS: max } = config;
  const rows = Array.from({ length: config.SANDBOX_WEBHOOK_COPIES }, () => ({
    eventId: event.id,
    sandboxPaymentId: payment.id,
    body,
    deliverAt: new Date(now.getTime() + min + Math.floor(random() * (max - min + 1))),
  }));
  await insertSandboxWebhooks(tx, rows);
  return event;
}

const defaultSend: SendWebhook = (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(SEND_TIMEOUT_MS), redirect: 'manual' });

/** How many deliveries one round claims and posts side by side. */
const ROUND_LIMIT = 20;

export interface DeliverOptions {
  db: Db;
  config: WebhookConfig;
  logger: Logger;
  send?: SendWebhook;
  /** The moment to deliver at: what is due by then goes out (a test passes a later one to skip the delays). */
  now?: Date;
  limit?: number;
}

/** Signs and posts one delivery; answers the error for a failed one, or null. */
async function deliver(row: SandboxWebhookRow, url: string, secret: string, send: SendWebhook, now: Date): Promise<string | null> {
  try {
    const response = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signWebhook(secret, row.body, now) },
      body: row.body,
    });
    // The answer's body is not read for meaning, only drained so the connection is freed.
    await response.arrayBuffer().catch(() => undefined);
    return response.ok ? null : `HTTP ${response.status}`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * One round of the deliverer: claims the deliveries due at `now` (several processes may run rounds
 * side by side), posts each signed at the moment of sending, and records it delivered or to be tried
 * again later (5 s doubling up to 10 min; given up after SANDBOX_WEBHOOK_MAX_ATTEMPTS).
 */
export async function deliverDueWebhooks(options: DeliverOptions): Promise<{ delivered: number; failed: number }> {
  const { db, config, logger } = options;
  const now = options.now ?? new Date();
  const rows = await claimSandboxWebhooks(db, { now, lockUntil: new Date(now.getTime() + CLAIM_MS), limit: options.limit ?? ROUND_LIMIT, maxAttempts: SANDBOX_WEBHOOK_MAX_ATTEMPTS });
  if (rows.length === 0) return { delivered: 0, failed: 0 };
  const secret = await sandboxSecret(db, config);
  const url = sandboxWebhookUrl(config);
  const send = options.send ?? defaultSend;
  // Signed when sent, with the real clock: `now` only says what is due.
  const errors = await Promise.all(rows.map((row) => deliver(row, url, secret, send, new Date())));
  let failed = 0;
  for (const [i, row] of rows.entries()) {
    const error = errors[i];
    if (error === null) {
      await markSandboxWebhookDelivered(db, row.id, new Date());
      continue;
    }
    failed++;
    const attempts = row.attempts + 1;
    await markSandboxWebhookFailed(db, row.id, new Date(now.getTime() + sandboxRetryDelayMs(attempts)), error ?? 'unknown');
    const level = attempts >= SANDBOX_WEBHOOK_MAX_ATTEMPTS ? 'error' : 'warn';
    logger[level]({ webhook: row.id, eventId: row.eventId, attempts, error, url }, attempts >= SANDBOX_WEBHOOK_MAX_ATTEMPTS ? 'sandbox: gave up on a webhook' : 'sandbox: a webhook failed; it is tried again later');
  }
  return { delivered: rows.length - failed, failed };
}

/**
 * The sandbox's deliverer: a round every `intervalMs` (1 s; the first after `firstDelayMs`, by default the
 * same), or at once after a full round, as a provider sends many events side by side; until stopped, and
 * stop() waits for the round under way.
 */
export function startSandboxWebhookDeliverer(options: Omit<DeliverOptions, 'now'> & { intervalMs?: number; firstDelayMs?: number }): RoundLoop {
  const limit = options.limit ?? ROUND_LIMIT;
  const intervalMs = options.intervalMs ?? 1_000;
  return runEvery({ intervalMs, firstDelayMs: options.firstDelayMs ?? intervalMs, logger: options.logger, failure: 'sandbox: a webhook round failed; the next one tries again' }, async () => {
    const { delivered, failed } = await deliverDueWebhooks({ ...options, limit });
    return delivered + failed >= limit;
  });
}
