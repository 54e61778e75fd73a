/**
 * The shelf configurator's views as data (configurators.md §2): tabs, sub-views, next labels,
 * colour groups, zoom, selection modes and camera angles.
 */
import { type CameraAngle, type FamilyViews, type SelectionMode, type ViewMetadata, viewSteps } from '../family.ts';

/** Colour groups of the colours tab, in the spec's order. */
export const SHELF_COLOR_GROUPS = [
  'whole',
  'boards',
  'metalBars',
  'walls',
  'fronts',
  'handles',
  'backwalls',
  'feet',
  'hanging',
  'socle',
] as const;
export type ShelfColorGroup = (typeof SHELF_COLOR_GROUPS)[number];

/** Sub-views that options() answers, with their selection mode. */
export const SHELF_SUB_VIEWS = {
  modules: 'single',
  width: 'multi',
  height: 'multi',
  depth: 'multi',
  styles: 'none',
  'dimensions-legs': 'none',
  legs: 'none',
  boards: 'multi',
  'boards-add': 'multi',
  'boards-delete': 'multi',
  fronts: 'multi',
  'fronts-add': 'multi',
  'fronts-delete': 'multi',
  'fronts-initial-handles': 'none',
  'fronts-change-handles': 'multi',
  backwalls: 'multi',
  'backwalls-whole': 'multi',
  'backwalls-partial': 'multi',
  'baseboard-cuts': 'none',
  colors: 'multi',
  'colors-whole': 'whole',
  'colors-boards': 'multi',
  'colors-metalBars': 'all',
  'colors-walls': 'multi',
  'colors-fronts': 'multi',
  'colors-handles': 'multi',
  'colors-backwalls': 'multi',
  'colors-feet': 'all',
  'colors-hanging': 'all',
  'colors-socle': 'multi',
  review: 'none',
} as const satisfies Record<string, SelectionMode>;
export type ShelfViewId = keyof typeof SHELF_SUB_VIEWS;
export const SHELF_VIEW_IDS = Object.keys(SHELF_SUB_VIEWS) as ShelfViewId[];

const FRONT: CameraAngle = { azimuth: 0, polar: 8 };
const THREE_QUARTER: CameraAngle = { azimuth: 25, polar: 12 };
// The review looks from lower down, as a person standing in the room would see the piece.
const REVIEW: CameraAngle = { azimuth: 25, polar: 4 };

function view(id: string, label: string, selectionMode: SelectionMode, camera: CameraAngle, subViews: string[], main = true): ViewMetadata {
  return { id, label, maxZoom: main ? 1.8 : 1, selectionMode, cameras: { default: camera }, resetsSelection: !main || selectionMode === 'none', subViews };
}

const MODULE_SUB_VIEWS = ['width', 'height', 'depth', 'styles', 'dimensions-legs', 'legs', 'baseboard-cuts'];
const ELEMENT_SUB_VIEWS = [
  'boards-add',
  'boards-delete',
  'fronts-add',
  'fronts-delete',
  'fronts-initial-handles',
  'fronts-change-handles',
  'backwalls-whole',
  'backwalls-partial',
];
const COLOR_SUB_VIEWS = SHELF_COLOR_GROUPS.map((g) => `colors-${g}`);

const SHELF_MOBILE: ViewMetadata[] = [
  { ...view('modules', 'Modules', 'single', FRONT, ['modules', ...MODULE_SUB_VIEWS]), resetsSelection: false },
  { ...view('elements', 'Elements', 'multi', FRONT, ELEMENT_SUB_VIEWS), resetsSelection: false },
  view('colors', 'Colors', 'multi', THREE_QUARTER, COLOR_SUB_VIEWS),
  view('review', 'Review', 'none', REVIEW, [], false),
];

/** Tabs and their metadata for the generic configurator UI. */
export const shelfViews: FamilyViews = {
  desktop: view('default', 'Configure', 'multi', THREE_QUARTER, ['modules', ...MODULE_SUB_VIEWS, ...ELEMENT_SUB_VIEWS, ...COLOR_SUB_VIEWS]),
  mobile: SHELF_MOBILE,
  nextLabels: ['To styles', 'To dimensions', 'To boards', 'To fronts', 'To backwalls', 'To colors', 'To review'],
  // The modules tab in three steps (columns, style, dimensions with legs and cut), the elements tab in three.
  steps: viewSteps(SHELF_MOBILE, [
    { id: 'modules', tab: 'modules', subViews: ['modules'], nextLabel: null },
    { id: 'styles', tab: 'modules', subViews: ['styles'], nextLabel: 'To styles' },
    { id: 'dimensions', tab: 'modules', subViews: ['width', 'height', 'depth', 'dimensions-legs', 'legs', 'baseboard-cuts'], nextLabel: 'To dimensions' },
    { id: 'boards', tab: 'elements', subViews: ['boards-add', 'boards-delete'], nextLabel: 'To boards' },
    { id: 'fronts', tab: 'elements', subViews: ['fronts-add', 'fronts-delete', 'fronts-initial-handles', 'fronts-change-handles'], nextLabel: 'To fronts' },
    { id: 'backwalls', tab: 'elements', subViews: ['backwalls-whole', 'backwalls-partial'], nextLabel: 'To backwalls' },
    { id: 'colors', tab: 'colors', subViews: COLOR_SUB_VIEWS, nextLabel: 'To colors' },
    { id: 'review', tab: 'review', subViews: [], nextLabel: 'To review' },
  ]),
  colorGroups: [...SHELF_COLOR_GROUPS],
};
