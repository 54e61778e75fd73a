/**
 * View metadata of the sofa configurators (configurators.md §2): desktop and mobile tabs, sub-views,
 * next labels, zoom, selection modes and a camera per layout shape (i1-i4, L1-L4, U1-U4).
 */
import { type CameraAngle, type FamilyViews, type SelectionMode, type StepSpec, type ViewMetadata, viewSteps } from '../family.ts';
import { LAYOUT_SHAPES } from './model.ts';

export type TabKind = 'modules' | 'elements' | 'colors' | 'styles' | 'review';

export interface TabSpec {
  id: string;
  label: string;
  kind: TabKind;
  subViews: string[];
}

/** Cameras per layout shape: larger sofas are seen from higher up, L shapes from the open side. */
export function sofaCameras(polarShift = 0): Record<string, CameraAngle> {
  const cameras: Record<string, CameraAngle> = {};
  for (const shape of LAYOUT_SHAPES) {
    const size = Number(shape.slice(1)) - 1;
    const kind = shape[0];
    const base = kind === 'i' ? 15 : kind === 'L' ? 25 : 35;
    cameras[shape] = { azimuth: kind === 'L' ? 20 : 0, polar: Math.max(0, base + 5 * size + polarShift) };
  }
  cameras['default'] = cameras['i1']!;
  return cameras;
}

const SELECTION: Record<TabKind, SelectionMode> = {
  modules: 'single',
  elements: 'single',
  colors: 'whole',
  styles: 'none',
  review: 'none',
};

/** Builds the views of a sofa family: every sofa tab resets the selection except modules, elements and styles. */
export function sofaViews(spec: { tabs: TabSpec[]; nextLabels: string[]; steps: StepSpec[]; colorGroups: string[] }): FamilyViews {
  const mobile: ViewMetadata[] = spec.tabs.map((t) => ({
    id: t.id,
    label: t.label,
    maxZoom: t.kind === 'modules' ? 1.8 : 1,
    selectionMode: SELECTION[t.kind],
    // The review tab looks from lower down, so the sofa reads as it will stand in a room.
    cameras: sofaCameras(t.kind === 'review' ? -10 : t.kind === 'styles' ? -5 : 0),
    resetsSelection: t.kind === 'colors' || t.kind === 'review',
    subViews: t.subViews,
  }));
  const desktop: ViewMetadata = {
    id: 'default',
    label: 'Configure',
    maxZoom: 1.8,
    selectionMode: 'single',
    cameras: sofaCameras(),
    resetsSelection: true,
    subViews: [...new Set(spec.tabs.flatMap((t) => t.subViews))],
  };
  return { desktop, mobile, nextLabels: spec.nextLabels, steps: viewSteps(mobile, spec.steps), colorGroups: spec.colorGroups };
}

/** The sub-views a view id stands for: the desktop tab, a mobile tab, or a single sub-view. */
export function subViewsOf(views: FamilyViews, view: string): string[] {
  if (view === views.desktop.id) return views.desktop.subViews;
  const tab = views.mobile.find((t) => t.id === view);
  // A tab named as one of its own sub-views (pyllow's "modules") stands for that sub-view: its groups
  // (seat modules, lounge, ...) are sub-views of their own.
  if (tab === undefined || tab.subViews.includes(view)) return [view];
  return tab.subViews;
}
