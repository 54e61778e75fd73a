import { type ComponentType, type ReactNode, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { withTimeout } from './chunk-load.ts';
import { ChunkErrorBoundary } from './ChunkErrorBoundary.tsx';
import { roomStyleOf } from './room-style.ts';
import { downloadSceneAsset, ENVIRONMENT_KEY, preloadSceneAssets } from './scene-asset-files.ts';
import { sceneTextureKeys } from './scene-layout.ts';
import type { ViewerProps } from './viewer-props.ts';

export type LazyViewerProps = ViewerProps;

type ViewerModule = {
  default: ComponentType<ViewerProps>;
  /** Resolves once what the first frame of these props draws is computed (Viewer.tsx). */
  prepareFirstFrame(props: Pick<ViewerProps, 'scene' | 'sceneStyle'>): Promise<void>;
};

/**
 * The viewer's code, fetched on demand (the first time: already under way, see earlyViewer). The server
 * build never sees the import (import.meta.env.SSR is a build-time constant), so the 3D libraries stay out of it.
 */
function loadViewer(): Promise<ViewerModule> {
  if (import.meta.env.SSR) return new Promise<ViewerModule>(() => {});
  const early = earlyViewer;
  earlyViewer = null;
  return early ?? withTimeout(import('./Viewer.tsx'));
}

/**
 * The viewer's code and the studio environment start downloading as soon as the page's own code runs,
 * while the page hydrates (the canvas renders only after): the first 3D frame waits for both, and
 * hydration no longer comes first on its way (issue 16). The first load takes this download.
 */
let earlyViewer: Promise<ViewerModule> | null = null;
if (!import.meta.env.SSR && typeof window !== 'undefined') {
  earlyViewer = withTimeout(import('./Viewer.tsx'));
  // Nobody may read it (a page that never shows the viewer): its failure is the viewer's load to report.
  earlyViewer.catch(() => undefined);
  void downloadSceneAsset(ENVIRONMENT_KEY);
}

const noop = () => () => {};
/** False on the server and while hydrating, true after: the canvas only ever renders in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(noop, () => true, () => false);
}

/**
 * The 3D viewer as the page renders it: a loading state on the server and while the 3D chunk
 * downloads, the canvas once it is there, and a retry button when the chunk fails or times out
 * (120 s).
 */
export function LazyViewer(props: LazyViewerProps) {
  // The first frame's textures, downloaded from the page's first render in the browser on rather than once
  // the viewer asks. Not from the server's HTML: links there took the phone's bandwidth from the page's
  // stylesheet and held back its first paint (Lighthouse's LCP 2.1 s instead of 0.9 s).
  const textures = useMemo(() => sceneTextureKeys(props.scene, roomStyleOf(props.sceneStyle)), [props.scene, props.sceneStyle]);
  // (The environment's download started when this module ran: a preload now would fetch it twice.)
  if (!import.meta.env.SSR) preloadSceneAssets(textures);
  const hydrated = useHydrated();
  const [attempt, setAttempt] = useState(0);
  const loading = <ViewerLoading label={props.loadingLabel ?? 'Loading the 3D view'} />;
  if (!hydrated) return loading;
  return (
    <ChunkErrorBoundary key={attempt} retryLabel={props.retryLabel ?? 'Try again'} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={loading}>
        <LoadedViewer props={props} loading={loading} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/** The viewer's module, once this page has loaded it. */
let loaded: ViewerModule | null = null;

/**
 * The viewer once its code is loaded and its first frame's assets are prepared; the loading state until
 * then. Loaded by an effect rather than React.lazy: a component that suspends shows its boundary's
 * fallback, and React then holds the content back until 300 ms after that fallback appeared (its
 * throttle for loading states), so the canvas waited that long even when the code arrived just after
 * hydration (issue 16). A failed or timed-out load is thrown to ChunkErrorBoundary, whose retry remounts this.
 */
function LoadedViewer({ props, loading }: { props: ViewerProps; loading: ReactNode }) {
  const [module, setModule] = useState<ViewerModule | null>(null);
  const [error, setError] = useState<unknown>(null);
  const first = useRef(props);
  useEffect(() => {
    let live = true;
    const load = loaded ? Promise.resolve(loaded) : loadViewer();
    load
      .then(async (m) => {
        loaded = m;
        await m.prepareFirstFrame(first.current);
        if (live) setModule(m);
      })
      .catch((e: unknown) => {
        if (live) setError(e);
      });
    return () => {
      live = false;
    };
  }, []);
  if (error) throw error;
  if (module === null) return loading;
  const Viewer = module.default;
  return <Viewer {...props} />;
}

/** The indicator's spokes, the newest (darkest) last: 30 degrees apart, fading behind the turn. */
const SPOKES = Array.from({ length: 12 }, (_, k) => k);

function ViewerLoading({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label}
      data-testid="configurator-canvas-loading"
      style={{ display: 'grid', placeItems: 'center', width: '100%', height: '100%', minHeight: 240, background: '#EFEDE9' }}
    >
      {/* An activity indicator of twelve spokes, turning in steps, by a CSS transform animation on the
          compositor (the SVG animation before it restyled, laid out and painted the page on the main
          thread every frame: a third of a throttled phone's main thread). It starts turning after the
          first second, as a wait that short needs no motion: a running animation makes the compositor
          produce a frame 60 times a second, and without a GPU (software compositing) that took about
          a tenth of a core while the page hydrated and the 3D view started (issue 16). Under the
          poster (configurator.css) it does not turn at all. */}
      <style href="masswerk-viewer-spin" precedence="default">
        {'@keyframes masswerk-viewer-spin{to{transform:rotate(360deg)}}.masswerk-viewer-spin{animation:masswerk-viewer-spin 1s steps(12) 1s infinite;will-change:transform}'}
      </style>
      <svg className="masswerk-viewer-spin" width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
        {SPOKES.map((k) => (
          <rect key={k} x="18.5" y="3" width="3" height="10" rx="1.5" fill="#1f1f1f" opacity={(k + 1) / SPOKES.length} transform={`rotate(${k * 30 - 330} 20 20)`} />
        ))}
      </svg>
    </div>
  );
}
