import { useEffect, useRef } from 'react';
import { CloseIcon } from '../shell/icons';
import { useCartI18n } from './use-cart-i18n';

export interface UndoNoticeProps {
  /** The removed line's name. */
  name: string;
  /** Changes with every removal, so that each one moves the focus here again. */
  removalKey: string;
  onUndo(): void;
  onDismiss(): void;
}

/**
 * Says which line was removed and offers to put it back. The focus moves to its undo button, since the
 * removed line's own controls are gone; the notice stays until dismissed or the next removal (no timeout).
 */
export function UndoNotice({ name, removalKey, onUndo, onDismiss }: UndoNoticeProps) {
  const { t } = useCartI18n();
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    undo.current?.focus();
  }, [removalKey]);
  return (
    <div className="notice cart-notice" role="status">
      <p>{t('removed', { name })}</p>
      <button ref={undo} type="button" className="button button-quiet" aria-label={t('undo.name', { name })} onClick={onUndo}>
        {t('undo')}
      </button>
      <button type="button" className="icon-button" aria-label={t('notice.close')} onClick={onDismiss}>
        <CloseIcon />
      </button>
    </div>
  );
}
