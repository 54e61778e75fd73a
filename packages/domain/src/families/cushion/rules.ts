/** Cushion rules (configurators.md §5): one of the six sizes, a fabric or leather cover. */
import type { ValidationResult } from '../../design/issue.ts';
import { IssueList } from '../kit/issues.ts';
import { upholsteryColorIs } from '../sofa/covers.ts';
import { CUSHION_SIZES, cushionSizeText } from './constants.ts';
import type { CushionDesign } from './design.ts';

/** Every rule break of a cushion design. */
export function cushionValidate(design: CushionDesign): ValidationResult {
  const issues = new IssueList('cushion');
  if (!CUSHION_SIZES.some((s) => s.length === design.length && s.width === design.width)) {
    issues.error('length', 'size', `A cushion of ${design.length} x ${design.width} mm is not made; choose ${CUSHION_SIZES.map(cushionSizeText).join(', ')}.`);
  }
  if (!upholsteryColorIs(design.color)) {
    issues.error('color', 'color', `"${design.color}" is not one of our fabrics or leathers: choose a cover colour from the list.`);
  }
  return issues.result();
}
