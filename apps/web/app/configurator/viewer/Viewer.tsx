import { addAfterEffect, useThree } from '@react-three/fiber';
import { type RefObject, useCallback, useEffect, useMemo, useRef } from 'react';
import { NeutralToneMapping } from 'three';
import { boundsCenter, boundsOfBoxes, boxCorners, minimumBox, withFloor, type Vec3 } from './camera.ts';
import { CameraRig } from './CameraRig.tsx';
import { ContactShadow } from './ContactShadow.tsx';
import { DimensionLabels } from './DimensionLabels.tsx';
import { dimensionLines, formatCentimetres } from './dimension-lines.ts';
import { Dimensions } from './Dimensions.tsx';
import { Furniture } from './Furniture.tsx';
import { Lighting } from './Lighting.tsx';
import { ViewerResources } from './resources.ts';
import { Room } from './Room.tsx';
import { roomStyleOf, STUDIO_BACKGROUND } from './room-style.ts';
import { layoutScene, liftedScene, sceneMounting } from './scene-layout.ts';
import { ViewerCanvas } from './ViewerCanvas.tsx';
import type { ViewerProps } from './viewer-props.ts';

/**
 * The 3D view of a design: draws the scene objects, frames them from the view's camera, reports
 * clicks on sections. Renders on demand only. Load it through LazyViewer (three.js stays out of the
 * server build and out of the first page load).
 */
export default function Viewer(props: ViewerProps) {
  const { selection, selectionMode, onSelectSection, furnitureType, showDimensions } = props;
  // A piece that hangs on the wall is drawn lifted onto it; everything below sees the lifted parts.
  const mounting = useMemo(() => sceneMounting(props.scene), [props.scene]);
  const scene = useMemo(() => liftedScene(props.scene, mounting.lift), [props.scene, mounting.lift]);
  const wrapper = useRef<HTMLDivElement>(null);
  const resources = useMemo(() => new ViewerResources(), []);
  useEffect(() => () => resources.dispose(), [resources]);

  const batches = useMemo(() => layoutScene(scene, selection), [scene, selection]);

  const visible = useMemo(() => scene.filter((o) => !o.invisible), [scene]);
  const bounds = useMemo(() => boundsOfBoxes(visible), [visible]);
  const center = useMemo(() => boundsCenter(bounds), [bounds]);
  // What the camera frames: the piece down to the floor (the gap under a hanging piece is part of the picture).
  const framed = useMemo(() => withFloor(bounds), [bounds]);
  // Frame every part's corners, plus a minimum box so a cushion is not shown as big as a sofa.
  const framePoints = useMemo(
    () => [
      ...visible.flatMap((o) => boxCorners({ min: [o.center.x - o.size.x / 2, o.center.y - o.size.y / 2, o.center.z - o.size.z / 2], max: [o.center.x + o.size.x / 2, o.center.y + o.size.y / 2, o.center.z + o.size.z / 2] })),
      ...boxCorners(framed),
      ...boxCorners(minimumBox(framed)),
    ] satisfies Vec3[],
    [visible, framed],
  );
  const closeup = useMemo(() => {
    if (!props.closeup) return undefined;
    const section = visible.filter((o) => o.section === props.closeup?.section);
    return section.length === 0 ? undefined : { target: boundsCenter(boundsOfBoxes(section)), zoom: props.closeup.zoom };
  }, [visible, props.closeup]);
  const radius = Math.hypot(bounds.max[0] - bounds.min[0], bounds.max[1] - bounds.min[1], bounds.max[2] - bounds.min[2]) / 2;
  const { length, width, height } = props.dimensions;
  const lines = useMemo(() => dimensionLines(bounds, { length, width, height }), [bounds, length, width, height]);
  const labels = useRef<(HTMLElement | null)[]>([]);
  const room = useMemo(() => roomStyleOf(props.sceneStyle), [props.sceneStyle]);

  // Latest callback without re-rendering the scene when the panel passes a new function.
  const onSelect = useRef(onSelectSection);
  useEffect(() => {
    onSelect.current = onSelectSection;
  }, [onSelectSection]);
  const pick = useMemo(() => (selectionMode === 'none' ? null : (section: string) => onSelect.current(section)), [selectionMode]);

  const onSettledChange = useCallback((settled: boolean) => {
    if (wrapper.current) wrapper.current.dataset.settled = String(settled);
  }, []);

  return (
    <div
      ref={wrapper}
      data-testid="configurator-canvas"
      data-furniture-type={furnitureType}
      data-selection={selection.join(',')}
      style={{ position: 'relative', width: '100%', height: '100%', minHeight: 240 }}
    >
      <ViewerCanvas
        frameloop="demand"
        dpr={[1, 2]}
        camera={{ fov: 30, near: 5, far: 20000, position: [0, 150, 600] }}
        gl={{ antialias: true, preserveDrawingBuffer: true }}
        onCreated={({ gl }) => {
          gl.toneMapping = NeutralToneMapping;
          gl.toneMappingExposure = props.exposure;
        }}
      >
        <color attach="background" args={[room?.background ?? STUDIO_BACKGROUND]} />
        <Lighting center={center} radius={radius} />
        {room && <Room style={room} bounds={bounds} boxes={visible} hangs={mounting.hangs} />}
        <Furniture batches={batches} resources={resources} onSelectSection={pick} />
        <ContactShadow boxes={visible} />
        {showDimensions && <Dimensions lines={lines} labels={labels} />}
        <CameraRig bounds={framed} points={framePoints} angle={props.camera} maxZoom={props.maxZoom} orbitDegrees={props.orbitDegrees} margin={showDimensions ? 0.12 : 0.07} reset={props.cameraReset ?? 0} closeup={closeup} onSettledChange={onSettledChange} />
        <CanvasSignals wrapper={wrapper} label={props.label} resources={resources} />
      </ViewerCanvas>
      {showDimensions && <DimensionLabels lines={lines} format={props.formatDimension ?? formatCentimetres} labels={labels} />}
    </div>
  );
}

interface CanvasSignalsProps {
  wrapper: RefObject<HTMLDivElement | null>;
  label: string;
  resources: ViewerResources;
}

/**
 * Accessibility and test hooks of the canvas: role="img" with the translated label, data-ready once a
 * frame is on screen, and per rendered frame a frame count and the renderer's draw calls, triangles,
 * geometries and textures (data-frames, data-draw-calls, data-triangles, data-geometries,
 * data-textures, data-cached-materials, data-camera) for tests and the bench.
 */
function CanvasSignals({ wrapper, label, resources }: CanvasSignalsProps) {
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);
  useEffect(() => {
    gl.domElement.setAttribute('role', 'img');
    gl.domElement.setAttribute('aria-label', label);
  }, [gl, label]);
  useEffect(() => {
    let frames = 0;
    return addAfterEffect(() => {
      const el = wrapper.current;
      if (!el) return;
      const info = gl.info;
      el.dataset.drawCalls = String(info.render.calls);
      el.dataset.triangles = String(info.render.triangles);
      el.dataset.geometries = String(info.memory.geometries);
      el.dataset.textures = String(info.memory.textures);
      el.dataset.camera = camera.position.toArray().map((v) => v.toFixed(1)).join(',');
      el.dataset.cachedMaterials = String(resources.counts().materials);
      frames += 1;
      el.dataset.frames = String(frames);
      if (el.dataset.ready !== 'true') el.dataset.ready = 'true';
    });
  }, [gl, camera, wrapper, resources]);
  return null;
}
