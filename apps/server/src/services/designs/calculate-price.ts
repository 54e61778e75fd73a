import { decodeDesign, CompressedStructureError, furnitureTypeIs, type FurnitureType } from '@masswerk/domain';
import type { PriceCalculation, priceQuerySchema } from '@masswerk/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import { checkDesign, type CheckedDesign } from './design-from-input.ts';
import { deriveChecked } from './derive-checked.ts';
import { loadDesign } from './load-design.ts';

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

/** Prices a stored design (by uuid) or an unsaved one (id "new"), recomputed here from the design alone. */
export async function calculatePrice(db: Db, id: string, query: PriceQuery): Promise<PriceCalculation> {
  const checked = id === 'new' ? designFromQuery(query) : await loadDesign(db, id);
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
  const derived = deriveChecked(checked, {
    countries: [query.country],
    assembly: query.assembly,
    baseboardCut: query.baseboard_cut,
    quantity: query.quantity,
  });
  const price = derived.price[query.country]!;
  return {
    country: query.country,
    quantity: price.quantity,
    totalPriceInclTaxes: price.totalPriceInclTaxes,
    net: price.net,
    vat: price.vat,
    currencyCode: price.currencyCode,
    shippingDuration: price.shippingDuration,
    assemblyRecommendation: derived.assemblyRecommendation,
    ...(query.explanation ? { explanation: price.explanation } : {}),
  };
}
