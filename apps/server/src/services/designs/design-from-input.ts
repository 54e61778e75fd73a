import { designSizeIssue, familyOf, type DesignBase, type DesignIssue, type Family, type FurnitureType } from '@masswerk/domain';
import { HttpError } from '../../http/http-error.ts';
import { MAX_REPORTED_FIELDS } from '../../http/validate.ts';

/** A design the server has parsed and checked with its family's rules: the only kind it stores or prices. */
export interface CheckedDesign {
  family: Family<DesignBase>;
  design: DesignBase;
  warnings: DesignIssue[];
}

/**
 * A 422 naming the design's problems: the first MAX_REPORTED_FIELDS of them, so the answer stays small
 * whatever was sent, each worded in the request's language (the English sentence's `problem` parameters
 * are the domain's English words, which only the English template uses).
 */
function invalidDesign(issues: DesignIssue[], prefix: string): HttpError {
  const shown = issues.slice(0, MAX_REPORTED_FIELDS);
  const fields = shown.map((issue) => ({ path: [prefix, issue.path].filter(Boolean).join('.'), message: { issue } }));
  const params = { count: issues.length, problem: issues[0]?.message ?? '', problems: shown.map((i) => i.message).join(' '), more: issues.length - shown.length };
  return new HttpError('invalid_design', { key: 'error.invalid_design', params }, fields);
}

/**
 * Parses untrusted design JSON with its family (any stored version migrates forward) and validates it with
 * the family's rules; any problem is a 422 naming each field by path (under `prefix`, e.g. "structure").
 */
export function checkDesign(furnitureType: FurnitureType, structure: Record<string, unknown>, prefix: string): CheckedDesign {
  const family = familyOf(furnitureType);
  const tagged = structure.furniture_type ?? furnitureType;
  if (tagged !== furnitureType) {
    throw invalidDesign([{ path: 'furniture_type', code: 'design.furniture_type.mismatch', message: `The structure is a ${String(tagged)}, not a ${furnitureType}.` }], prefix);
  }
  // Before the family's rules, some of which compare every part with every other.
  const tooLong = designSizeIssue(structure);
  if (tooLong) throw invalidDesign([tooLong], prefix);
  const parsed = family.parse({ ...structure, furniture_type: furnitureType });
  if (!parsed.ok) throw invalidDesign(parsed.errors, prefix);
  const { errors, warnings } = family.validate(parsed.design);
  if (errors.length > 0) throw invalidDesign(errors, prefix);
  return { family, design: parsed.design, warnings };
}
