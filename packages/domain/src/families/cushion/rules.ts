/** Cushion rules (configurators.md §5): one of the six sizes, a fabric or leather cover. */
import type { ValidationResult } from '../../design/issue.ts';
import { IssueList } from '../kit/issues.ts';
import { upholsteryColorIs } from '../sofa/covers.ts';
import { CUSHION_SIZES } from './constants.ts';
import type { CushionDesign } from './design.ts';
import { CUSHION_ISSUES } from './messages.ts';

/** Every rule break of a cushion design. */
export function cushionValidate(design: CushionDesign): ValidationResult {
  const issues = new IssueList('cushion', CUSHION_ISSUES);
  if (!CUSHION_SIZES.some((s) => s.length === design.length && s.width === design.width)) {
    issues.error('length', 'size', { size: { mmSize: [design.length, design.width] }, sizes: { anyOf: CUSHION_SIZES.map((s) => ({ mmSize: [s.length, s.width] as const })) } });
  }
  if (!upholsteryColorIs(design.color)) issues.error('color', 'color', { id: design.color });
  return issues.result();
}
