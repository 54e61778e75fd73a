import type { ValidationResult } from '@masswerk/domain';
import type { Translator } from '../i18n';

export interface IssueListProps {
  validation: ValidationResult;
  t: Translator;
}

/** The design's errors and warnings, in words, next to the design. */
export function IssueList({ validation, t }: IssueListProps) {
  const { errors, warnings } = validation;
  return (
    <div className="cfg-issues" aria-live="polite">
      {errors.length > 0 ? (
        <div className="cfg-issue cfg-issue-error" role="group" aria-labelledby="cfg-errors-heading">
          <h2 id="cfg-errors-heading" className="cfg-small-heading">
            {t.t('issues.errors')}
          </h2>
          <ul>
            {errors.map((e) => (
              <li key={`${e.code}@${e.path}`}>{t.issue(e)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {warnings.length > 0 ? (
        <div className="cfg-issue cfg-issue-warning" role="group" aria-labelledby="cfg-warnings-heading">
          <h2 id="cfg-warnings-heading" className="cfg-small-heading">
            {t.t('issues.warnings')}
          </h2>
          <ul>
            {warnings.map((w) => (
              <li key={`${w.code}@${w.path}`}>{t.issue(w)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
