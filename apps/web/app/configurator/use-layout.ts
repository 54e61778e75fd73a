import { useSyncExternalStore } from 'react';

/** Panel layouts by width (shop.md §9): phone under 768 px, tablet 768 to 991 px, desktop from 992 px. */
export type Layout = 'phone' | 'tablet' | 'desktop';

const DESKTOP = '(min-width: 992px)';
const TABLET = '(min-width: 768px)';

function layoutNow(): Layout {
  if (window.matchMedia(DESKTOP).matches) return 'desktop';
  return window.matchMedia(TABLET).matches ? 'tablet' : 'phone';
}

function subscribe(onChange: () => void): () => void {
  const queries = [window.matchMedia(DESKTOP), window.matchMedia(TABLET)];
  for (const q of queries) q.addEventListener('change', onChange);
  return () => {
    for (const q of queries) q.removeEventListener('change', onChange);
  };
}

/**
 * The layout for the window's width. The server cannot know the width, so it renders the phone layout for a
 * phone's User-Agent and the desktop one otherwise; hydration starts from that guess and then follows the
 * real width.
 */
export function useLayout(serverGuess: Layout): Layout {
  return useSyncExternalStore(subscribe, layoutNow, () => serverGuess);
}
