import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentReturnOf } from '@masswerk/contract';
import { openTestDatabase } from '../../../test/test-app.ts';
import { configFrom } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { findSandboxWebhooks } from '../../db/sandbox.ts';
import type { PaymentProvider } from './provider.ts';
import { ibanValid, PROVIDER_LAWS, providerLaws, type ProviderDriver } from './provider-laws.ts';
import { actOnSandboxPayment, sandboxProvider, sandboxReturnLocation, type SandboxDeps } from './sandbox/sandbox.ts';
import { sandboxSecret } from './sandbox/secret.ts';
import { SANDBOX_CHALLENGE_CODE } from './sandbox/test-cards.ts';
import { SANDBOX_SIGNATURE_HEADER, signWebhook } from './sandbox/signature.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const config = configFrom({ LOG_LEVEL: 'silent' });

/** The sandbox, driven as its pages drive it. */
function sandboxDriver(provider: (deps: SandboxDeps) => PaymentProvider = sandboxProvider): ProviderDriver {
  const deps = { db: database.db, config };
  return {
    provider: provider(deps),
    async finish(reference, result) {
      let step = await actOnSandboxPayment(deps, reference, { kind: 'outcome', outcome: result });
      if (step.next === 'challenge') step = await actOnSandboxPayment(deps, reference, { kind: 'challenge', code: SANDBOX_CHALLENGE_CODE });
      if (step.next !== 'return') throw new Error(`the sandbox went to ${step.next}`);
      const location = await sandboxReturnLocation(deps, step.payment, result);
      return { signature: paymentReturnOf(location.slice(location.indexOf('?')))!.signature };
    },
    async webhooks(reference, sentAt) {
      const secret = await sandboxSecret(database.db, config);
      return (await findSandboxWebhooks(database.db, reference)).map((row) => ({
        body: new TextEncoder().encode(row.body),
        headers: new Headers({ [SANDBOX_SIGNATURE_HEADER]: signWebhook(secret, row.body, sentAt) }),
      }));
    },
  };
}

providerLaws('sandbox', () => sandboxDriver());

// And proof that the laws catch broken adapters: each bug must break its law.
describe('the provider laws catch broken providers', () => {
  const lawNamed = (start: string) => PROVIDER_LAWS.find((law) => law.name.startsWith(start))!;
  const broken = (change: (provider: PaymentProvider) => Partial<PaymentProvider>) => sandboxDriver((deps) => {
    const provider = sandboxProvider(deps);
    return { ...provider, ...change(provider) };
  });

  it('notices a second payment for the same attempt', async () => {
    let n = 0;
    const driver = broken((p) => ({ createPayment: (r) => p.createPayment({ ...r, paymentId: `${r.paymentId.slice(0, 30)}${String(n++).padStart(6, '0')}` }) }));
    await expect(lawNamed('opens one payment').check(driver)).rejects.toThrow();
  });

  it('notices a return signature that fits any result', async () => {
    await expect(lawNamed('reports the result').check(broken(() => ({ verifyReturn: async () => true })))).rejects.toThrow();
  });

  it('notices a webhook taken without its signature checked', async () => {
    // Reads the event whatever signature came with it (it signs the body itself before reading).
    const trusting = broken((p) => ({
      verifyWebhook: async (body, _headers, now = new Date()) => p.verifyWebhook(body, new Headers({ [SANDBOX_SIGNATURE_HEADER]: signWebhook(await sandboxSecret(database.db, config), body, now) }), now),
    }));
    await expect(lawNamed('signs every webhook').check(trusting)).rejects.toThrow();
  });

  it('notices a bank transfer without a reference of its own, and an account that is no IBAN', async () => {
    const shared = broken((p) => ({ createPayment: async (r) => ({ ...(await p.createPayment(r)), ...(r.method === 'bank_transfer' ? { bankTransfer: { accountHolder: 'M', iban: 'DE89 3704 0044 0532 0130 00', bic: 'X', reference: 'SBX-SAME' } } : {}) }) }));
    await expect(lawNamed('gives a bank transfer').check(shared)).rejects.toThrow();
    const typo = broken((p) => ({ createPayment: async (r) => { const answer = await p.createPayment(r); return { ...answer, bankTransfer: answer.bankTransfer && { ...answer.bankTransfer, iban: 'DE88 3704 0044 0532 0130 00' } }; } }));
    await expect(lawNamed('gives a bank transfer').check(typo)).rejects.toThrow();
    expect(ibanValid('GB29 NWBK 6016 1331 9268 19')).toBe(true);
  });

  it('notices an unfinished payment reported as a result', async () => {
    const eager = broken((p) => ({ fetchPaymentStatus: async (reference) => ({ ...(await p.fetchPaymentStatus(reference)), result: 'pending' as const }) }));
    await expect(lawNamed('knows a new payment').check(eager)).rejects.toThrow();
  });
});
