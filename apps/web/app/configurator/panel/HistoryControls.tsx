import { useEffect } from 'react';
import type { Translator } from '../i18n';

export interface HistoryControlsProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  t: Translator;
}

/** True when a key press belongs to a text field, whose own undo must keep working. */
function inTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'range'].includes(target.type);
}

/** Undo and redo buttons, and Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z (and Ctrl+Y) anywhere on the page. */
export function HistoryControls({ canUndo, canRedo, onUndo, onRedo, t }: HistoryControlsProps) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || inTextField(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        onUndo();
      } else if ((key === 'z' && event.shiftKey) || (key === 'y' && event.ctrlKey && !event.shiftKey)) {
        event.preventDefault();
        onRedo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onUndo, onRedo]);
  return (
    <div className="cfg-history" role="group" aria-label={t.t('history.label')}>
      <button type="button" className="cfg-icon-button" onClick={onUndo} aria-disabled={!canUndo || undefined} aria-keyshortcuts="Control+Z Meta+Z">
        <span aria-hidden="true">↶</span> {t.t('history.undo')}
      </button>
      <button type="button" className="cfg-icon-button" onClick={onRedo} aria-disabled={!canRedo || undefined} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z">
        <span aria-hidden="true">↷</span> {t.t('history.redo')}
      </button>
    </div>
  );
}
