/**
 * The issue collector every family's rules write to, and the few text helpers their messages share.
 * Codes are written without the family: the collector puts `{furniture_type}.` in front.
 */
import type { DesignIssue, ValidationResult } from '../../design/issue.ts';

/** Errors and warnings of one validation, with codes prefixed by the family. */
export class IssueList {
  readonly errors: DesignIssue[] = [];
  readonly warnings: DesignIssue[] = [];
  constructor(readonly furnitureType: string) {}

  error(path: string, code: string, message: string): void {
    this.errors.push({ path, code: `${this.furnitureType}.${code}`, message });
  }

  warn(path: string, code: string, message: string): void {
    this.warnings.push({ path, code: `${this.furnitureType}.${code}`, message });
  }

  result(): ValidationResult {
    return { errors: this.errors, warnings: this.warnings };
  }
}

/** "a", "a or b", "a, b or c". */
export function listOr(items: readonly (string | number)[]): string {
  const texts = items.map(String);
  return texts.length <= 1 ? texts.join('') : `${texts.slice(0, -1).join(', ')} or ${texts.at(-1)!}`;
}

/** Upper-cases the first letter ("slanted" -> "Slanted"). */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
