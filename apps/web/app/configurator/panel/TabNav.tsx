import { useEffect, useRef } from 'react';
import type { ViewStep } from '@masswerk/domain';
import type { Translator } from '../i18n';

export interface TabNavProps {
  furnitureType: string;
  steps: ViewStep[];
  current: string;
  t: Translator;
  onChange(id: string): void;
}

/** A step's name in the locale: `step.{id}`, else its tab's name (`view.{type}.{tab}`). */
export function stepName(furnitureType: string, step: ViewStep, t: Translator): string {
  return t.tryT(`step.${step.id}`, t.tryT(`view.${furnitureType}.${step.tab}`, step.label));
}

/**
 * The family's steps on phones and tablets. Links styled as steps rather than an ARIA tablist: each step is a
 * page of options in a sequence, reached in order by the next button or directly here. On a phone the row
 * scrolls sideways and keeps the current step in sight.
 */
export function TabNav({ furnitureType, steps, current, t, onChange }: TabNavProps) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const ol = list.current;
    const button = ol?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!ol || !button || ol.scrollWidth <= ol.clientWidth) return;
    // Centre the current step in the row without scrolling the page (scrollIntoView would).
    ol.scrollLeft = button.offsetLeft - ol.offsetLeft - (ol.clientWidth - button.offsetWidth) / 2;
  }, [current]);
  return (
    <nav className="cfg-tabs" aria-label={t.t('tabs.label')}>
      <ol ref={list}>
        {steps.map((step, i) => (
          <li key={step.id}>
            <button type="button" className="cfg-tab" aria-current={step.id === current ? 'step' : undefined} onClick={() => onChange(step.id)}>
              <span className="cfg-tab-number" aria-hidden="true">
                {i + 1}
              </span>
              {stepName(furnitureType, step, t)}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
