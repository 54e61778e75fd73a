import { deriveDesign, type CountryCode, type DerivedDesign } from '@masswerk/domain';
import { HttpError } from '../../http/http-error.ts';
import type { CheckedDesign } from './design-from-input.ts';

/** Everything derived from a checked design; a part without a catalogue SKU is a 422, never a 500. */
export function deriveChecked(
  checked: CheckedDesign,
  options: { countries?: readonly CountryCode[]; assembly?: boolean; baseboardCut?: boolean; quantity?: number } = {},
): DerivedDesign & { parts: NonNullable<DerivedDesign['parts']> } {
  const derived = deriveDesign(checked.family, checked.design, options);
  if (derived.parts === null) {
    throw new HttpError('invalid_design', { key: 'error.invalid_design', params: { count: 1, problem: derived.partsError?.message ?? 'invalid sku', problems: '', more: 0 } });
  }
  return derived as DerivedDesign & { parts: NonNullable<DerivedDesign['parts']> };
}
