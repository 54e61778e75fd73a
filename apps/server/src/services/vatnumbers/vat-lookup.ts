import { LRUCache } from 'lru-cache';
import type { Logger } from '../../logger.ts';
import { lookupFailure, VatLookupFailedError, type CheckedVatId, type VatRegister, type VatRegistration } from './vat-register.ts';

/** A register's answer and when it gave it. */
export type VatLookupAnswer = VatRegistration & { checkedAt: Date };

/** Asks a register about checked VAT ids, within a time limit, reusing recent valid answers. */
export interface VatLookup {
  /** The register's answer; throws VatLookupFailedError when it does not answer within the time limit. */
  check(id: CheckedVatId): Promise<VatLookupAnswer>;
}

/**
 * How long a valid answer is reused: the review step, its pricing and the order ask about the same id
 * within minutes, and a registration rarely ends in between. "Not registered" and failures are never
 * reused: a business just registered, or a register back up, counts at once.
 */
export const VAT_VALID_ANSWER_TTL_MS = 10 * 60_000;

/**
 * The register behind a time limit (a failed lookup is VatLookupFailedError, never anything else),
 * with concurrent questions about one id sharing one call and valid answers kept briefly in memory
 * (a cache only: another process asks its own).
 */
export function vatLookup(register: VatRegister, options: { timeoutMs: number; logger?: Pick<Logger, 'warn'>; now?: () => Date }): VatLookup {
  const now = options.now ?? (() => new Date());
  const valid = new LRUCache<string, VatLookupAnswer>({ max: 5_000, ttl: VAT_VALID_ANSWER_TTL_MS });
  const asking = new Map<string, Promise<VatLookupAnswer>>();

  async function ask(id: CheckedVatId): Promise<VatLookupAnswer> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new VatLookupFailedError(`${register.name}: no answer within ${options.timeoutMs} ms`));
      }, options.timeoutMs);
    });
    try {
      // The race also ends a register that ignores its signal.
      const registration = await Promise.race([register.lookup(id, controller.signal), timeout]);
      const answer = { ...registration, checkedAt: now() };
      if (answer.valid) valid.set(id.vatId, answer);
      return answer;
    } catch (error) {
      const failure = lookupFailure(register.name, error);
      options.logger?.warn({ err: failure, register: register.name, country: id.country }, 'VAT lookup failed');
      throw failure;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    check(id) {
      const known = valid.get(id.vatId);
      if (known) return Promise.resolve(known);
      let pending = asking.get(id.vatId);
      if (!pending) {
        pending = ask(id).finally(() => asking.delete(id.vatId));
        asking.set(id.vatId, pending);
      }
      return pending;
    },
  };
}
