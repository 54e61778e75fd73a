import { addAfterEffect, type ThreeEvent, useThree } from '@react-three/fiber';
import { type RefObject, useLayoutEffect, useMemo, useRef } from 'react';
import { Euler, type Group, type InstancedMesh, Matrix4, Quaternion, Vector3 } from 'three';
import type { Bounds } from './camera.ts';
import type { Framing } from './CameraRig.tsx';
import { withDetail } from './detail.ts';
import type { Batch, Placement } from './scene-layout.ts';
import type { ViewerResources } from './resources.ts';
import { usePixelsPerCm } from './use-detail.ts';

export interface FurnitureProps {
  batches: readonly Batch[];
  resources: ViewerResources;
  /** Called with the part clicked or tapped; picking is off when null (selection mode "none"). */
  onPick: ((item: Placement) => void) | null;
  /** The group holding the piece's meshes (each mesh's userData.items are its batch's placements, by instance id). */
  groupRef?: RefObject<Group | null>;
  /** How the camera frames the piece, and the piece's extent: its rounded parts are built in the detail the screen shows. */
  framing: Framing;
  bounds: Bounds;
}

/** Pointer travel (px) beyond which a press is an orbit drag, not a click. */
const CLICK_SLOP = 6;

/** Room for growth, so adding a board does not rebuild the instanced mesh. */
function capacityFor(count: number): number {
  return Math.max(4, 2 ** Math.ceil(Math.log2(Math.max(1, count))));
}

/** The piece: one instanced mesh per batch (shape x material x highlight), rounded parts in the detail the screen shows. */
export function Furniture({ batches: layout, resources, onPick, groupRef, framing, bounds }: FurnitureProps) {
  const scale = usePixelsPerCm(framing, bounds, layout);
  const batches = useMemo(() => withDetail(layout, scale), [layout, scale]);
  const get = useThree((s) => s.get);
  // Free what the new batches no longer use once the next frame has been drawn. Not earlier: the 3D
  // tree is a separate React root that commits after the page, and a frame drawn in between would
  // upload freed geometry and materials again (nothing freed them a second time, so the GPU grew with
  // every edit); and a material freed before its successor is drawn takes their shared shader program
  // with it, so each colour change compiled the program again (30-40 ms in software WebGL).
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    // Once: the subscription ends itself; newer batches cancel it (unsubscribing twice is harmless).
    const stop = addAfterEffect(() => {
      stop();
      resources.retain(batches, (material) => (get().gl.properties.get(material) as { currentProgram?: unknown }).currentProgram);
    });
    invalidate();
    return stop;
  }, [resources, batches, invalidate, get]);
  const pickable = onPick !== null;
  const setCursor = (cursor: string) => {
    get().gl.domElement.style.cursor = cursor;
  };
  return (
    <group ref={groupRef}>
      {batches.map((batch) => (
        <BatchMesh
          key={batch.key}
          batch={batch}
          resources={resources}
          onClick={
            pickable
              ? (e) => {
                  e.stopPropagation();
                  if (e.delta > CLICK_SLOP || e.instanceId === undefined) return;
                  const item = batch.items[e.instanceId];
                  if (item) onPick(item);
                }
              : undefined
          }
          onPointerOver={pickable ? () => setCursor('pointer') : undefined}
          onPointerOut={pickable ? () => setCursor('') : undefined}
        />
      ))}
    </group>
  );
}

interface BatchMeshProps {
  batch: Batch;
  resources: ViewerResources;
  onClick: ((e: ThreeEvent<MouseEvent>) => void) | undefined;
  onPointerOver: (() => void) | undefined;
  onPointerOut: (() => void) | undefined;
}

function BatchMesh({ batch, resources, onClick, onPointerOver, onPointerOut }: BatchMeshProps) {
  const ref = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const geometry = resources.geometry(batch.geometry);
  const material = resources.material(batch.material, batch.highlighted);
  const capacity = capacityFor(batch.items.length);

  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    const matrix = new Matrix4();
    const position = new Vector3();
    const quaternion = new Quaternion();
    const euler = new Euler();
    const scale = new Vector3();
    batch.items.forEach((item, i) => {
      position.set(item.position[0], item.position[1], item.position[2]);
      quaternion.setFromEuler(euler.set(item.rotation[0], item.rotation[1], item.rotation[2]));
      scale.set(item.scale[0], item.scale[1], item.scale[2]);
      mesh.setMatrixAt(i, matrix.compose(position, quaternion, scale));
    });
    mesh.count = batch.items.length;
    // What each instance is, for the test hook that finds where a part is on screen (PickProbe).
    mesh.userData.items = batch.items;
    mesh.instanceMatrix.needsUpdate = true;
    // Culling and picking use the instances' bounds: recompute them for the new matrices.
    mesh.computeBoundingSphere();
    mesh.computeBoundingBox();
    invalidate();
  }, [batch, capacity, invalidate]);

  return (
    <instancedMesh
      ref={ref}
      args={[geometry, material, capacity]}
      onClick={onClick}
      onPointerOver={onPointerOver}
      onPointerOut={onPointerOut}
    />
  );
}
