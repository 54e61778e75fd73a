/** Cushion views (configurators.md §2): sizes and colours, with the sofas' cameras. */
import { type FamilyViews, type ViewMetadata, viewSteps } from '../family.ts';
import { sofaCameras } from '../sofa/views.ts';

const cameras = sofaCameras();

const MOBILE: ViewMetadata[] = [
  { id: 'elements', label: 'Sizes', maxZoom: 1.8, selectionMode: 'whole', cameras, resetsSelection: false, subViews: ['sizes'] },
  { id: 'colors', label: 'Colors', maxZoom: 1, selectionMode: 'whole', cameras, resetsSelection: true, subViews: ['colors'] },
  { id: 'review', label: 'Review', maxZoom: 1, selectionMode: 'none', cameras: sofaCameras(-10), resetsSelection: true, subViews: [] },
];

export const cushionViews: FamilyViews = {
  desktop: { id: 'default', label: 'Configure', maxZoom: 1.8, selectionMode: 'whole', cameras, resetsSelection: true, subViews: ['sizes', 'colors'] },
  mobile: MOBILE,
  // The spec names no labels for the cushion; it uses the sofas' last two (one step per tab).
  nextLabels: ['To colors', 'To review'],
  steps: viewSteps(MOBILE, [
    { id: 'sizes', tab: 'elements', subViews: ['sizes'], nextLabel: null },
    { id: 'colors', tab: 'colors', subViews: ['colors'], nextLabel: 'To colors' },
    { id: 'review', tab: 'review', subViews: [], nextLabel: 'To review' },
  ]),
  colorGroups: ['whole'],
};
