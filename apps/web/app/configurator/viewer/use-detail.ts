import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PerspectiveCamera } from 'three';
import type { Bounds, Vec3 } from './camera.ts';
import { type Framing, useFramedPose } from './CameraRig.tsx';
import { detailSignature, distanceToBounds, pixelsPerCm } from './detail.ts';
import type { Batch } from './scene-layout.ts';

/** The detail follows the camera once it has been still this long (ms): a zoom rebuilds the roundings once, not per frame. */
const STILL_MS = 250;

/**
 * Device pixels per centimetre at the piece's nearest point, for its rounded parts' level of detail
 * (detail.ts). It comes from the pose the camera is about to take whenever that changes (the first
 * frame, an edit that frames the piece anew, another view or picture preset): the camera is placed
 * after the piece's render, and the frame must not be built twice. Where the visitor zoomed or
 * turned the camera, it comes from the camera once it has been still for STILL_MS, and only when a
 * batch's segment count would change.
 */
export function usePixelsPerCm(framing: Framing, bounds: Bounds, batches: readonly Batch[]): number {
  const { pose } = useFramedPose(framing);
  const heightPx = useThree((s) => s.size.height * s.viewport.dpr);
  const fov = useThree((s) => (s.camera as PerspectiveCamera).fov);
  const fromPose = useMemo(() => pixelsPerCm(heightPx, fov, distanceToBounds(pose.position, bounds)), [heightPx, fov, pose, bounds]);
  // The camera's own scale, valid for the pose it was measured under (a new pose starts from the pose again).
  const [moved, setMoved] = useState<{ scale: number; pose: number } | null>(null);
  const scale = moved !== null && moved.pose === fromPose ? moved.scale : fromPose;
  // What each frame compares with: the drawn detail's signature, computed once per change, not per frame.
  const latest = useRef<{ batches: readonly Batch[]; bounds: Bounds; drawn: string; fromPose: number; timer: number } | null>(null);
  if (latest.current === null) latest.current = { batches, bounds, drawn: detailSignature(batches, scale), fromPose, timer: 0 };
  useEffect(() => {
    Object.assign(latest.current!, { batches, bounds, drawn: detailSignature(batches, scale), fromPose });
  }, [batches, bounds, scale, fromPose]);
  useFrame(({ camera, size, viewport }) => {
    const now = latest.current!;
    window.clearTimeout(now.timer);
    const position: Vec3 = [camera.position.x, camera.position.y, camera.position.z];
    const live = pixelsPerCm(size.height * viewport.dpr, (camera as PerspectiveCamera).fov, distanceToBounds(position, now.bounds));
    if (detailSignature(now.batches, live) === now.drawn) return;
    const pose = now.fromPose;
    now.timer = window.setTimeout(() => setMoved({ scale: live, pose }), STILL_MS);
  });
  useEffect(() => {
    const now = latest.current!;
    return () => window.clearTimeout(now.timer);
  }, []);
  return scale;
}
