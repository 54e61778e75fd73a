import type { PaymentProviderName } from '@masswerk/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxProvider, type SandboxConfig } from './sandbox/sandbox.ts';

/** The providers the server can talk to, by name, and the one new attempts go to (PAYMENT_PROVIDER). */
export interface PaymentProviders {
  /** Where new attempts go. */
  current: PaymentProvider;
  /** The provider a stored payment was made with (its return and its webhooks are checked with that one). */
  named(name: string): PaymentProvider | null;
}

/**
 * The configured providers. Today only the built-in sandbox; a real one (Adyen, ...) is one more
 * adapter of provider.ts chosen here by PAYMENT_PROVIDER, with its keys from the configuration.
 */
export function paymentProvidersFrom(db: Db, config: SandboxConfig & Pick<Config, 'PAYMENT_PROVIDER'>): PaymentProviders {
  const all: Record<PaymentProviderName, PaymentProvider> = { sandbox: sandboxProvider({ db, config }) };
  return {
    current: all[config.PAYMENT_PROVIDER],
    named: (name) => (Object.hasOwn(all, name) ? all[name as PaymentProviderName] : null),
  };
}
