/** Cushion views (configurators.md §2): sizes and colours, with the sofas' cameras. */
import type { FamilyViews } from '../family.ts';
import { sofaCameras } from '../sofa/views.ts';

const cameras = sofaCameras();

export const cushionViews: FamilyViews = {
  desktop: { id: 'default', label: 'Configure', maxZoom: 1.8, selectionMode: 'whole', cameras, resetsSelection: true, subViews: ['sizes', 'colors'] },
  mobile: [
    { id: 'elements', label: 'Sizes', maxZoom: 1.8, selectionMode: 'whole', cameras, resetsSelection: false, subViews: ['sizes'] },
    { id: 'colors', label: 'Colors', maxZoom: 1, selectionMode: 'whole', cameras, resetsSelection: true, subViews: ['colors'] },
    { id: 'review', label: 'Review', maxZoom: 1, selectionMode: 'none', cameras: sofaCameras(-10), resetsSelection: true, subViews: [] },
  ],
  nextLabels: ['To colors', 'To review'],
  colorGroups: ['whole'],
};
