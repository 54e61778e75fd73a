/** The lyvyn line: joyn's modules and rules, with rounded neck cushions and its own leg offsets. */
import { joynLine } from '../joyn/line.ts';
import type { SofaLine } from '../sofa/line.ts';

export const lyvynLine: SofaLine = {
  ...joynLine,
  furnitureType: 'lyvyn',
  name: 'Lyvyn',
  skuPrefix: '330',
  // Lower back cushions: the rounded neck cushion on top brings the back to 40 + 15 cm above the base.
  backCushionHeights: [{ value: 400, text: 'Back cushion with rounded neck cushion' }],
  defaultBackCushionHeight: 400,
  // Lyvyn corner legs sit 5 mm further out than joyn's (configurators.md §9).
  legOffsets: { slanted: 34.4, corner: -5 },
  roundedCushions: true,
  geometry: { ...joynLine.geometry, roundedCushionSize: 150 },
};
