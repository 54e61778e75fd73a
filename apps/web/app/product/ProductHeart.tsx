import { useState } from 'react';
import { localePath, type Locale } from '@masswerk/domain';
import { designList, designListHas, useDesignEntries } from '../my-designs/design-list';
import { HeartIcon } from '../shell/icons';
import { useProductI18n } from './i18n';

type HeartState = 'idle' | 'busy' | 'added' | 'removed' | 'error';

/**
 * The product page's heart (issue 15): keeps this saved design in My Designs or takes it out, through the
 * same list as the configurator's heart and the header's badge (signed in, the account's). A toggle
 * button whose name stays the same; aria-pressed says the state and a status line what happened.
 */
export function ProductHeart({ uuid, locale }: { uuid: string; locale: Locale }) {
  const { t } = useProductI18n();
  const entries = useDesignEntries();
  const [state, setState] = useState<HeartState>('idle');
  const pressed = designListHas(entries, uuid);
  const toggle = async () => {
    if (state === 'busy') return;
    setState('busy');
    try {
      if (pressed) {
        await designList().remove(uuid);
        setState('removed');
      } else {
        await designList().add(uuid);
        setState('added');
      }
    } catch {
      // Local storage full or blocked, or the account's list did not answer.
      setState('error');
    }
  };
  return (
    <div className="product-heart">
      <button
        type="button"
        className="product-heart-button"
        aria-pressed={pressed}
        aria-disabled={state === 'busy' || undefined}
        aria-label={t('heart.label')}
        title={t('heart.label')}
        onClick={() => void toggle()}
        data-testid="product-heart"
      >
        <HeartIcon filled={pressed} />
      </button>
      <div role="status" aria-live="polite" className="product-heart-status">
        {state === 'added' && pressed ? (
          <p>
            {t('heart.added')} <a href={localePath(locale, '/my-designs')}>{t('heart.view')}</a>
          </p>
        ) : null}
        {state === 'removed' && !pressed ? <p>{t('heart.removed')}</p> : null}
        {state === 'error' ? <p className="field-error">{t('heart.error')}</p> : null}
      </div>
    </div>
  );
}
