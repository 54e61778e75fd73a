import { baseboardCutAddonOf, furnitureTypeIs, type AssemblyRecommendation } from '@masswerk/domain';
import type { DesignRow } from '../../db/designs.ts';
import { HttpError } from '../../http/http-error.ts';
import { checkDesign, type CheckedDesign } from './design-from-input.ts';

export interface StoredDesign extends CheckedDesign {
  uuid: string;
  name: string | null;
  createdAt: Date;
  /** The family's assembly advice for this piece, worked out once: a stored design never changes, and every cart view asks. */
  assemblyRecommendation: AssemblyRecommendation | null;
  /**
   * The design carries a baseboard cut that some part reaches into (baseboardCutAddonOf): its own price,
   * on a product page, a related design's card or the catalogue, includes the cut, as in the configurator.
   */
  hasBaseboardCut: boolean;
}

/** A stored design re-parsed with its family (older versions migrate forward); a missing one is a 404. */
export function storedDesignOf(row: DesignRow | undefined): StoredDesign {
  if (!row || !furnitureTypeIs(row.furnitureType)) {
    throw new HttpError('design_not_found');
  }
  const checked = checkDesign(row.furnitureType, row.structure as Record<string, unknown>, 'structure');
  const assemblyRecommendation = checked.family.assembly?.recommendation(checked.design) ?? null;
  const hasBaseboardCut = baseboardCutAddonOf(checked.family, checked.design, checked.family.elements(checked.design), '') !== null;
  return { ...checked, uuid: row.uuid, name: row.name, createdAt: row.createdAt, assemblyRecommendation, hasBaseboardCut };
}
