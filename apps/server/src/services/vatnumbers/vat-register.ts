import type { DeliveryCountryIso } from '@masswerk/domain';

/** A VAT id whose country, format and check digits passed (the domain's checkVatId). */
export interface CheckedVatId {
  /** Compact, in capitals ("NL123456789B01", "CHE123456789"). */
  vatId: string;
  country: DeliveryCountryIso;
}

/** What a register says of a VAT id: registered now or not, and who it belongs to when it says so. */
export type VatRegistration = { valid: true; name?: string; address?: string } | { valid: false };

/**
 * A register of VAT-registered businesses: EU VIES, UK HMRC, the Swiss UID register, or the sandbox
 * (README "VAT numbers"). Asked over the network, so it may be slow or not answer at all: `lookup`
 * then throws VatLookupFailedError (and nothing else), and the checkout goes on with VAT.
 */
export interface VatRegister {
  readonly name: string;
  /** Asks the register about one id; `signal` aborts the question (the caller's time limit). */
  lookup(id: CheckedVatId, signal: AbortSignal): Promise<VatRegistration>;
}

/** The register did not answer, or not in time, or not in a way we can read (shop.md §5 "Failed to look up VAT Number"). */
export class VatLookupFailedError extends Error {
  override name = 'VatLookupFailedError';
}

/** Any failure of a question to a register, as the one error a register may throw. */
export function lookupFailure(register: string, error: unknown): VatLookupFailedError {
  if (error instanceof VatLookupFailedError) return error;
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new VatLookupFailedError(`${register}: ${reason}`, { cause: error });
}
