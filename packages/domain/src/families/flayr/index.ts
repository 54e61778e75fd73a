/** The flayr sofa family. */
import type { Family } from '../family.ts';
import { sofaFamilyOf } from '../sofa/family.ts';
import type { SofaDesign } from '../sofa/types.ts';
import { flayrCatalogue } from './catalogue.ts';
import type { FlayrDesign } from './design.ts';
import { flayrDefaults, parseFlayrDesign } from './design.ts';
import { flayrLine } from './line.ts';
import { flayrViews } from './views.ts';

export type { FlayrDesign, FlayrColors } from './design.ts';
export { flayrDefaults, parseFlayrDesign, flayrDesignSchema, FLAYR_MIGRATIONS } from './design.ts';
export { flayrLine } from './line.ts';
export { flayrCatalogue } from './catalogue.ts';
export { flayrReferenceDesigns } from './reference-designs.ts';

export const flayrFamily: Family<FlayrDesign> = sofaFamilyOf<FlayrDesign>({
  line: flayrLine,
  views: flayrViews,
  catalogue: flayrCatalogue,
  defaults: flayrDefaults,
  parse: parseFlayrDesign,
  toGeneric: (d) => d,
  fromGeneric: (g: SofaDesign) => g as FlayrDesign,
  nextLabelTabs: { 'To dimensions': 'stylesMobile', 'To back cushions': 'elementsMobile', 'To colors': 'colorsMobile', 'To review': 'review' },
});
