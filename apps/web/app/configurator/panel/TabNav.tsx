import type { ViewMetadata } from '@masswerk/domain';
import type { Translator } from '../i18n';

export interface TabNavProps {
  furnitureType: string;
  tabs: ViewMetadata[];
  current: string;
  t: Translator;
  onChange(id: string): void;
}

/** A tab's name in the locale. */
export function tabName(furnitureType: string, tab: ViewMetadata, t: Translator): string {
  return t.tryT(`view.${furnitureType}.${tab.id}`, tab.label);
}

/**
 * The family's steps on phones and tablets. Links styled as steps rather than an ARIA tablist: each step is a
 * page of options in a sequence, reached in order by the next button or directly here.
 */
export function TabNav({ furnitureType, tabs, current, t, onChange }: TabNavProps) {
  return (
    <nav className="cfg-tabs" aria-label={t.t('tabs.label')}>
      <ol>
        {tabs.map((tab, i) => (
          <li key={tab.id}>
            <button type="button" className="cfg-tab" aria-current={tab.id === current ? 'step' : undefined} onClick={() => onChange(tab.id)}>
              <span className="cfg-tab-number" aria-hidden="true">
                {i + 1}
              </span>
              {tabName(furnitureType, tab, t)}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
