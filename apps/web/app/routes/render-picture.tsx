import { useEffect, useMemo, useRef, useState } from 'react';
import { data } from 'react-router';
import { CLOSEUP_ZOOM, deriveDesign, familyOf, isPicturePreset, largestSection, sceneWithoutDoors, type FurnitureType, type PicturePreset } from '@masswerk/domain';
import type { Route } from './+types/render-picture';
import { serverContext } from '../content/api.server';
import { designInfo } from '../content/designs.server';
import type { MessageKey } from '../i18n/messages-types';
import { useI18n } from '../i18n/use-messages';
import { pageMeta } from '../shell/meta';
import { cameraOf, pictureView } from '../configurator/poster';
import { furnitureTypeOfParam } from '../configurator/routing';
import { LazyViewer } from '../configurator/viewer/LazyViewer';
import type { ViewerProps } from '../configurator/viewer/viewer-props';

/**
 * /render/{uuid}?preset=main|no_doors|closeup|studio_main (and /render/defaults/{furnitureType}, a family's
 * default design, the poster of its new-design configurator): a saved design alone in the configurator's own
 * 3D viewer, filling the window, for the server's picture job (apps/server/src/services/pictures) to
 * screenshot in headless Chromium. The viewer's wrapper says `data-ready="true"` once its first frame is
 * drawn; `window.masswerkDraw(preset)` then turns the same viewer to another preset and resolves once
 * that is drawn, so a design's pictures cost one page load and one set of shaders, not one per preset.
 * Nobody links here; it is not indexed.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const preset = new URL(request.url).searchParams.get('preset') ?? 'main';
  if (!isPicturePreset(preset)) throw data('unknown preset', 404);
  if ('furnitureType' in params) {
    const furnitureType = furnitureTypeOfParam(params.furnitureType);
    if (furnitureType === null) throw data('unknown furniture type', 404);
    return { furnitureType, structure: familyOf(furnitureType).defaults() as unknown as Record<string, unknown>, preset, kind: 'new' as const };
  }
  const info = await designInfo(serverContext(context, request), params.uuid);
  if (info === null) throw data('design not found', 404);
  return { furnitureType: info.furniture_type as FurnitureType, structure: info.structure, preset, kind: 'saved' as const };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, { title: 'Masswerk', noindex: true });
}

const noSelection = () => undefined;

/**
 * The viewer's props for a preset: the review tab's camera (a new design's poster: the camera the desktop
 * configurator opens with, `pictureView`), the room or the studio, the doors or none, the whole piece or its largest section close up.
 */
function pictureViewerProps(furnitureType: FurnitureType, structure: Record<string, unknown>, preset: PicturePreset, kind: 'saved' | 'new', label: string): ViewerProps | null {
  const family = familyOf(furnitureType);
  const parsed = family.parse(structure);
  if (!parsed.ok) return null;
  const design = parsed.design;
  const derived = deriveDesign(family, design, { countries: [] });
  const view = pictureView(family, kind);
  const section = preset === 'closeup' ? largestSection(derived.scene) : null;
  return {
    scene: preset === 'no_doors' ? sceneWithoutDoors(derived.scene) : derived.scene,
    furnitureType,
    sceneStyle: preset === 'studio_main' ? null : family.sceneStyle(design),
    exposure: family.cameraExposure,
    orbitDegrees: family.cameraOrbitDegrees,
    camera: cameraOf(family, design, view),
    maxZoom: view.maxZoom,
    selectionMode: 'none',
    selection: [],
    onSelectSection: noSelection,
    dimensions: derived.dimensions,
    showDimensions: false,
    label,
    ...(section === null ? {} : { closeup: { section, zoom: CLOSEUP_ZOOM } }),
  };
}

declare global {
  interface Window {
    /** Draws another preset of the design on this page; resolves once its frame is on the canvas. */
    masswerkDraw?: (preset: string) => Promise<void>;
  }
}

/** Frames the viewer has drawn (its wrapper's data-frames), or 0 before the first. */
const framesDrawn = () => Number(document.querySelector<HTMLElement>('[data-testid="configurator-canvas"]')?.dataset.frames ?? 0);
/** However the scene changes, a picture is taken after this long at the latest. */
const DRAW_WAIT_MS = 10_000;

export default function RenderPicture({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { furnitureType, structure, kind } = loaderData;
  const [preset, setPreset] = useState<PicturePreset>(loaderData.preset);
  const drawn = useRef<{ frames: number; resolve: () => void } | null>(null);
  useEffect(() => {
    window.masswerkDraw = (next: string) =>
      new Promise<void>((resolve, reject) => {
        if (!isPicturePreset(next)) return reject(new Error(`unknown preset ${next}`));
        drawn.current = { frames: framesDrawn(), resolve };
        setPreset(next);
      });
    return () => {
      delete window.masswerkDraw;
    };
  }, []);
  // After the new preset's props reached the viewer: wait for a frame drawn after them, and one more.
  useEffect(() => {
    const waiting = drawn.current;
    if (!waiting) return;
    drawn.current = null;
    const until = performance.now() + DRAW_WAIT_MS;
    const check = () => {
      if (framesDrawn() > waiting.frames || performance.now() > until) requestAnimationFrame(() => waiting.resolve());
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, [preset]);
  const label = t(`furniture.${furnitureType}` as MessageKey);
  const props = useMemo(() => pictureViewerProps(furnitureType, structure, preset, kind, label), [furnitureType, structure, preset, kind, label]);
  return (
    <main id="main" className="render-picture" data-preset={preset} style={{ position: 'fixed', inset: 0, zIndex: 10 }}>
      {props && <LazyViewer {...props} />}
    </main>
  );
}
