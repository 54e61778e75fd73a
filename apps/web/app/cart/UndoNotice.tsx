import { useEffect, useRef } from 'react';
import { CloseIcon } from '../shell/icons';

export interface UndoNoticeProps {
  /** What was removed ("Shelf removed."). */
  text: string;
  /** The undo button's words and its full name ("Undo", "Put Shelf back"), and the close button's name. */
  undo: { label: string; name: string };
  closeLabel: string;
  /** Changes with every removal, so that each one moves the focus here again. */
  removalKey: string;
  onUndo(): void;
  onDismiss(): void;
}

/**
 * Says what was removed (a cart line, a design from My Designs) and offers to put it back. The focus moves
 * to its undo button, since the removed item's own controls are gone; the notice stays until dismissed or
 * the next removal (no timeout).
 */
export function UndoNotice({ text, undo: words, closeLabel, removalKey, onUndo, onDismiss }: UndoNoticeProps) {
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    undo.current?.focus();
  }, [removalKey]);
  return (
    <div className="notice cart-notice" role="status">
      <p>{text}</p>
      <button ref={undo} type="button" className="button button-quiet" aria-label={words.name} onClick={onUndo}>
        {words.label}
      </button>
      <button type="button" className="icon-button" aria-label={closeLabel} onClick={onDismiss}>
        <CloseIcon />
      </button>
    </div>
  );
}
