import type { CameraAngle } from '@masswerk/domain';
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { PerspectiveCamera } from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import {
  type Bounds,
  type CameraPose,
  clampTarget,
  closeupPose,
  easeInOutCubic,
  framePoints,
  lerp3,
  lerpOrbit,
  type Orbit,
  orbitLimits,
  orbitOf,
  orbitPosition,
  posesEqual,
  type Vec3,
} from './camera.ts';

export interface CameraRigProps {
  /** The piece's extent: orbit and pan stay around it. */
  bounds: Bounds;
  /** Points that must be in the picture (corners of every part, and of a minimum box). */
  points: readonly Vec3[];
  angle: CameraAngle;
  maxZoom: number;
  /** How far the camera may orbit either side of the front, degrees; null: all the way round (family.cameraOrbitDegrees). */
  orbitDegrees: number | null;
  /** Share of the frame kept free on each side (more when dimensions are drawn). */
  margin: number;
  /** A new value frames the piece again from `angle`, even when nothing else changed (the reset button). */
  reset?: number;
  /** Aim at this point and come `zoom` times closer than the framing (a close-up picture). */
  closeup?: { target: Vec3; zoom: number };
  /** Told when a camera move starts (false) and ends (true), e.g. for tests that wait for a still picture. */
  onSettledChange?: (settled: boolean) => void;
}

const MOVE_MS = 650;

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void): () => void {
  const mq = window.matchMedia(reducedMotionQuery);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

/** Whether the visitor asked for less motion (then the camera jumps instead of gliding). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, () => window.matchMedia(reducedMotionQuery).matches, () => true);
}

/** What the camera frames the piece from: the points, the view's angle and margin, and a close-up if asked. */
export type Framing = Pick<CameraRigProps, 'points' | 'angle' | 'margin' | 'closeup'>;

/**
 * The pose that frames the piece in this canvas (`framed`), and the one the camera takes (`pose`: the
 * close-up's when one is asked). Pure in its inputs, so what depends on the camera's place can know it
 * before the camera is placed (the first frame's level of detail, Furniture).
 */
export function useFramedPose({ points, angle, margin, closeup }: Framing): { framed: CameraPose; pose: CameraPose } {
  const fov = useThree((s) => (s.camera as PerspectiveCamera).fov);
  const aspect = useThree((s) => s.size.width / Math.max(1, s.size.height));
  const framed = useMemo(() => framePoints(points, angle, fov, aspect, margin), [points, angle, fov, aspect, margin]);
  const closeupTarget = closeup?.target;
  const closeupZoom = closeup?.zoom ?? 1;
  const pose = useMemo(() => (closeupTarget ? closeupPose(framed, closeupTarget, closeupZoom) : framed), [framed, closeupTarget, closeupZoom]);
  return { framed, pose };
}

interface Move {
  from: Orbit;
  fromTarget: Vec3;
  to: Orbit;
  toTarget: Vec3;
  start: number;
}

/**
 * Frames the piece from the view's angle and glides there when the view or the piece changes
 * (jumps under prefers-reduced-motion); orbit and zoom stay within limits, pan stays on the piece.
 * Frames are requested only while moving: the canvas renders on demand.
 */
export function CameraRig({ bounds, points, angle, maxZoom, orbitDegrees, margin, reset = 0, closeup, onSettledChange }: CameraRigProps) {
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const invalidate = useThree((s) => s.invalidate);
  const gl = useThree((s) => s.gl);
  const controls = useRef<OrbitControls | null>(null);
  const reducedMotion = useReducedMotion();
  const move = useRef<Move | null>(null);
  const lastPose = useRef<CameraPose | null>(null);
  const lastReset = useRef(reset);

  const { framed, pose } = useFramedPose({ points, angle, margin, closeup });
  const limits = useMemo(() => orbitLimits(orbitDegrees, framed.distance, maxZoom), [orbitDegrees, framed.distance, maxZoom]);

  // three's own OrbitControls (drei's wrapper would add three-stdlib to the chunk).
  useEffect(() => {
    const c = new OrbitControls(camera, gl.domElement);
    c.enableDamping = true;
    c.dampingFactor = 0.12;
    c.screenSpacePanning = true;
    c.zoomSpeed = 0.6;
    c.rotateSpeed = 0.6;
    controls.current = c;
    const onChange = () => invalidate();
    c.addEventListener('change', onChange);
    return () => {
      c.removeEventListener('change', onChange);
      c.dispose();
      controls.current = null;
    };
  }, [camera, gl, invalidate]);

  useEffect(() => {
    const c = controls.current;
    if (!c) return;
    c.minPolarAngle = limits.minPolarRad;
    c.maxPolarAngle = limits.maxPolarRad;
    c.minAzimuthAngle = limits.minAzimuthRad;
    c.maxAzimuthAngle = limits.maxAzimuthRad;
    c.minDistance = limits.minDistance;
    c.maxDistance = limits.maxDistance;
  }, [limits]);

  useEffect(() => {
    const c = controls.current;
    const resetAsked = lastReset.current !== reset;
    lastReset.current = reset;
    if (!resetAsked && lastPose.current && posesEqual(lastPose.current, pose)) return;
    const first = lastPose.current === null;
    lastPose.current = pose;
    if (first || reducedMotion || !c) {
      move.current = null;
      camera.position.set(...pose.position);
      c?.target.set(...pose.target);
      camera.lookAt(...pose.target);
      c?.update();
      invalidate();
      onSettledChange?.(true);
      return;
    }
    // End what is left of a drag's damped motion first, or it would carry on after the glide.
    const damping = c.dampingFactor;
    c.dampingFactor = 1;
    c.update();
    c.dampingFactor = damping;
    const fromTarget: Vec3 = [c.target.x, c.target.y, c.target.z];
    move.current = {
      from: orbitOf([camera.position.x, camera.position.y, camera.position.z], fromTarget),
      fromTarget,
      to: orbitOf(pose.position, pose.target),
      toTarget: pose.target,
      start: performance.now(),
    };
    onSettledChange?.(false);
    invalidate();
  }, [pose, reset, reducedMotion, camera, invalidate, onSettledChange]);

  useFrame(() => {
    const m = move.current;
    const c = controls.current;
    if (!c) return;
    // Damping: update() reports a change (and asks for the next frame) until the orbit settles.
    if (!m) {
      c.update();
      return;
    }
    const t = Math.min(1, (performance.now() - m.start) / MOVE_MS);
    const k = easeInOutCubic(t);
    const target = lerp3(m.fromTarget, m.toTarget, k);
    c.target.set(...target);
    camera.position.set(...orbitPosition(lerpOrbit(m.from, m.to, k), target));
    camera.lookAt(...target);
    if (t < 1) invalidate();
    else {
      move.current = null;
      c.update();
      onSettledChange?.(true);
    }
  });

  // Keep panning on the piece and above the floor: move target and camera by the same amount.
  useEffect(() => {
    const c = controls.current;
    if (!c) return;
    const onChange = () => {
      if (move.current) return;
      const t: Vec3 = [c.target.x, c.target.y, c.target.z];
      const clamped = clampTarget(t, bounds);
      const dx = clamped[0] - t[0];
      const dy = clamped[1] - t[1];
      const dz = clamped[2] - t[2];
      if (dx !== 0 || dy !== 0 || dz !== 0) {
        c.target.set(...clamped);
        camera.position.x += dx;
        camera.position.y += dy;
        camera.position.z += dz;
      }
    };
    c.addEventListener('change', onChange);
    return () => c.removeEventListener('change', onChange);
  }, [bounds, camera]);

  return null;
}
