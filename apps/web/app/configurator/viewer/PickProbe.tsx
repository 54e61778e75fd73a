import { useThree } from '@react-three/fiber';
import { type RefObject, useEffect } from 'react';
import { type Group, type InstancedMesh, Raycaster, Vector2, Vector3 } from 'three';
import { partKind } from './pick.ts';
import type { Placement } from './scene-layout.ts';

/** Which part a test looks for: any of section ("c1"), element type ("door") or kind ("drawer"). */
export interface PickQuery {
  section?: string;
  type?: string;
  kind?: string;
}

/** Where on the page a click lands on that part first (client pixels), and what the part is. */
export interface PickPoint {
  x: number;
  y: number;
  section: string;
  type: string;
  kind: string;
}

/** The wrapper of the 3D view, with the test hook this component adds. */
export type ProbedElement = HTMLDivElement & { pickPoint?: (query: PickQuery) => PickPoint | null };

/** Points of a part, as fractions of its half size, that a click may land on: its centre first. */
const OFFSETS: readonly (readonly [number, number])[] = [
  [0, 0],
  [0.5, 0.5],
  [-0.5, 0.5],
  [0.5, -0.5],
  [-0.5, -0.5],
];

/**
 * A test hook on the view's wrapper, as the data-* signals are: `pickPoint(query)` gives a point of the
 * page where a click or a tap reaches a part matching the query before any other part (so a test taps
 * a door or a drawer from what the camera shows, not from guessed coordinates), or null when none is in
 * sight. It costs nothing until called: it raycasts as a click does, only then.
 */
export function PickProbe({ wrapper, group }: { wrapper: RefObject<ProbedElement | null>; group: RefObject<Group | null> }) {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    const el = wrapper.current;
    if (!el) return;
    const raycaster = new Raycaster();
    const ndc = new Vector2();
    const point = new Vector3();
    const pickPoint = (query: PickQuery): PickPoint | null => {
      const root = group.current;
      if (!root) return null;
      const rect = gl.domElement.getBoundingClientRect();
      camera.updateMatrixWorld();
      for (const child of root.children) {
        const mesh = child as InstancedMesh;
        const items = (mesh.userData.items ?? []) as Placement[];
        for (let i = 0; i < items.length; i++) {
          const o = items[i]!.object;
          if (query.section !== undefined && o.section !== query.section) continue;
          if (query.type !== undefined && o.type !== query.type) continue;
          if (query.kind !== undefined && partKind(o.type) !== query.kind) continue;
          for (const [fx, fy] of OFFSETS) {
            point.set(o.center.x + (fx * o.size.x) / 2, o.center.y + (fy * o.size.y) / 2, o.center.z + o.size.z / 2).project(camera);
            if (Math.abs(point.x) > 0.98 || Math.abs(point.y) > 0.98) continue;
            raycaster.setFromCamera(ndc.set(point.x, point.y), camera);
            const hit = raycaster.intersectObjects(root.children, false)[0];
            if (hit?.object !== mesh || hit.instanceId !== i) continue;
            return {
              x: rect.left + ((point.x + 1) / 2) * rect.width,
              y: rect.top + ((1 - point.y) / 2) * rect.height,
              section: o.section,
              type: o.type,
              kind: partKind(o.type),
            };
          }
        }
      }
      return null;
    };
    // Set on the DOM node (not a React prop): tests read it as they read the data-* signals.
    Object.assign(el, { pickPoint });
    return () => {
      if (el.pickPoint === pickPoint) Object.assign(el, { pickPoint: undefined });
    };
  }, [wrapper, group, camera, gl]);
  return null;
}
