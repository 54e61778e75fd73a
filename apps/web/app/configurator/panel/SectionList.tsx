import type { Family, Selection, SelectionMode } from '@masswerk/domain';
import type { Translator } from '../i18n';

export interface SectionListProps {
  /** What a section is called (family.sectionNoun). */
  noun: Family['sectionNoun'];
  sections: { id: string; label: string }[];
  selection: Selection;
  mode: SelectionMode;
  t: Translator;
  onSelect(section: string): void;
  onClear(): void;
}

/** A section's name in the locale: the whole piece, or a column or module by number (the domain's labels are English). */
export function sectionName(noun: Family['sectionNoun'], id: string, t: Translator): string {
  if (noun === 'whole') return t.t('section.whole');
  const match = /^[a-z](\d+)$/.exec(id);
  if (match === null) return id;
  return t.t(noun === 'column' ? 'section.column' : 'section.module', { n: Number(match[1]) + 1 });
}

/** The keyboard way to select what the 3D view selects by clicking: one toggle button per section. */
export function SectionList({ noun, sections, selection, mode, t, onSelect, onClear }: SectionListProps) {
  if (mode === 'none') return null;
  return (
    <section className="cfg-sections" aria-labelledby="cfg-sections-heading">
      <h2 id="cfg-sections-heading" className="cfg-small-heading">
        {t.t('sections.heading')}
      </h2>
      <p className="cfg-hint">{t.t('sections.hint')}</p>
      {/* A part picked in the 3D view is said too, not only shown pressed here. */}
      <p role="status" className="visually-hidden">
        {selection.length > 0 ? t.t('sections.selected', { count: selection.length }) : ''}
      </p>
      <ul className="cfg-choices" role="list">
        {sections.map((s) => (
          <li key={s.id}>
            <button type="button" className="cfg-choice" aria-pressed={selection.includes(s.id)} onClick={() => onSelect(s.id)} data-section={s.id}>
              {sectionName(noun, s.id, t)}
            </button>
          </li>
        ))}
        {selection.length > 0 ? (
          <li>
            <button type="button" className="cfg-link-button" onClick={onClear}>
              {t.t('sections.clear')}
            </button>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
