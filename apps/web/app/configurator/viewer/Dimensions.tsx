import { useFrame, useThree } from '@react-three/fiber';
import { type RefObject, useEffect, useMemo } from 'react';
import { BufferGeometry, Float32BufferAttribute, LineBasicMaterial, Vector3 } from 'three';
import { type DimensionLine, lineMiddle } from './dimension-lines.ts';

export interface DimensionsProps {
  lines: readonly DimensionLine[];
  /** The HTML labels (DimensionLabels, outside the canvas), moved to follow their lines. */
  labels: RefObject<(HTMLElement | null)[]>;
}

/** Dimension lines with end ticks; keeps the HTML labels on their lines on every rendered frame. */
export function Dimensions({ lines, labels }: DimensionsProps) {
  const geometry = useMemo(() => {
    const points: number[] = [];
    for (const m of lines) {
      points.push(...m.from, ...m.to);
      for (const end of [m.from, m.to]) {
        points.push(end[0] - m.tick[0], end[1] - m.tick[1], end[2] - m.tick[2], end[0] + m.tick[0], end[1] + m.tick[1], end[2] + m.tick[2]);
      }
    }
    const g = new BufferGeometry();
    g.setAttribute('position', new Float32BufferAttribute(points, 3));
    return g;
  }, [lines]);
  const material = useMemo(() => new LineBasicMaterial({ color: '#3a3a3a', transparent: true, opacity: 0.85, depthTest: false }), []);
  useEffect(() => () => geometry.dispose(), [geometry]);
  useEffect(() => () => material.dispose(), [material]);
  // The labels are placed while rendering: ask for a frame when they appear or move.
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => invalidate(), [lines, invalidate]);

  const anchor = useMemo(() => new Vector3(), []);
  // Runs only on rendered frames, which is when the picture (and so the labels' place) can change.
  useFrame(({ camera, size }) => {
    lines.forEach((line, i) => {
      const el = labels.current[i];
      if (!el) return;
      anchor.set(...lineMiddle(line)).project(camera);
      const x = ((anchor.x + 1) / 2) * size.width;
      const y = ((1 - anchor.y) / 2) * size.height;
      el.style.transform = `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px) translate(-50%, -50%)`;
      el.style.visibility = anchor.z < 1 ? 'visible' : 'hidden';
    });
  });

  return <lineSegments geometry={geometry} material={material} renderOrder={10} dispose={null} raycast={() => null} />;
}
