import { addAfterEffect, useThree } from '@react-three/fiber';
import { type RefObject, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SceneObject } from '@masswerk/domain';
import { type Group, NeutralToneMapping } from 'three';
import { boundsCenter, boundsOfBoxes, boxCorners, minimumBox, withFloor, type Vec3 } from './camera.ts';
import { CameraRig } from './CameraRig.tsx';
import { ContactShadow } from './ContactShadow.tsx';
import { boxesSharing } from './contact-shadow.ts';
import { DimensionLabels } from './DimensionLabels.tsx';
import { dimensionLines, formatCentimetres } from './dimension-lines.ts';
import { Dimensions } from './Dimensions.tsx';
import { FirstFrame } from './FirstFrame.tsx';
import { Furniture } from './Furniture.tsx';
import { handleAnchor } from './handle-anchor.ts';
import { HandleAnchors, HandleOverlay, type HandleSlot } from './Handles.tsx';
import { Lighting } from './Lighting.tsx';
import { easeOpen, frontOfParts, openScene } from './open-scene.ts';
import { pickedSection } from './pick.ts';
import { PickProbe, type ProbedElement } from './PickProbe.tsx';
import { ViewerResources } from './resources.ts';
import { Room } from './Room.tsx';
import { roomStyleOf, type RoomStyle, STUDIO_BACKGROUND } from './room-style.ts';
import { ENVIRONMENT_KEY, prepareSceneAssets } from './scene-assets.ts';
import { layoutScene, liftedScene, sceneMounting, sceneTextureKeys, type Placement } from './scene-layout.ts';
import { antialiasFor } from './quality.ts';
import { ViewerCanvas } from './ViewerCanvas.tsx';
import type { ViewerHandle, ViewerProps } from './viewer-props.ts';

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
  const wrapper = useRef<ProbedElement>(null);
  const furniture = useRef<Group>(null);
  const resources = useMemo(() => new ViewerResources(), []);
  useEffect(() => () => resources.dispose(), [resources]);

  // Doors and drawers open and close in a short glide, all of them or each on its own; the camera keeps framing the closed piece.
  const fronts = useMemo(() => frontOfParts(scene), [scene]);
  const openKeys = useMemo(() => new Set(props.openFronts ?? []), [props.openFronts]);
  const targets = useMemo(() => {
    const out = new Map<string, number>();
    for (const f of fronts.values()) out.set(f.key, props.open === true || openKeys.has(f.key) ? 1 : 0);
    return out;
  }, [fronts, props.open, openKeys]);
  const openShares = useOpenShares(targets);
  const drawn = useMemo(() => openScene(scene, new Map([...openShares].map(([k, v]) => [k, easeOpen(v)]))), [scene, openShares]);
  const openState = useMemo(() => {
    const shares = [...openShares.values()];
    if (shares.some((v) => v > 0 && v < 1)) return 'moving';
    if (shares.length > 0 && shares.every((v) => v === 1)) return 'true';
    return shares.some((v) => v === 1) ? 'some' : 'false';
  }, [openShares]);
  const openList = useMemo(() => [...openShares].filter(([, v]) => v === 1).map(([k]) => k).sort().join(','), [openShares]);
  const batches = useMemo(() => layoutScene(drawn, selection), [drawn, selection]);

  const visible = useMemo(() => scene.filter((o) => !o.invisible), [scene]);
  // The visible parts as they stand: the same array after an edit that moved nothing (a colour), so the
  // shadows, bounds and framing below are not computed again.
  const [sameBoxes] = useState(boxesSharing<SceneObject>);
  const standing = useMemo(() => sameBoxes(visible), [sameBoxes, visible]);
  const bounds = useMemo(() => boundsOfBoxes(standing), [standing]);
  const center = useMemo(() => boundsCenter(bounds), [bounds]);
  // What the camera frames: the piece down to the floor (the gap under a hanging piece is part of the picture).
  const framed = useMemo(() => withFloor(bounds), [bounds]);
  // Frame every part's corners, plus a minimum box so a cushion is not shown as big as a sofa.
  const framePoints = useMemo(
    () => [
      ...standing.flatMap((o) => boxCorners({ min: [o.center.x - o.size.x / 2, o.center.y - o.size.y / 2, o.center.z - o.size.z / 2], max: [o.center.x + o.size.x / 2, o.center.y + o.size.y / 2, o.center.z + o.size.z / 2] })),
      ...boxCorners(framed),
      ...boxCorners(minimumBox(framed)),
    ] satisfies Vec3[],
    [standing, framed],
  );
  const closeup = useMemo(() => {
    if (!props.closeup) return undefined;
    const section = visible.filter((o) => o.section === props.closeup?.section);
    return section.length === 0 ? undefined : { target: boundsCenter(boundsOfBoxes(section)), zoom: props.closeup.zoom };
  }, [visible, props.closeup]);
  const margin = showDimensions ? 0.12 : 0.07;
  const framing = useMemo(() => ({ points: framePoints, angle: props.camera, margin, closeup }), [framePoints, props.camera, margin, closeup]);
  const radius = Math.hypot(bounds.max[0] - bounds.min[0], bounds.max[1] - bounds.min[1], bounds.max[2] - bounds.min[2]) / 2;
  const { length, width, height } = props.dimensions;
  const lines = useMemo(() => dimensionLines(bounds, { length, width, height }), [bounds, length, width, height]);
  const labels = useRef<(HTMLElement | null)[]>([]);
  const room = useMemo(() => roomStyleOf(props.sceneStyle), [props.sceneStyle]);
  // The first frame waits (the page shows the view's loading state) for what it draws that is computed:
  // textures and the studio environment, files the build drew (a worker draws them when there is none).
  // Only the first scene's: later edits draw a missing texture on the spot (the state keeps the first keys).
  const [firstAssets] = useState(() => firstFrameAssetKeys(drawn, room));
  use(prepareSceneAssets(firstAssets));

  // Latest callback without re-rendering the scene when the panel passes a new function.
  const onSelect = useRef(onSelectSection);
  useEffect(() => {
    onSelect.current = onSelectSection;
  }, [onSelectSection]);
  const onToggleFront = useRef(props.onToggleFront);
  const selected = useRef(selection);
  useEffect(() => {
    onToggleFront.current = props.onToggleFront;
    selected.current = selection;
  }, [props.onToggleFront, selection]);
  // A click on any part (a door, a drawer, a board, a cushion) selects the section it is part of; a door or
  // a drawer of a section already selected (or in a view that selects nothing) opens or closes instead.
  const canToggle = props.onToggleFront !== undefined && fronts.size > 0;
  const drawnIndex = useMemo(() => new Map(drawn.map((o, i) => [o, i])), [drawn]);
  const pick = useMemo(
    () =>
      selectionMode === 'none' && !canToggle
        ? null
        : (item: Placement) => {
            const index = drawnIndex.get(item.object);
            const front = index === undefined ? undefined : fronts.get(index);
            if (front !== undefined && onToggleFront.current !== undefined && (selectionMode === 'none' || selected.current.includes(front.section))) {
              if (wrapper.current) wrapper.current.dataset.picked = `${front.section}:${item.object.type}`;
              onToggleFront.current(front.key);
              return;
            }
            const section = pickedSection(item.object, selectionMode);
            if (section === null) return;
            if (wrapper.current) wrapper.current.dataset.picked = `${section}:${item.object.type}`;
            onSelect.current(section);
          },
    [selectionMode, canToggle, drawnIndex, fronts],
  );

  // Direct handles: anchored on the closed piece (as the camera frames it), drawn as HTML over the canvas.
  const handles = props.handles ?? NO_HANDLES;
  const anchors = useMemo(() => handles.map((h) => handleAnchor(scene, h.sections, h.side)), [handles, scene]);
  const slots = useRef<HandleSlot[]>([]);
  const onHandle = useRef(props.onHandle);
  useEffect(() => {
    onHandle.current = props.onHandle;
  }, [props.onHandle]);
  const handle = useCallback((id: string, value: number | null) => onHandle.current?.(id, value), []);

  // Whether a frame is on the visible canvas yet (FirstFrame prepares the first one out of sight).
  const presented = useRef(false);
  // Once it is, an edit is drawn in the task that made it (ViewerCanvas drawAtCommit).
  const drawAtCommit = useCallback(() => presented.current, []);

  const onSettledChange = useCallback((settled: boolean) => {
    if (wrapper.current) wrapper.current.dataset.settled = String(settled);
  }, []);

  return (
    <div
      ref={wrapper}
      data-testid="configurator-canvas"
      data-furniture-type={furnitureType}
      data-selection={selection.join(',')}
      data-open={openState}
      data-open-fronts={openList}
      style={{ position: 'relative', width: '100%', height: '100%', minHeight: 240 }}
    >
      <ViewerCanvas
        frameloop="demand"
        dpr={[1, 2]}
        camera={{ fov: 30, near: 5, far: 20000, position: [0, 150, 600] }}
        gl={{ antialias: antialiasFor(window.devicePixelRatio), preserveDrawingBuffer: true }}
        drawAtCommit={drawAtCommit}
        overlay={
          <>
            {showDimensions && <DimensionLabels lines={lines} format={props.formatDimension ?? formatCentimetres} labels={labels} />}
            <HandleOverlay handles={handles} slots={slots} label={props.handlesLabel ?? ''} onHandle={handle} />
          </>
        }
        onCreated={({ gl }) => {
          gl.toneMapping = NeutralToneMapping;
          gl.toneMappingExposure = props.exposure;
        }}
      >
        <color attach="background" args={[room?.background ?? STUDIO_BACKGROUND]} />
        <Lighting center={center} radius={radius} />
        {room && <Room style={room} bounds={bounds} boxes={standing} hangs={mounting.hangs} />}
        <Furniture batches={batches} resources={resources} onPick={pick} groupRef={furniture} framing={framing} bounds={bounds} />
        <PickProbe wrapper={wrapper} group={furniture} />
        <HandleAnchors anchors={anchors} slots={slots} />
        <ContactShadow boxes={standing} />
        {showDimensions && <Dimensions lines={lines} labels={labels} />}
        <CameraRig bounds={framed} {...framing} maxZoom={props.maxZoom} orbitDegrees={props.orbitDegrees} reset={props.cameraReset ?? 0} onSettledChange={onSettledChange} />
        <FirstFrame presentedRef={presented} />
        <CanvasSignals wrapper={wrapper} label={props.label} resources={resources} presented={presented} />
      </ViewerCanvas>
    </div>
  );
}

const NO_HANDLES: readonly ViewerHandle[] = [];

/**
 * Resolves once what the first frame of these props draws is computed: the studio environment and the
 * scene's textures (the same keys the viewer asks for below, which then does not suspend). The page
 * shows its loading state until then (LazyViewer).
 */
export function prepareFirstFrame(props: Pick<ViewerProps, 'scene' | 'sceneStyle'>): Promise<void> {
  return prepareSceneAssets(firstFrameAssetKeys(props.scene, roomStyleOf(props.sceneStyle)));
}

/** What a first frame of these parts and this room draws that is computed: the studio environment and the textures. */
function firstFrameAssetKeys(scene: readonly SceneObject[], room: RoomStyle | null): string[] {
  return [ENVIRONMENT_KEY, ...sceneTextureKeys(scene, room)];
}

// Every scene needs the environment: start on it as soon as this chunk is loaded, before React renders the view.
if (typeof window !== 'undefined') void prepareSceneAssets([ENVIRONMENT_KEY]);

/** How long doors and drawers take to open or close, ms. */
const OPEN_MS = 450;

/** Each front's share of the way open (0 to 1), gliding towards its target over OPEN_MS; at once when the visitor prefers reduced motion. */
function useOpenShares(targets: ReadonlyMap<string, number>): ReadonlyMap<string, number> {
  const [shares, setShares] = useState<ReadonlyMap<string, number>>(() => new Map(targets));
  const current = useRef(shares);
  useEffect(() => {
    const set = (next: ReadonlyMap<string, number>) => {
      current.current = next;
      setShares(next);
    };
    const from = current.current;
    const moving = [...targets].some(([k, v]) => (from.get(k) ?? 0) !== v);
    if (!moving) {
      // Fronts the scene no longer has (or new ones, closed) without a glide.
      if (from.size !== targets.size || [...from.keys()].some((k) => !targets.has(k))) set(new Map(targets));
      return;
    }
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      set(new Map(targets));
      return;
    }
    let last = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const delta = Math.max(0, now - last) / OPEN_MS;
      last = now;
      let done = true;
      const next = new Map<string, number>();
      for (const [k, target] of targets) {
        const v = current.current.get(k) ?? 0;
        const moved = v < target ? Math.min(target, v + delta) : Math.max(target, v - delta);
        if (moved !== target) done = false;
        next.set(k, moved);
      }
      set(next);
      if (!done) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [targets]);
  return shares;
}

interface CanvasSignalsProps {
  wrapper: RefObject<HTMLDivElement | null>;
  label: string;
  resources: ViewerResources;
  presented: RefObject<boolean>;
}

/**
 * Accessibility and test hooks of the canvas: role="img" with the translated label, data-ready once a
 * frame is on screen (on the visible canvas: FirstFrame's preparation frames do not count), and per rendered frame a frame count and the renderer's draw calls, triangles,
 * geometries, textures and shader programs (data-frames, data-draw-calls, data-triangles, data-geometries,
 * data-textures, data-programs, data-cached-materials, data-camera) for tests and the bench.
 */
function CanvasSignals({ wrapper, label, resources, presented }: CanvasSignalsProps) {
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
      if (!el || !presented.current) return;
      const info = gl.info;
      el.dataset.drawCalls = String(info.render.calls);
      el.dataset.triangles = String(info.render.triangles);
      el.dataset.geometries = String(info.memory.geometries);
      el.dataset.textures = String(info.memory.textures);
      el.dataset.programs = String(info.programs?.length ?? 0);
      el.dataset.camera = camera.position.toArray().map((v) => v.toFixed(1)).join(',');
      el.dataset.cachedMaterials = String(resources.counts().materials);
      frames += 1;
      el.dataset.frames = String(frames);
      if (el.dataset.ready !== 'true') el.dataset.ready = 'true';
    });
  }, [gl, camera, wrapper, resources, presented]);
  return null;
}
