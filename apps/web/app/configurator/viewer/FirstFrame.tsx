import { useFrame, useThree } from '@react-three/fiber';
import { type RefObject, useEffect, useRef } from 'react';
import type { Camera, Material, Matrix4, Object3D, WebGLRenderer } from 'three';

export interface FirstFrameProps {
  /** Set to true once a frame is on the visible canvas (CanvasSignals reports frames only from then on). */
  presentedRef: RefObject<boolean>;
}

/** Give up waiting for the GPU after this long and show the frame anyway (ms). */
const FENCE_TIMEOUT_MS = 15_000;

type Phase = { kind: 'compile'; queue: Object3D[] } | { kind: 'warm' } | { kind: 'fence'; sync: WebGLSync; since: number; drawn: string };

/**
 * Renders the scene (it takes over fiber's render, useFrame priority 1), with a first frame that keeps
 * the page's main thread free. Software WebGL (phones without GPU rasterisation, headless Chromium)
 * compiles each shader program when a draw first needs it, and the page's next compositor commit
 * waits, on the main thread, for the whole first frame to be drawn: seconds. So, one step per
 * animation frame: compile the programs one at a time, draw the scene once into the canvas
 * while it is hidden (no commit waits on a hidden canvas), wait on a GPU fence without blocking,
 * then show the canvas with that frame in the animation frame that finds the fence signalled.
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
    phase.current ??= { kind: 'compile', queue: oneObjectPerMaterial(scene) };
    const now = phase.current;
    const context = gl.getContext() as WebGL2RenderingContext;
    if (now.kind === 'compile') {
      // Objects whose materials share a program compiled already cost nothing: go on to the next
      // object until one needed a new program (or none are left).
      const programs = programCount(gl);
      while (now.queue.length > 0 && programCount(gl) === programs) {
        const next = now.queue.shift()!;
        gl.compile(next, camera, scene);
        // three checks a program's link (a blocking round trip to the GPU process) on first use: here,
        // one program per frame, rather than all of them inside the first draw. (More per frame, within
        // a time budget, made longer tasks on a busy machine: one link can take 100 ms there.)
        for (const m of materialsOf(next)) (gl.properties.get(m) as { currentProgram?: { getUniforms(): unknown } }).currentProgram?.getUniforms();
      }
      if (now.queue.length === 0) phase.current = { kind: 'warm' };
    } else if (now.kind === 'warm') {
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

/** How many shader programs the renderer holds. */
function programCount(gl: WebGLRenderer): number {
  return gl.info.programs?.length ?? 0;
}

function materialsOf(object: Object3D): Material[] {
  const material = (object as Object3D & { material?: Material | Material[] }).material;
  return material === undefined ? [] : Array.isArray(material) ? material : [material];
}

/** One visible object for each material in the scene: compiling it compiles that material's program. */
function oneObjectPerMaterial(scene: Object3D): Object3D[] {
  const seen = new Set<Material>();
  const objects: Object3D[] = [];
  scene.traverseVisible((object) => {
    const list = materialsOf(object);
    if (list.length === 0 || list.every((m) => seen.has(m))) return;
    for (const m of list) seen.add(m);
    objects.push(object);
  });
  return objects;
}
