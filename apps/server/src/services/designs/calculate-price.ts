import { cents, decodeDesign, CompressedStructureError, FURNITURE_TYPES, furnitureTypeIs, type Cents, type FurnitureType, type PriceResult } from '@masswerk/domain';
import type { PriceCalculation, priceQuerySchema } from '@masswerk/contract';
import type { z } from 'zod';
import { HttpError } from '../../http/http-error.ts';
import { checkDesign, type CheckedDesign } from './design-from-input.ts';
import { deriveChecked } from './derive-checked.ts';
import type { DesignCache } from './design-cache.ts';

type PriceQuery = z.infer<typeof priceQuerySchema>;

function designFromQuery(query: PriceQuery): CheckedDesign {
  if (!query.compressedStructure) {
    throw new HttpError('bad_request', { key: 'error.bad_request.unsavedDesign' }, [{ path: 'query.compressedStructure', message: { key: 'field.requiredForNew' } }]);
  }
  let decoded: unknown;
  try {
    decoded = decodeDesign(query.compressedStructure);
  } catch (error) {
    if (error instanceof CompressedStructureError) {
      const reason = { reason: error.reason };
      throw new HttpError('bad_request', { key: 'error.bad_request.designCode', params: reason }, [
        { path: 'query.compressedStructure', message: { key: 'field.notDesignCode', params: reason } },
      ]);
    }
    throw error;
  }
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) {
    throw new HttpError('invalid_design', { key: 'error.invalid_design.noStructure' }, [{ path: 'query.compressedStructure', message: { key: 'field.noDesign' } }]);
  }
  const structure = decoded as Record<string, unknown>;
  const tagged = typeof structure.furniture_type === 'string' ? structure.furniture_type : undefined;
  const furnitureType: string | undefined = query.furniture_type ?? tagged;
  if (!furnitureType || !furnitureTypeIs(furnitureType)) {
    const types = { types: FURNITURE_TYPES.join(', ') };
    throw new HttpError('bad_request', { key: 'error.bad_request.furnitureType', params: types }, [{ path: 'query.furniture_type', message: { key: 'field.furnitureType', params: types } }]);
  }
  return checkDesign(furnitureType as FurnitureType, structure, 'query.compressedStructure');
}

/** A price of one piece for `quantity` pieces: the domain prices each line for one piece and multiplies, so this is exact. */
function piecesOf(unit: PriceResult, quantity: number): PriceResult {
  const times = (amount: Cents) => cents(amount * quantity);
  return {
    ...unit,
    quantity,
    net: times(unit.net),
    vat: times(unit.vat),
    totalPriceInclTaxes: times(unit.totalPriceInclTaxes),
    explanation: unit.explanation.map((row) => ({ ...row, quantity: row.quantity * quantity, cents: times(row.cents) })),
  };
}

/**
 * Prices a stored design (by uuid; its price for one piece is cached, see design-cache.ts) or an
 * unsaved one (id "new"), recomputed here from the design alone.
 */
export async function calculatePrice(designs: DesignCache, id: string, query: PriceQuery): Promise<PriceCalculation> {
  const stored = id === 'new' ? null : await designs.load(id);
  const checked = stored ?? designFromQuery(query);
  if (id !== 'new' && query.furniture_type && query.furniture_type !== checked.family.furniture_type) {
    const actual = checked.family.furniture_type;
    throw new HttpError('bad_request', { key: 'error.bad_request.furnitureTypeMismatch', params: { id, actual, wanted: query.furniture_type } }, [
      { path: 'query.furniture_type', message: { key: 'field.furnitureTypeMismatch', params: { type: actual } } },
    ]);
  }
  if (query.baseboard_cut && checked.family.baseboardCutFeatureId === null) {
    throw new HttpError('service_unavailable_for_design', { key: 'error.service_unavailable_for_design.baseboardCut', params: { type: checked.family.furniture_type } }, [
      { path: 'query.baseboard_cut', message: { key: 'field.notOffered' } },
    ]);
  }
  if (query.assembly && checked.family.assembly === null) {
    throw new HttpError('service_unavailable_for_design', { key: 'error.service_unavailable_for_design.assembly', params: { type: checked.family.furniture_type } }, [
      { path: 'query.assembly', message: { key: 'field.notOffered' } },
    ]);
  }
  const options = { country: query.country, assembly: query.assembly, baseboardCut: query.baseboard_cut };
  const price =
    stored !== null
      ? piecesOf(designs.unitPrice(stored, options).price, query.quantity)
      : deriveChecked(checked, { countries: [query.country], assembly: query.assembly, baseboardCut: query.baseboard_cut, quantity: query.quantity }).price[query.country]!;
  return {
    country: query.country,
    quantity: price.quantity,
    totalPriceInclTaxes: price.totalPriceInclTaxes,
    net: price.net,
    vat: price.vat,
    currencyCode: price.currencyCode,
    shippingDuration: price.shippingDuration,
    assemblyRecommendation: stored !== null ? stored.assemblyRecommendation : (checked.family.assembly?.recommendation(checked.design) ?? null),
    ...(query.explanation ? { explanation: price.explanation } : {}),
  };
}
