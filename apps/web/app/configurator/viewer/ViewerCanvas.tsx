import { createRoot, events, extend, flushGlobalEffects, flushSync, type ReconcilerRoot, type RenderProps, type RootState } from '@react-three/fiber';
import { Component, type ReactNode, startTransition, useLayoutEffect, useRef, useState } from 'react';
import { Color, DirectionalLight, Group, HemisphereLight, InstancedMesh, LineSegments, Mesh, type WebGLRendererParameters } from 'three';
import { pixelRatioFor, rendererInSteps } from './renderer-factory.ts';

// Only the three.js classes the viewer writes as JSX. fiber's own <Canvas> registers the whole THREE
// namespace (extend(THREE)), which keeps all of three.js in the bundle; this canvas lets the bundler
// drop what we never use (about a quarter of the viewer chunk). A new JSX element needs its class here.
extend({ Color, DirectionalLight, Group, HemisphereLight, InstancedMesh, LineSegments, Mesh });

export type ViewerCanvasProps = Pick<RenderProps<HTMLCanvasElement>, 'camera' | 'dpr' | 'frameloop' | 'onCreated'> & {
  /** The renderer's parameters (fiber's defaults: high-performance, antialias, alpha). */
  gl?: WebGLRendererParameters;
  /**
   * Asked on each render after the first: true builds the scene's changes and draws them in this task
   * (drawNow), so an edit is on the canvas when its click's task ends; false leaves both to fiber's
   * scheduler and the next animation frame (as while the first frame is being prepared).
   */
  drawAtCommit?: () => boolean;
  /**
   * HTML over the canvas that the scene's frames place (dimension labels, handles): rendered after the
   * canvas's wrapper, as its sibling. Being part of this component, its elements are attached before
   * this component's layout effects run, so a frame drawn at commit places the ones that commit made.
   */
  overlay?: ReactNode;
  children: ReactNode;
};

interface Size {
  width: number;
  height: number;
  top: number;
  left: number;
}

/**
 * A canvas that renders three.js JSX children through a fiber root, sized to its parent and
 * receiving pointer events on its wrapper (what fiber's <Canvas> does, minus the full catalogue).
 * An error thrown while configuring the renderer or rendering the scene is rethrown here, so the
 * nearest React error boundary (the viewer's retry) sees it.
 */
export function ViewerCanvas({ children, onCreated, gl, drawAtCommit, overlay, ...config }: ViewerCanvasProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const root = useRef<ReconcilerRoot<HTMLCanvasElement> | null>(null);
  const [size, setSize] = useState<Size | null>(null);
  const [, setReady] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const mounted = useRef(false);
  const latest = useRef<ReactNode>(null);
  const store = useRef<(() => RootState) | null>(null);
  const drawnThisFrame = useRef(false);
  if (error) throw error;

  useLayoutEffect(() => {
    const el = wrapper.current;
    if (!el) return;
    const measure = () => {
      const rect = el.getBoundingClientRect();
      setSize((old) =>
        old && old.width === rect.width && old.height === rect.height && old.top === rect.top && old.left === rect.left
          ? old
          : { width: rect.width, height: rect.height, top: rect.top, left: rect.left },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => () => {
    root.current?.unmount();
    root.current = null;
  }, []);

  // After every render, like fiber's <Canvas>: the children are the scene, new on each render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const el = canvas.current;
    if (!el || !size || size.width === 0 || size.height === 0) return;
    root.current ??= createRoot(el);
    const current = root.current;
    current
      .configure({
        ...config,
        gl: rendererInSteps(gl, size, pixelRatioFor(config.dpr, window.devicePixelRatio)),
        events,
        size,
        onCreated: (state) => {
          store.current = state.get;
          if (wrapper.current) state.events.connect?.(wrapper.current);
          onCreated?.(state);
        },
      })
      .catch(setError);
    latest.current = <SceneErrors onError={setError}>{children}</SceneErrors>;
    if (current.ready.status === 'fulfilled') {
      if (mounted.current) {
        const get = store.current;
        if (get !== null && !drawnThisFrame.current && drawAtCommit?.() === true) {
          // The scene's own React root commits now (its effects too), then the frame is drawn: without
          // this, the edit waited for fiber's scheduler task and then for the next animation frame. React
          // runs a component's layout effects after its whole subtree's, refs attached: the overlay's
          // elements this commit made are there for the frame's after-effects to place (an overlay drawn
          // by a later sibling would not be yet). Once per animation frame: edits that follow before it
          // (undo held down) are drawn together in it, as before, rather than each one by software WebGL.
          const scene = latest.current;
          flushSync(() => void current.render(scene));
          drawNow(get());
          drawnThisFrame.current = true;
          requestAnimationFrame(() => {
            drawnThisFrame.current = false;
          });
        } else current.render(latest.current);
      } else {
        // The first mount is synchronous in fiber (the whole scene built in this task, after the
        // renderer was made here): mount an empty scene now, and build the real one in a task of its
        // own as a transition, which React renders in slices that leave the main thread free.
        mounted.current = true;
        current.render(<SceneErrors onError={setError}>{null}</SceneErrors>);
        setTimeout(() => {
          if (root.current === current && latest.current) startTransition(() => void current.render(latest.current));
        }, 0);
      }
    } else if (current.ready.status === 'pending') void current.ready.then(() => setReady((n) => n + 1), () => undefined);
  });

  return (
    <>
      <div ref={wrapper} style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden' }}>
        <canvas ref={canvas} style={{ display: 'block' }} />
      </div>
      {overlay}
    </>
  );
}

/**
 * One turn of fiber's frame loop (loop.ts update) for a root that has asked for a frame, run now: the
 * useFrame callbacks, the render, the after-effects. A callback that asks for another frame while it
 * runs (a camera glide, orbit damping) gets it from the animation frame already requested; a root
 * that asked for nothing is not drawn.
 */
function drawNow(state: RootState): void {
  if (!state.internal.active || state.internal.frames === 0) return;
  const timestamp = performance.now();
  state.internal.frames = 0;
  flushGlobalEffects('before', timestamp);
  const delta = state.clock.getDelta();
  for (const subscription of state.internal.subscribers) subscription.ref.current(subscription.store.getState(), delta);
  if (!state.internal.priority) state.gl.render(state.scene, state.camera);
  flushGlobalEffects('after', timestamp);
}

/** Catches an error inside the 3D tree (its own React root) and hands it to the DOM side. */
class SceneErrors extends Component<{ onError: (error: unknown) => void; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
