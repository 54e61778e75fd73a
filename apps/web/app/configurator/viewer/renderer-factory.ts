import type { RenderProps } from '@react-three/fiber';
import { WebGLRenderer, type WebGLRendererParameters } from 'three';

/** Resolves in a later task, so the page can handle input between two steps of starting the view. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * fiber's renderer factory, in steps: the renderer (a WebGL context and its capability queries, tens
 * of milliseconds on a phone) is made in a task of its own, and fiber sizes it in the next one.
 * The canvas has its drawing buffer's final size before the context exists, and the renderer knows
 * it: fiber's setPixelRatio and setSize then assign the same width and height, and WebGL allocates
 * the buffers once (from 300 x 150 to the view's size it reallocated them twice, once per side, with
 * their multisampled copies: about 35 ms of main-thread time here, issue 16).
 */
export function rendererInSteps(params: WebGLRendererParameters | undefined, size: { width: number; height: number }, dpr: number) {
  return async (defaults: WebGLRendererParameters) => {
    await nextTask();
    const canvas = defaults.canvas as HTMLCanvasElement;
    canvas.width = Math.floor(size.width * dpr);
    canvas.height = Math.floor(size.height * dpr);
    const renderer = new WebGLRenderer({ ...defaults, ...params });
    renderer.setDrawingBufferSize(size.width, size.height, dpr);
    await nextTask();
    return renderer;
  };
}

/** The pixel ratio fiber gives the renderer for its `dpr` prop (its calculateDpr). */
export function pixelRatioFor(dpr: RenderProps<HTMLCanvasElement>['dpr'], devicePixelRatio: number): number {
  if (dpr === undefined) return pixelRatioFor([1, 2], devicePixelRatio);
  return Array.isArray(dpr) ? Math.min(Math.max(dpr[0], devicePixelRatio), dpr[1]) : dpr;
}
