import { checkVatId, vatDeductionFor, vatIdCompact, type DeliveryCountryIso } from '@masswerk/domain';
import type { VatDeductionAnswer } from '@masswerk/contract';
import { VatLookupFailedError } from './vat-register.ts';
import type { VatLookup } from './vat-lookup.ts';

/**
 * Whether a business buyer's VAT is deducted (shop.md §9), decided by the server alone: the id is
 * checked and asked of its register here, whatever the browser was told before, and the domain's rule
 * decides. Never throws for the register: a lookup that fails prices with VAT ("unavailable").
 */
export async function decideVatDeduction(lookup: VatLookup, claim: { vatId: string; deliveryCountry: DeliveryCountryIso }): Promise<VatDeductionAnswer> {
  const checked = checkVatId(claim.vatId);
  if (!checked.ok) return { vatId: vatIdCompact(claim.vatId), country: checked.country, status: 'invalid', reason: checked.problem };
  const about = { vatId: checked.vatId, country: checked.country };
  let answer;
  try {
    answer = await lookup.check(checked);
  } catch (error) {
    if (error instanceof VatLookupFailedError) return { ...about, status: 'unavailable' };
    throw error;
  }
  if (!answer.valid) return { ...about, status: 'invalid', reason: 'not_registered' };
  const rule = vatDeductionFor(checked.country, claim.deliveryCountry);
  const name = answer.name ? { name: answer.name } : {};
  return rule.deducted ? { ...about, status: 'deducted', ...name } : { ...about, status: 'not_deductible', reason: rule.refusal, ...name };
}
