/** Joyn and lyvyn views (configurators.md §2). */
import type { FamilyViews } from '../family.ts';
import { sofaViews } from '../sofa/views.ts';

/** Colour sub-tabs: whole couch, cushions & armrests, base & back, feet. */
export const JOYN_COLOR_GROUPS = ['whole-couch', 'cushions-and-armrests', 'base-and-back', 'feet'];

/** Views of joyn and lyvyn: same tabs, sub-views and next labels. */
export function joynLikeViews(): FamilyViews {
  const views = sofaViews({
    tabs: [
      { id: 'modulesMobile', label: 'Modules', kind: 'modules', subViews: ['modules', 'seat-modules', 'lounge', 'corner-modules'] },
      { id: 'elementsMobile', label: 'Armrests', kind: 'elements', subViews: ['armrests'] },
      { id: 'colorsMobile', label: 'Colors', kind: 'colors', subViews: ['whole-couch', 'cushions-and-armrests', 'base-and-back', 'feet-colors'] },
      { id: 'stylesMobile', label: 'Feet', kind: 'styles', subViews: ['feet', 'feet-height-11-cm', 'feet-height-17-cm'] },
      { id: 'review', label: 'Review', kind: 'review', subViews: [] },
    ],
    nextLabels: ['To modules', 'To legs couch', 'To colors', 'To review'],
    // First the sofa's modules as they are, then the modules to add with the armrests (the elements tab).
    steps: [
      { id: 'layout', tab: 'modulesMobile', subViews: ['modules'], nextLabel: null },
      { id: 'modules', tab: 'elementsMobile', subViews: ['seat-modules', 'lounge', 'corner-modules', 'armrests'], nextLabel: 'To modules' },
      { id: 'legs-couch', tab: 'stylesMobile', subViews: ['feet', 'feet-height-11-cm', 'feet-height-17-cm'], nextLabel: 'To legs couch' },
      { id: 'colors', tab: 'colorsMobile', subViews: ['whole-couch', 'cushions-and-armrests', 'base-and-back', 'feet-colors'], nextLabel: 'To colors' },
      { id: 'review', tab: 'review', subViews: [], nextLabel: 'To review' },
    ],
    colorGroups: JOYN_COLOR_GROUPS,
  });
  // Desktop shows the sub-views in the order of configurators.md §2, colours last.
  views.desktop.subViews = [
    'modules', 'feet', 'seat-modules', 'lounge', 'corner-modules', 'armrests', 'feet-height-11-cm', 'feet-height-17-cm',
    'whole-couch', 'cushions-and-armrests', 'base-and-back', 'feet-colors',
  ];
  return views;
}

export const joynViews: FamilyViews = joynLikeViews();
