/** Tabs and sub-views of the wardrobe configurator (configurators.md §2), as data for the generic UI. */
import { type CameraAngle, type FamilyViews, type SelectionMode, type ViewMetadata, viewSteps } from '../family.ts';
import { COLOR_GROUPS, INTERIORS, INTERIOR_TYPES } from './constants.ts';

const FRONT: CameraAngle = { azimuth: 20, polar: 12 };
/** Interiors are placed looking straight in, the doors opened by the viewer (ViewMetadata.opensFronts). */
const STRAIGHT: CameraAngle = { azimuth: 0, polar: 6 };
/** The review tab looks from a lower vertical angle (configurators.md §2). */
const REVIEW: CameraAngle = { azimuth: 25, polar: 4 };

function view(id: string, label: string, maxZoom: 1 | 1.8, selectionMode: SelectionMode, camera: CameraAngle, subViews: string[] = [], resetsSelection = false): ViewMetadata {
  return { id, label, maxZoom, selectionMode, cameras: { default: camera }, resetsSelection, subViews };
}

export const HANDLE_SUB_VIEWS = ['handles/all', 'handles/turning', 'handles/sliding'] as const;
export const INTERIOR_SUB_VIEWS = INTERIOR_TYPES.map((t) => `interiors/${t}` as const);
export const COLOR_SUB_VIEWS = COLOR_GROUPS.map((g) => `colors/${g}` as const);

/** Every view and sub-view with its zoom, selection mode and camera. */
export const WARDROBE_VIEWS: Readonly<Record<string, ViewMetadata>> = Object.fromEntries(
  [
    view('default', 'Configure', 1.8, 'single', FRONT, ['modules', 'doors', ...HANDLE_SUB_VIEWS, ...INTERIOR_SUB_VIEWS, ...COLOR_SUB_VIEWS]),
    view('elements', 'Elements', 1.8, 'single', FRONT, ['modules', 'doors', ...HANDLE_SUB_VIEWS, ...INTERIOR_SUB_VIEWS]),
    view('colors', 'Colours', 1.8, 'multi', FRONT, [...COLOR_SUB_VIEWS]),
    view('review', 'Review', 1, 'none', REVIEW, [], true),
    view('modules', 'Modules', 1, 'single', FRONT),
    view('doors', 'Doors', 1, 'multi', FRONT),
    view('handles', 'Handles', 1, 'all', FRONT, [...HANDLE_SUB_VIEWS]),
    view('handles/all', 'All handles', 1, 'all', FRONT),
    view('handles/turning', 'Turning door handles', 1, 'all', FRONT),
    view('handles/sliding', 'Sliding door handles', 1, 'all', FRONT),
    // Interiors are placed looking in: the viewer opens the doors for them.
    { ...view('interiors', 'Interiors', 1, 'single', STRAIGHT, [...INTERIOR_SUB_VIEWS]), opensFronts: true },
    ...INTERIOR_TYPES.map((t) => view(`interiors/${t}`, INTERIORS[t].name, 1, 'single', STRAIGHT)),
    view('colors/whole', 'Whole wardrobe', 1, 'whole', FRONT),
    view('colors/corpuses', 'Corpuses', 1, 'multi', STRAIGHT),
    view('colors/drawers', 'Drawers', 1, 'multi', STRAIGHT),
    view('colors/boards', 'Boards', 1, 'multi', STRAIGHT),
    view('colors/doors', 'Doors', 1, 'multi', FRONT),
    view('colors/handles', 'Handles', 1, 'multi', FRONT),
    view('colors/outer_walls', 'Outer walls', 1, 'whole', FRONT),
  ].map((v) => [v.id, v]),
);

function must(id: string): ViewMetadata {
  const v = WARDROBE_VIEWS[id];
  if (v === undefined) throw new Error(`unknown wardrobe view ${id}`);
  return v;
}

const MOBILE = [must('elements'), must('colors'), must('review')];

/** Desktop tab, mobile tabs, steps, next labels and colour groups of the wardrobe. */
export const wardrobeViews: FamilyViews = {
  desktop: must('default'),
  mobile: MOBILE,
  nextLabels: ['To doors', 'To handles', 'To interiors', 'To colors', 'To review'],
  // The elements tab in four steps, each with the zoom, selection mode and camera of its own view.
  steps: viewSteps(MOBILE, [
    { id: 'modules', tab: 'elements', subViews: ['modules'], nextLabel: null },
    { id: 'doors', tab: 'elements', subViews: ['doors'], nextLabel: 'To doors', meta: must('doors') },
    { id: 'handles', tab: 'elements', subViews: [...HANDLE_SUB_VIEWS], nextLabel: 'To handles', meta: must('handles') },
    { id: 'interiors', tab: 'elements', subViews: [...INTERIOR_SUB_VIEWS], nextLabel: 'To interiors', meta: must('interiors') },
    { id: 'colors', tab: 'colors', subViews: [...COLOR_SUB_VIEWS], nextLabel: 'To colors' },
    { id: 'review', tab: 'review', subViews: [], nextLabel: 'To review' },
  ]),
  colorGroups: [...COLOR_GROUPS],
};
