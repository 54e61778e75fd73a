import type { PartChange, PartChanges } from '@masswerk/domain';
import type { Translator } from '../i18n';

export interface DesignChangesProps {
  /** The domain's compare of the saved design with the one on screen (compareParts). */
  changes: PartChanges;
  /** Which part to show: the counts with what saving does (a live status beside the save button), or the parts in words. */
  show: 'summary' | 'parts';
  /** The parts under a heading of their own (where no summary stands above them). */
  heading?: boolean;
  t: Translator;
}

/** Kinds of part listed before the rest fold away under "and N more kinds of parts". */
const SHOWN_GROUPS = 4;

/**
 * What changed since the design was saved, before it is saved as a new design: the parts added and
 * removed, counted ("2 parts added, 1 removed") and listed in words with their colour and size.
 */
export function DesignChanges({ changes, show, heading = false, t }: DesignChangesProps) {
  const same = changes.addedCount === 0 && changes.removedCount === 0;
  if (show === 'summary') {
    return (
      <div className="cfg-changes" data-testid="design-changes">
        <p className="cfg-changes-summary">
          <strong>{t.t('changes.label')}</strong> {same ? t.t('changes.sameParts') : t.t('changes.summary', { added: changes.addedCount, removed: changes.removedCount })}
        </p>
        <p className="cfg-muted cfg-changes-note">{t.t('changes.newDesign')}</p>
      </div>
    );
  }
  if (same) return null;
  return (
    <div className="cfg-changes cfg-changes-parts" data-testid="design-changes-parts">
      {heading ? <h3 className="cfg-small-heading">{t.t('changes.heading')}</h3> : null}
      <ChangeGroup heading={t.t('changes.added')} sign="+" groups={changes.added} t={t} />
      <ChangeGroup heading={t.t('changes.removed')} sign="-" groups={changes.removed} t={t} />
      {heading ? <p className="cfg-muted cfg-changes-note">{t.t('changes.newDesign')}</p> : null}
    </div>
  );
}

/** Added or removed parts under their heading; nothing when there are none. */
function ChangeGroup({ heading, sign, groups, t }: { heading: string; sign: '+' | '-'; groups: readonly PartChange[]; t: Translator }) {
  if (groups.length === 0) return null;
  const shown = groups.length > SHOWN_GROUPS + 1 ? groups.slice(0, SHOWN_GROUPS) : groups;
  const rest = groups.slice(shown.length);
  const items = (list: readonly PartChange[]) =>
    list.map((part) => (
      <li key={`${part.word} ${part.color} ${part.length} ${part.width} ${part.height}`}>
        <span aria-hidden="true" className="cfg-changes-sign">
          {sign === '+' ? '+' : '−'}
        </span>{' '}
        {partChangeText(part, t)}
      </li>
    ));
  return (
    <div className={`cfg-changes-group cfg-changes-${sign === '+' ? 'added' : 'removed'}`}>
      <h4 className="cfg-changes-heading">{heading}</h4>
      <ul>{items(shown)}</ul>
      {rest.length > 0 ? (
        <details>
          <summary>{t.t('changes.more', { count: rest.length })}</summary>
          <ul>{items(rest)}</ul>
        </details>
      ) : null}
    </div>
  );
}

/** One group of alike parts in words: "2 boards, White, 72.6 × 34.2 × 1.9 cm". */
export function partChangeText(part: PartChange, t: Translator): string {
  const cm = (mm: number): string => t.number(Math.round(mm) / 10);
  return t.t('changes.line', {
    parts: t.tryT(`part.${part.word}`, part.word, { count: part.count }),
    color: t.color(part.color),
    size: t.t('changes.size', { length: cm(part.length), width: cm(part.width), height: cm(part.height) }),
  });
}
