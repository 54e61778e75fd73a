import type { DeliveryCountryIso } from '@masswerk/domain';
import { VatLookupFailedError, type VatRegister, type VatRegistration } from './vat-register.ts';

/**
 * The sandbox register's businesses and behaviours (README "VAT numbers"): every number has valid check
 * digits, so each reaches the register. A registered business per country the shop delivers to; any
 * other well-formed number is not registered, as with a real register.
 */
export const SANDBOX_VAT_NUMBERS = {
  registered: {
    AT: { vatId: 'ATU12345602', name: 'Sandbox Möbelwerkstatt GmbH', address: 'Mariahilfer Straße 1, 1060 Wien' },
    BE: { vatId: 'BE0123456749', name: 'Sandbox Meubles SRL', address: 'Rue Neuve 1, 1000 Bruxelles' },
    CH: { vatId: 'CHE123456707', name: 'Sandbox Möbel AG', address: 'Bahnhofstrasse 1, 8001 Zürich' },
    DE: { vatId: 'DE123456704', name: 'Sandbox Einrichtung GmbH', address: 'Torstraße 1, 10119 Berlin' },
    FR: { vatId: 'FR32123456789', name: 'Sandbox Mobilier SAS', address: '1 rue de Rivoli, 75001 Paris' },
    GB: { vatId: 'GB123456727', name: 'Sandbox Furniture Ltd', address: '1 Shoreditch High Street, London, E1 6PG' },
    LU: { vatId: 'LU12345613', name: 'Sandbox Meubles SARL', address: '1 Grand-Rue, L-1660 Luxembourg' },
    NL: { vatId: 'NL123456708B01', name: 'Sandbox Meubelmakers B.V.', address: 'Keizersgracht 1, 1015 CC Amsterdam' },
  } satisfies Record<DeliveryCountryIso, { vatId: string; name: string; address: string }>,
  /** Well-formed, but no business has it. */
  notRegistered: 'NL123456710B01',
  /** The register fails to answer (VIES's MS_UNAVAILABLE): the shop's 503 "Failed to look up VAT Number". */
  lookupFails: 'NL123456721B01',
  /** Registered, but the register takes VAT_SANDBOX_SLOW_MS to answer (longer than VAT_LOOKUP_TIMEOUT_MS fails it). */
  slow: 'NL123456733B01',
} as const;

/** How long every answer takes: a register is a network call away. */
const SANDBOX_LATENCY_MS = 40;

/** Resolves after `ms`, or rejects as soon as `signal` aborts. */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new VatLookupFailedError('sandbox: the question was given up'));
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(new VatLookupFailedError('sandbox: the question was given up (time limit)'));
    };
    signal.addEventListener('abort', abort, { once: true });
  });
}

/** The built-in register: answers after a network's delay, from SANDBOX_VAT_NUMBERS. The default, and the tests'. */
export function sandboxVatRegister(options: { slowMs: number }): VatRegister {
  const registered = new Map<string, VatRegistration>(Object.values(SANDBOX_VAT_NUMBERS.registered).map(({ vatId, name, address }) => [vatId, { valid: true, name, address }]));
  registered.set(SANDBOX_VAT_NUMBERS.slow, { valid: true, name: 'Sandbox Trage Meubelen B.V.', address: 'Damrak 1, 1012 LG Amsterdam' });
  return {
    name: 'sandbox',
    async lookup({ vatId }, signal) {
      await wait(vatId === SANDBOX_VAT_NUMBERS.slow ? options.slowMs : SANDBOX_LATENCY_MS, signal);
      if (vatId === SANDBOX_VAT_NUMBERS.lookupFails) throw new VatLookupFailedError('sandbox: MS_UNAVAILABLE (the member state’s register does not answer)');
      return registered.get(vatId) ?? { valid: false };
    },
  };
}
