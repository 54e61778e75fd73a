import { HeartIcon } from '../../shell/icons';
import type { Translator } from '../i18n';

export type HeartStatus = { kind: 'idle' } | { kind: 'saving' } | { kind: 'added' } | { kind: 'removed' } | { kind: 'error'; message: string };

export interface DesignHeartProps {
  /** The design on screen is in My Designs. */
  pressed: boolean;
  status: HeartStatus;
  onToggle(): void;
  /** The My Designs page (with the locale prefix). */
  href: string;
  t: Translator;
}

/**
 * The heart (shop.md §2 header "a heart icon to My Designs"): a toggle button that keeps the design on
 * screen in My Designs or takes it out. Its name stays the same and aria-pressed says the state; what
 * happened is read out beside it.
 */
export function DesignHeart({ pressed, status, onToggle, href, t }: DesignHeartProps) {
  const saving = status.kind === 'saving';
  return (
    <div className="cfg-heart">
      <button
        type="button"
        className="cfg-heart-button"
        aria-pressed={pressed}
        aria-disabled={saving || undefined}
        aria-label={t.t('heart.label')}
        title={t.t('heart.label')}
        onClick={onToggle}
      >
        <HeartIcon filled={pressed} />
      </button>
      <div role="status" aria-live="polite" className="cfg-heart-status">
        {saving ? <p className="cfg-muted">{t.t('save.saving')}</p> : null}
        {status.kind === 'added' && pressed ? (
          <p className="cfg-success">
            {t.t('heart.added')} <a href={href}>{t.t('heart.view')}</a>
          </p>
        ) : null}
        {status.kind === 'removed' && !pressed ? <p className="cfg-muted">{t.t('heart.removed')}</p> : null}
        {status.kind === 'error' ? <p className="cfg-error">{status.message}</p> : null}
      </div>
    </div>
  );
}
