/** Flayr views (configurators.md §2). */
import type { FamilyViews } from '../family.ts';
import { sofaViews } from '../sofa/views.ts';

const views = sofaViews({
  tabs: [
    { id: 'modulesMobile', label: 'Modules', kind: 'modules', subViews: ['modules', 'seat-modules', 'lounge', 'corner-modules', 'open-modules-storage-space'] },
    { id: 'elementsMobile', label: 'Elements', kind: 'elements', subViews: ['armrests', 'back-cushions'] },
    { id: 'colorsMobile', label: 'Colors', kind: 'colors', subViews: ['whole-couch', 'base-and-back', 'cushions-and-armrests'] },
    { id: 'stylesMobile', label: 'Dimensions', kind: 'styles', subViews: ['height', 'depth'] },
    { id: 'review', label: 'Review', kind: 'review', subViews: [] },
  ],
  nextLabels: ['To dimensions', 'To modules', 'To back cushions', 'To colors', 'To review'],
  // The modules tab twice: first the sofa's modules as they are, then (after the dimensions) the ones to add.
  steps: [
    { id: 'layout', tab: 'modulesMobile', subViews: ['modules'], nextLabel: null },
    { id: 'dimensions', tab: 'stylesMobile', subViews: ['height', 'depth'], nextLabel: 'To dimensions' },
    { id: 'modules', tab: 'modulesMobile', subViews: ['seat-modules', 'lounge', 'corner-modules', 'open-modules-storage-space'], nextLabel: 'To modules' },
    { id: 'back-cushions', tab: 'elementsMobile', subViews: ['back-cushions', 'armrests'], nextLabel: 'To back cushions' },
    { id: 'colors', tab: 'colorsMobile', subViews: ['whole-couch', 'base-and-back', 'cushions-and-armrests'], nextLabel: 'To colors' },
    { id: 'review', tab: 'review', subViews: [], nextLabel: 'To review' },
  ],
  colorGroups: ['whole-couch', 'base-and-back', 'cushions-and-armrests'],
});
// Desktop shows the sub-views in the order of configurators.md §2, colours last.
views.desktop.subViews = [
  'height', 'depth', 'modules', 'back-cushions', 'armrests', 'seat-modules', 'lounge', 'corner-modules', 'open-modules-storage-space',
  'whole-couch', 'base-and-back', 'cushions-and-armrests',
];

export const flayrViews: FamilyViews = views;
