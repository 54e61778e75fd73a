import type { Family, Selection, SelectionMode } from '@masswerk/domain';
import type { Translator } from '../i18n';
import type { Front } from '../viewer/open-scene';

export interface SectionListProps {
  /** What a section is called (family.sectionNoun). */
  noun: Family['sectionNoun'];
  sections: { id: string; label: string }[];
  selection: Selection;
  mode: SelectionMode;
  /** The piece's doors and drawers, those open in 3D, and the toggle of one (the keyboard's way to open what a tap on a selected part opens). */
  fronts?: { all: readonly Front[]; open: readonly string[]; onToggle(key: string): void };
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
export function SectionList({ noun, sections, selection, mode, fronts, t, onSelect, onClear }: SectionListProps) {
  if (mode === 'none') return null;
  const selectedFronts = fronts === undefined ? [] : selection.map((id) => ({ id, list: fronts.all.filter((f) => f.section === id) })).filter((s) => s.list.length > 0);
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
      {fronts !== undefined && selectedFronts.length > 0 ? (
        <div className="cfg-fronts">
          <p className="cfg-hint">{t.t('fronts.hint')}</p>
          {selectedFronts.map(({ id, list }) => (
            <ul key={id} className="cfg-choices" role="list" aria-label={t.t('fronts.of', { section: sectionName(noun, id, t) })}>
              {list.map((f) => {
                const open = fronts.open.includes(f.key);
                return (
                  <li key={f.key}>
                    <button type="button" className="cfg-choice" data-front={f.key} onClick={() => fronts.onToggle(f.key)}>
                      {t.t(`front.${open ? 'close' : 'open'}.${f.kind}`, { n: f.n })}
                    </button>
                  </li>
                );
              })}
            </ul>
          ))}
        </div>
      ) : null}
    </section>
  );
}
