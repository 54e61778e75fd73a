/** Pyllow views (configurators.md §2): modules, elements, colors, styles, review. */
import type { FamilyViews } from '../family.ts';
import { sofaViews } from '../sofa/views.ts';

export const pyllowViews: FamilyViews = sofaViews({
  tabs: [
    { id: 'modules', label: 'Modules', kind: 'modules', subViews: ['modules', 'seat-modules', 'lounge', 'corner-modules'] },
    { id: 'elements', label: 'Armrests', kind: 'elements', subViews: ['armrests'] },
    { id: 'colors', label: 'Colors', kind: 'colors', subViews: ['whole-couch', 'cushions-and-armrests'] },
    { id: 'styles', label: 'Feet', kind: 'styles', subViews: ['feet'] },
    { id: 'review', label: 'Review', kind: 'review', subViews: [] },
  ],
  nextLabels: ['To modules', 'To colors', 'To review'],
  // The spec's mobile groups (seat modules, lounge, corner modules, armrests) follow the modules as they are;
  // the feet (styles tab) close the modules step.
  steps: [
    { id: 'layout', tab: 'modules', subViews: ['modules'], nextLabel: null },
    { id: 'modules', tab: 'elements', subViews: ['seat-modules', 'lounge', 'corner-modules', 'armrests', 'feet'], nextLabel: 'To modules' },
    { id: 'colors', tab: 'colors', subViews: ['whole-couch', 'cushions-and-armrests'], nextLabel: 'To colors' },
    { id: 'review', tab: 'review', subViews: [], nextLabel: 'To review' },
  ],
  colorGroups: ['whole-couch', 'cushions-and-armrests'],
});
