import { checkVatId, VAT_ID_EXAMPLES, type VatIdCheck } from '@masswerk/domain';
import type { VatNumberCheck } from '@masswerk/contract';
import { HttpError, type FieldProblem } from '../../http/http-error.ts';
import { VatLookupFailedError } from './vat-register.ts';
import type { VatLookup } from './vat-lookup.ts';

/** When a buyer may ask again after a failed lookup (Retry-After, seconds). */
export const VAT_LOOKUP_RETRY_AFTER_SECONDS = 5;

/** Why a typed number is no VAT id, as a field's problem worded per language. */
export function vatIdProblemText(check: Extract<VatIdCheck, { ok: false }>): FieldProblem['message'] {
  if (check.problem === 'country' || check.country === null) return { key: 'field.vatNumberCountry', params: { prefixes: 'AT, BE, CHE, DE, FR, GB, LU, NL' } };
  if (check.problem === 'format') return { key: 'field.vatNumberFormat', params: { example: VAT_ID_EXAMPLES[check.country] } };
  return { key: 'field.vatNumberCheckDigits' };
}

/**
 * Checks a VAT number (shop.md §7 GET /vatnumbers/{number}): its country, format and check digits
 * (422 when it cannot be one), then its register. A register that does not answer is a 503 with
 * Retry-After (shop.md §5 "Failed to look up VAT Number"): temporary, and not the shop's fault.
 */
export async function checkVatNumber(lookup: VatLookup, typed: string): Promise<VatNumberCheck> {
  const checked = checkVatId(typed);
  if (!checked.ok) throw new HttpError('vat_number_invalid', undefined, [{ path: 'params.number', message: vatIdProblemText(checked) }]);
  try {
    const answer = await lookup.check(checked);
    return {
      vatNumber: checked.vatId,
      countryCode: checked.country,
      valid: answer.valid,
      ...(answer.valid && answer.name ? { name: answer.name } : {}),
      ...(answer.valid && answer.address ? { address: answer.address } : {}),
      checkedAt: answer.checkedAt.toISOString(),
    };
  } catch (error) {
    if (error instanceof VatLookupFailedError) throw new HttpError('vat_lookup_failed', undefined, undefined, { 'Retry-After': String(VAT_LOOKUP_RETRY_AFTER_SECONDS) });
    throw error;
  }
}
