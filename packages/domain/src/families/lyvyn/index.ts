/** The lyvyn sofa family: joyn's views and rules with rounded neck cushions. */
import type { Family } from '../family.ts';
import { joynLikeViews } from '../joyn/views.ts';
import { sofaFamilyOf } from '../sofa/family.ts';
import type { SofaDesign } from '../sofa/types.ts';
import { lyvynCatalogue } from './catalogue.ts';
import type { LyvynDesign } from './design.ts';
import { lyvynDefaults, parseLyvynDesign } from './design.ts';
import { lyvynLine } from './line.ts';

export type { LyvynDesign } from './design.ts';
export { lyvynDefaults, parseLyvynDesign, lyvynDesignSchema, LYVYN_MIGRATIONS } from './design.ts';
export { lyvynLine } from './line.ts';
export { lyvynCatalogue } from './catalogue.ts';
export { lyvynReferenceDesigns } from './reference-designs.ts';

export const lyvynFamily: Family<LyvynDesign> = sofaFamilyOf<LyvynDesign>({
  line: lyvynLine,
  views: joynLikeViews(),
  catalogue: lyvynCatalogue,
  defaults: lyvynDefaults,
  parse: parseLyvynDesign,
  toGeneric: (d) => d,
  fromGeneric: (g: SofaDesign) => g as LyvynDesign,
  nextLabelTabs: { 'To legs couch': 'stylesMobile', 'To colors': 'colorsMobile', 'To review': 'review' },
});
