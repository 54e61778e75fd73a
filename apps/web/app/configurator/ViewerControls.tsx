import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Translator } from './i18n';

export interface ViewerControlsProps {
  /** The id of the element shown full screen (the 3D view's box). */
  target: string;
  /** Frames the piece again from the view's camera. */
  onReset(): void;
  /** Doors and drawers open in the 3D view, and the toggle; absent when the piece has none. */
  open?: { pressed: boolean; onToggle(): void };
  t: Translator;
}

const noop = () => () => undefined;

/**
 * Reset view, open doors and drawers, and full screen, as buttons over the 3D view (keyboard operable; full
 * screen where the browser allows it). On a phone they are round icons: their words stay for screen readers
 * (configurator.css), and three worded pills wrapped and covered the top of the piece.
 */
export function ViewerControls({ target, onReset, open, t }: ViewerControlsProps) {
  const canFullscreen = useSyncExternalStore(noop, () => document.fullscreenEnabled === true, () => false);
  const [full, setFull] = useState(false);
  useEffect(() => {
    const onChange = () => setFull(document.fullscreenElement?.id === target);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);
  const toggle = (): void => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.getElementById(target)?.requestFullscreen();
  };
  return (
    <div className="cfg-viewer-controls">
      <button type="button" className="cfg-viewer-button" onClick={onReset}>
        <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3 8a5 5 0 1 0 1.5-3.55M3 2.5v2.5h2.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="cfg-viewer-button-label">{t.t('viewer.reset')}</span>
      </button>
      {open ? (
        <button type="button" className="cfg-viewer-button" onClick={open.onToggle} aria-pressed={open.pressed} data-testid="open-fronts">
          <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3 2h7v12H3zM10 3.5l3.5-1.5v12L10 12.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
          </svg>
          <span className="cfg-viewer-button-label">{t.t('viewer.open')}</span>
        </button>
      ) : null}
      {canFullscreen ? (
        <button type="button" className="cfg-viewer-button" onClick={toggle} aria-pressed={full}>
          <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="cfg-viewer-button-label">{t.t('viewer.fullscreen')}</span>
        </button>
      ) : null}
    </div>
  );
}
