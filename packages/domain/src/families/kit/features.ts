/**
 * The optional features of configurators.md §2 that more than one family offers: the casegoods
 * assembly (shelf and wardrobe) and the baseboard cut (feature 15) with its sizes and rules.
 */
import type { DesignBase } from '../family.ts';
import type { IssueList } from './issues.ts';

/** Assembly feature of the casegoods (shelf and wardrobe); the sofas use 7. */
export const CASEGOODS_ASSEMBLY_FEATURE_ID = 14;
export const BASEBOARD_CUT_FEATURE_ID = 15;
/** Baseboard cut choices in centimetres (configurators.md §5); 0 and 0 is no cut. */
export const BASEBOARD_CUT_HEIGHTS = [0, 6, 8.5, 10, 16] as const;
export const BASEBOARD_CUT_DEPTHS = [0, 2, 4.5] as const;

/** A cut-out for a skirting board, in centimetres. */
export interface BaseboardCut {
  height: number;
  depth: number;
}

/** The design's baseboard cut, or null when it has none (no field, or a cut of height 0). */
export function baseboardCutOf(design: DesignBase): BaseboardCut | null {
  const cut = (design as { baseboardCut?: BaseboardCut }).baseboardCut;
  return cut !== undefined && cut.height > 0 ? cut : null;
}

/** The rules of a baseboard cut: sizes from the lists, and a height only with a depth (words in DESIGN_ISSUES). */
export function baseboardCutCheck(cut: BaseboardCut, issues: IssueList): void {
  if (!(BASEBOARD_CUT_HEIGHTS as readonly number[]).includes(cut.height)) {
    issues.error('baseboardCut.height', 'baseboardCut.height', { height: { cm: cut.height }, heights: { anyOf: BASEBOARD_CUT_HEIGHTS.map((cm) => ({ cm })) } });
  }
  if (!(BASEBOARD_CUT_DEPTHS as readonly number[]).includes(cut.depth)) {
    issues.error('baseboardCut.depth', 'baseboardCut.depth', { depth: { cm: cut.depth }, depths: { anyOf: BASEBOARD_CUT_DEPTHS.map((cm) => ({ cm })) } });
  }
  if ((cut.height === 0) !== (cut.depth === 0)) issues.error('baseboardCut', 'baseboardCut.partial');
}
