import { FAMILIES, REFERENCE_DESIGNS, sceneObjects } from '@masswerk/domain';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boxCorners, closeupPose, framePoints, type Bounds } from './camera.ts';
import { distanceToBounds, pixelsPerCm } from './detail.ts';
import { layoutScene } from './scene-layout.ts';
import { usePixelsPerCm } from './use-detail.ts';

/** fiber's store as the hook reads it (no WebGL here); a frame runs the hook's frame callback with the camera where the test puts it. */
const fiber = vi.hoisted(() => {
  const camera = { fov: 30, position: { x: 0, y: 0, z: 0 } };
  const state = { camera, size: { width: 800, height: 450 }, viewport: { dpr: 1 } };
  const frames: ((s: typeof state) => void)[] = [];
  return { camera, state, frames, frame: () => frames.at(-1)?.(state) };
});
vi.mock('@react-three/fiber', () => ({
  useThree: (select: (s: typeof fiber.state) => unknown) => select(fiber.state),
  useFrame: (callback: (s: typeof fiber.state) => void) => void fiber.frames.push(callback),
}));

const sofa = layoutScene(sceneObjects(FAMILIES.joyn.elements(REFERENCE_DESIGNS.joyn.default!)), []);
const bounds: Bounds = { min: [-120, 0, -50], max: [120, 80, 50] };
const angle = { azimuth: 0, polar: 10 };
const framing = (zoom?: number) => ({ points: boxCorners(bounds), angle, margin: 0.07, closeup: zoom ? { target: [0, 40, 0] as [number, number, number], zoom } : undefined });

/** What the hook should give for a camera at `position`. */
const at = (position: readonly [number, number, number]) => pixelsPerCm(450, 30, distanceToBounds(position, bounds));
const framed = framePoints(boxCorners(bounds), angle, 30, 800 / 450, 0.07);
const poseOf = (zoom?: number) => (zoom ? closeupPose(framed, [0, 40, 0], zoom) : framed).position;
const placeCamera = (p: readonly [number, number, number]) => Object.assign(fiber.camera.position, { x: p[0], y: p[1], z: p[2] });

describe('usePixelsPerCm', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fiber.frames.length = 0;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('starts from the pose the camera is about to take, before the camera is there', () => {
    placeCamera([0, 150, 600]);
    const { result } = renderHook(() => usePixelsPerCm(framing(), bounds, sofa));
    expect(result.current).toBeCloseTo(at(poseOf()), 6);
  });

  it('follows the camera once it has been still, and only when a segment count changes', () => {
    const { result } = renderHook(() => usePixelsPerCm(framing(), bounds, sofa));
    const start = result.current;
    // The camera at its pose: nothing to change.
    placeCamera(poseOf());
    act(() => fiber.frame());
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toBe(start);
    // Zoomed in to 20 cm from the piece's front: not while frames still come, then once they stop.
    placeCamera([0, 40, 70]);
    act(() => fiber.frame());
    act(() => void vi.advanceTimersByTime(200));
    act(() => fiber.frame());
    act(() => void vi.advanceTimersByTime(200));
    expect(result.current).toBe(start);
    act(() => void vi.advanceTimersByTime(100));
    expect(result.current).toBeCloseTo(at([0, 40, 70]), 6);
  });

  it('takes a new pose’s detail at once, whatever the camera measured under the old one', () => {
    const { result, rerender } = renderHook(({ zoom }: { zoom?: number }) => usePixelsPerCm(framing(zoom), bounds, sofa), { initialProps: {} });
    placeCamera([0, 40, 2000]);
    act(() => fiber.frame());
    act(() => void vi.advanceTimersByTime(500));
    expect(result.current).toBeCloseTo(at([0, 40, 2000]), 6);
    // A close-up (the render page's next picture): its pose counts in the same render.
    rerender({ zoom: 3 });
    expect(result.current).toBeCloseTo(at(poseOf(3)), 6);
    expect(result.current).toBeGreaterThan(at(poseOf()));
  });
});
