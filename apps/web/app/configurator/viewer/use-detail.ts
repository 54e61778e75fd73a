import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef, useState } from 'react';
import type { PerspectiveCamera } from 'three';
import type { Bounds, Vec3 } from './camera.ts';
import { type Framing, useFramedPose } from './CameraRig.tsx';
import { detailSignature, distanceToBounds, pixelsPerCm } from './detail.ts';
import type { Batch } from './scene-layout.ts';

/** The detail follows the camera once it has been still this long (ms): a zoom rebuilds the roundings once, not per frame. */
const STILL_MS = 250;

/**
 * Device pixels per centimetre at the piece's nearest point, for its rounded parts' level of detail
 * (detail.ts). The first value comes from the pose the camera will take (the camera is placed after the
 * piece's first render, and the first frame must not be built twice); later ones from the camera where
 * it stands once it has been still for STILL_MS, and only when a batch's segment count would change.
 */
export function usePixelsPerCm(framing: Framing, bounds: Bounds, batches: readonly Batch[]): number {
  const { pose } = useFramedPose(framing);
  const heightPx = useThree((s) => s.size.height * s.viewport.dpr);
  const fov = useThree((s) => (s.camera as PerspectiveCamera).fov);
  const [scale, setScale] = useState(() => pixelsPerCm(heightPx, fov, distanceToBounds(pose.position, bounds)));
  const latest = useRef({ batches, bounds, scale, timer: 0 });
  useEffect(() => {
    latest.current.batches = batches;
    latest.current.bounds = bounds;
    latest.current.scale = scale;
  }, [batches, bounds, scale]);
  useFrame(({ camera, size, viewport }) => {
    const now = latest.current;
    window.clearTimeout(now.timer);
    const position: Vec3 = [camera.position.x, camera.position.y, camera.position.z];
    const live = pixelsPerCm(size.height * viewport.dpr, (camera as PerspectiveCamera).fov, distanceToBounds(position, now.bounds));
    if (detailSignature(now.batches, live) !== detailSignature(now.batches, now.scale)) now.timer = window.setTimeout(() => setScale(live), STILL_MS);
  });
  useEffect(() => {
    const now = latest.current;
    return () => window.clearTimeout(now.timer);
  }, []);
  return scale;
}
