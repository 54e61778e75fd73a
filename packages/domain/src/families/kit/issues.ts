/**
 * The issue collector every family's rules write to. Rules are named without the family (the collector
 * puts `{furniture_type}.` in front) and carry typed parameters; the words come from the family's table.
 */
import type { DesignIssue, ValidationResult } from '../../design/issue.ts';
import type { MessageParams } from '../../messages/format.ts';
import { issueOf, type IssueTable } from './messages.ts';

/** Errors and warnings of one validation, with codes prefixed by the family. */
export class IssueList {
  readonly errors: DesignIssue[] = [];
  readonly warnings: DesignIssue[] = [];
  constructor(
    readonly furnitureType: string,
    private readonly table: IssueTable,
  ) {}

  error(path: string, rule: string, params: MessageParams = {}): void {
    this.errors.push(issueOf(this.table, this.furnitureType, rule, params, path));
  }

  warn(path: string, rule: string, params: MessageParams = {}): void {
    this.warnings.push(issueOf(this.table, this.furnitureType, rule, params, path));
  }

  result(): ValidationResult {
    return { errors: this.errors, warnings: this.warnings };
  }
}
