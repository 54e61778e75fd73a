import { cents, decodeDesign, CompressedStructureError, furnitureTypeIs, type Cents, type FurnitureType, type PriceResult } from '@masswerk/domain';
import type { PriceCalculation, priceQuerySchema } from '@masswerk/contract';
import type { z } from 'zod';
import { HttpError } from '../../http/http-error.ts';
import { checkDesign, type CheckedDesign } from './design-from-input.ts';
import { deriveChecked } from './derive-checked.ts';
import type { DesignCache } from './design-cache.ts';

type PriceQuery = z.infer<typeof priceQuerySchema>;

function designFromQuery(query: PriceQuery): CheckedDesign {
  if (!query.compressedStructure) {
    throw new HttpError('bad_request', 'To price an unsaved design, send it in compressedStructure.', [
      { path: 'query.compressedStructure', message: 'Required when the id is "new"' },
    ]);
  }
  let decoded: unknown;
  try {
    decoded = decodeDesign(query.compressedStructure);
  } catch (error) {
    if (error instanceof CompressedStructureError) {
      throw new HttpError('bad_request', error.message, [{ path: 'query.compressedStructure', message: error.message }]);
    }
    throw error;
  }
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) {
    throw new HttpError('invalid_design', 'structure is undefined', [{ path: 'query.compressedStructure', message: 'structure is undefined' }]);
  }
  const structure = decoded as Record<string, unknown>;
  const tagged = typeof structure.furniture_type === 'string' ? structure.furniture_type : undefined;
  const furnitureType: string | undefined = query.furniture_type ?? tagged;
  if (!furnitureType || !furnitureTypeIs(furnitureType)) {
    throw new HttpError('bad_request', 'Invalid furnitureType', [{ path: 'query.furniture_type', message: 'Invalid furnitureType' }]);
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
    throw new HttpError('bad_request', `Design ${id} is a ${checked.family.furniture_type}, not a ${query.furniture_type}.`, [
      { path: 'query.furniture_type', message: 'Invalid furnitureType' },
    ]);
  }
  if (query.baseboard_cut && checked.family.baseboardCutFeatureId === null) {
    throw new HttpError('service_unavailable_for_design', `A baseboard cut is not offered for a ${checked.family.furniture_type}.`, [
      { path: 'query.baseboard_cut', message: 'Not offered for this furniture type' },
    ]);
  }
  if (query.assembly && checked.family.assembly === null) {
    throw new HttpError('service_unavailable_for_design', `Assembly is not offered for a ${checked.family.furniture_type}.`, [
      { path: 'query.assembly', message: 'Not offered for this furniture type' },
    ]);
  }
  const options = { country: query.country, assembly: query.assembly, baseboardCut: query.baseboard_cut };
  const price =
    stored !== null
      ? piecesOf(designs.unitPrice(stored, options), query.quantity)
      : deriveChecked(checked, { countries: [query.country], assembly: query.assembly, baseboardCut: query.baseboard_cut, quantity: query.quantity }).price[query.country]!;
  return {
    country: query.country,
    quantity: price.quantity,
    totalPriceInclTaxes: price.totalPriceInclTaxes,
    net: price.net,
    vat: price.vat,
    currencyCode: price.currencyCode,
    shippingDuration: price.shippingDuration,
    assemblyRecommendation: checked.family.assembly?.recommendation(checked.design) ?? null,
    ...(query.explanation ? { explanation: price.explanation } : {}),
  };
}
