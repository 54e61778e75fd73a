import { describe, expect, it, vi } from 'vitest';

/** three's renderer, as far as the factory uses it: what the canvas measured when the context was made, and the buffer size it was given. */
const made = vi.hoisted(() => ({ canvasAtContext: [] as [number, number][], bufferSize: [] as [number, number, number][] }));
vi.mock('three', () => ({
  WebGLRenderer: class {
    constructor({ canvas }: { canvas: HTMLCanvasElement }) {
      made.canvasAtContext.push([canvas.width, canvas.height]);
    }
    setDrawingBufferSize(width: number, height: number, ratio: number) {
      made.bufferSize.push([width, height, ratio]);
    }
  },
}));

const { pixelRatioFor, rendererInSteps } = await import('./renderer-factory');

describe('rendererInSteps', () => {
  it('gives the canvas its drawing buffer size before the context exists, and tells the renderer', async () => {
    const canvas = document.createElement('canvas');
    expect([canvas.width, canvas.height]).toEqual([300, 150]);
    await rendererInSteps({ antialias: false }, { width: 640.6, height: 480.2 }, 2)({ canvas });
    // floor(size x ratio), as three's setSize computes it: fiber's later setSize assigns the same numbers.
    expect(made.canvasAtContext).toEqual([[1281, 960]]);
    expect(made.bufferSize).toEqual([[640.6, 480.2, 2]]);
  });
});

describe('pixelRatioFor', () => {
  it('clamps the device ratio into a [min, max] range, as fiber does', () => {
    expect(pixelRatioFor([1, 2], 3)).toBe(2);
    expect(pixelRatioFor([1, 2], 0.5)).toBe(1);
    expect(pixelRatioFor([1, 2], 1.5)).toBe(1.5);
    expect(pixelRatioFor(1.25, 3)).toBe(1.25);
    expect(pixelRatioFor(undefined, 3)).toBe(2);
  });
});
