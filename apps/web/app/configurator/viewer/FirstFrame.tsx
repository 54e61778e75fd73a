import { useFrame, useThree } from '@react-three/fiber';
import { type RefObject, useEffect, useRef } from 'react';
import type { Camera, Material, Matrix4, Object3D } from 'three';

export interface FirstFrameProps {
  /** Set to true once a frame is on the visible canvas (CanvasSignals reports frames only from then on). */
  presentedRef: RefObject<boolean>;
}

/** Give up waiting for the GPU after this long and show the frame anyway (ms). */
const FENCE_TIMEOUT_MS = 15_000;

type Phase = { kind: 'compile' } | { kind: 'compiled'; sync: WebGLSync | null; since: number } | { kind: 'fence'; sync: WebGLSync; since: number; drawn: string };

/**
 * Renders the scene (it takes over fiber's render, useFrame priority 1), with a first frame that keeps
 * the page's main thread free. Software WebGL (phones without GPU rasterisation, headless Chromium)
 * compiles each shader program when a draw first needs it, and the page's next compositor commit
 * waits, on the main thread, for the whole first frame to be drawn: seconds. So, one step per
 * animation frame: hand every program to the GPU process and wait on a fence behind them without
 * blocking, draw the scene once into the canvas while it is hidden (no commit waits on a hidden
 * canvas), wait on a second fence, then show the canvas with that frame in the animation frame that
 * finds it signalled.
 */
export function FirstFrame({ presentedRef }: FirstFrameProps) {
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  const phase = useRef<Phase | null>(null);

  useEffect(() => {
    const canvas = gl.domElement;
    if (!presentedRef.current) showCanvas(canvas, false);
    return () => showCanvas(canvas, true);
  }, [gl, presentedRef]);

  useFrame(({ scene, camera }) => {
    if (presentedRef.current) {
      gl.render(scene, camera);
      return;
    }
    phase.current ??= { kind: 'compile' };
    const now = phase.current;
    const context = gl.getContext() as WebGL2RenderingContext;
    if (now.kind === 'compile') {
      // Every program is handed to the GPU process at once, without asking whether it linked (three asks
      // on a program's first use, a blocking round trip); a fence behind them says when they are done.
      gl.compile(scene, camera);
      const sync = context.fenceSync(context.SYNC_GPU_COMMANDS_COMPLETE, 0);
      context.flush();
      phase.current = { kind: 'compiled', sync, since: performance.now() };
    } else if (now.kind === 'compiled') {
      // Without a fence the draw comes in the next frame and its own checks wait for the links.
      if (now.sync) {
        const done = context.getSyncParameter(now.sync, context.SYNC_STATUS) === context.SIGNALED;
        if (!done && performance.now() - now.since <= FENCE_TIMEOUT_MS) return invalidate();
        context.deleteSync(now.sync);
      }
      // The programs are linked: the first draw's checks of them return at once.
      gl.render(scene, camera);
      const sync = context.fenceSync(context.SYNC_GPU_COMMANDS_COMPLETE, 0);
      context.flush();
      // Without a fence there is nothing to wait for: the frame just drawn is shown as it is.
      if (!sync) return present(gl.domElement, presentedRef);
      phase.current = { kind: 'fence', sync, since: performance.now(), drawn: sceneSignature(scene, camera) };
    } else {
      const done = context.getSyncParameter(now.sync, context.SYNC_STATUS) === context.SIGNALED;
      if (done || performance.now() - now.since > FENCE_TIMEOUT_MS) {
        context.deleteSync(now.sync);
        present(gl.domElement, presentedRef);
        // The hidden canvas holds the finished frame (preserveDrawingBuffer): shown as it is, unless the
        // scene changed while the GPU drew it; drawing it again would make the commit wait for another
        // software raster.
        if (sceneSignature(scene, camera) !== now.drawn) gl.render(scene, camera);
        return;
      }
    }
    invalidate();
  }, 1);
  return null;
}

/**
 * Shows the first frame, in the animation frame that found it drawn: this frame's after-effects then
 * say so (data-ready, CanvasSignals), one frame sooner than a step of its own would.
 */
function present(canvas: HTMLCanvasElement, presentedRef: RefObject<boolean>): void {
  showCanvas(canvas, true);
  presentedRef.current = true;
}

/** The canvas is the renderer's (three.js state, not React's): hidden while the first frame is prepared. */
function showCanvas(canvas: HTMLCanvasElement, visible: boolean): void {
  canvas.style.visibility = visible ? '' : 'hidden';
}

/**
 * What a drawn frame depends on that can change while the GPU works on it: the camera, and each
 * visible object's place, material, geometry and instances (an option clicked meanwhile changes these).
 * Matrices to six significant digits: the camera rig recomputes the same matrix each frame with a
 * different last bit, and a frame drawn again for that made the page's next commit wait for a
 * whole software draw (120 ms on Lighthouse's phone).
 */
export function sceneSignature(scene: Object3D, camera: Camera): string {
  const parts = [matrixText(camera.matrixWorld), matrixText((camera as Camera & { projectionMatrix: Matrix4 }).projectionMatrix)];
  scene.traverseVisible((object) => {
    const o = object as Object3D & { geometry?: { id: number }; count?: number; instanceMatrix?: { version: number } };
    parts.push(`${o.id}:${matrixText(o.matrixWorld)}:${materialsOf(o).map((m) => m.id).join('+')}:${o.geometry?.id ?? ''}:${o.count ?? ''}:${o.instanceMatrix?.version ?? ''}`);
  });
  return parts.join('|');
}

function matrixText(matrix: Matrix4): string {
  return matrix.elements.map((v) => v.toPrecision(6)).join();
}

function materialsOf(object: Object3D): Material[] {
  const material = (object as Object3D & { material?: Material | Material[] }).material;
  return material === undefined ? [] : Array.isArray(material) ? material : [material];
}
