import type { DesignIssue, ValidationResult } from '@masswerk/domain';
import type { Translator } from '../i18n';

export interface IssueListProps {
  validation: ValidationResult;
  t: Translator;
}

/** The design's errors and warnings, in words, next to the design. */
export function IssueList({ validation, t }: IssueListProps) {
  return (
    <div className="cfg-issues" aria-live="polite">
      <IssueGroup kind="error" heading={t.t('issues.errors')} issues={validation.errors} t={t} />
      <IssueGroup kind="warning" heading={t.t('issues.warnings')} issues={validation.warnings} t={t} />
    </div>
  );
}

/** One kind of issue under its heading; nothing when there is none. */
function IssueGroup({ kind, heading, issues, t }: { kind: 'error' | 'warning'; heading: string; issues: readonly DesignIssue[]; t: Translator }) {
  if (issues.length === 0) return null;
  return (
    <div className={`cfg-issue cfg-issue-${kind}`} role="group" aria-labelledby={`cfg-${kind}s-heading`}>
      <h2 id={`cfg-${kind}s-heading`} className="cfg-small-heading">
        {heading}
      </h2>
      <ul>
        {issues.map((issue) => (
          <li key={`${issue.code}@${issue.path}`}>{t.issue(issue)}</li>
        ))}
      </ul>
    </div>
  );
}
