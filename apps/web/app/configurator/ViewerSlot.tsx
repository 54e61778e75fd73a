import { type CSSProperties, type RefObject, useEffect, useRef, useState } from 'react';
import { fitServes, fitUrl } from '@masswerk/contract';
import { ContentImage } from '../content/ContentImage';
import { LazyViewer } from './viewer/LazyViewer';
import type { ViewerProps } from './viewer/viewer-props';
import type { ViewerPoster } from './poster';

export interface ViewerSlotProps {
  props: ViewerProps;
  /** The design's picture shown in the view's place until the 3D view has drawn its first frame; null: the loading state alone. */
  poster?: ViewerPoster | null;
}

/** How wide the poster is drawn at most: the stage beside the panel, the whole width below 992 px. */
const POSTER_SIZES = '(min-width: 992px) calc(100vw - 500px), 100vw';
/** The poster's fade (configurator.css .cfg-poster), and a little more before it leaves the page. */
const FADE_MS = 400;

/**
 * Where the 3D viewer goes: the lazily loaded, client-only canvas (a loading state on the server). With a
 * poster, the picture lies over it from the server's HTML on, in the same box, and fades once the
 * canvas says it has drawn (its wrapper's data-ready), so the page never shows an empty box and the
 * live view takes over without a jump.
 */
export function ViewerSlot({ props, poster = null }: ViewerSlotProps) {
  const slot = useRef<HTMLDivElement>(null);
  const drawn = useFirstFrame(slot, poster !== null);
  const [gone, setGone] = useState(false);
  useEffect(() => {
    if (!drawn) return;
    const timer = window.setTimeout(() => setGone(true), FADE_MS);
    return () => window.clearTimeout(timer);
  }, [drawn]);
  return (
    <div ref={slot} className="cfg-viewer-slot">
      <LazyViewer {...props} />
      {poster && !gone && (
        <div className="cfg-poster" data-testid="configurator-poster" data-drawn={drawn} style={{ '--cfg-poster-aspect': poster.aspect, '--cfg-poster-backdrop': `url("${backdropOf(poster.src)}")` } as CSSProperties}>
          <ContentImage image={{ src: poster.src, alt: poster.alt, width: poster.size, height: poster.size }} sizes={POSTER_SIZES} priority />
        </div>
      )}
    </div>
  );
}

/** The picture blurred into the box beside the poster where the box is wider than it: a small copy through the image service when it serves it. */
function backdropOf(src: string): string {
  return fitServes(src) ? fitUrl(src, 500, 'webp') : src;
}

/** A canvas that has drawn, or the button that loads the 3D view again after its code failed: either way the poster leaves. */
const DONE = '[data-testid="configurator-canvas"][data-ready="true"], [data-testid="configurator-canvas-error"]';

/** Whether the viewer inside `box` has drawn a frame, or given up (watched only while `watch`). */
function useFirstFrame(box: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const el = box.current;
    // The canvas renders only after hydration, so it cannot have drawn before this runs.
    if (!watch || drawn || !el) return;
    const observer = new MutationObserver(() => {
      if (el.querySelector(DONE)) setDrawn(true);
    });
    observer.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-ready'] });
    return () => observer.disconnect();
  }, [box, watch, drawn]);
  return drawn;
}
