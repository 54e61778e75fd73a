/** The joyn sofa family. */
import type { Family } from '../family.ts';
import { sofaFamilyOf } from '../sofa/family.ts';
import type { SofaDesign } from '../sofa/types.ts';
import { joynCatalogue } from './catalogue.ts';
import type { JoynDesign } from './design.ts';
import { joynDefaults, parseJoynDesign } from './design.ts';
import { joynLine } from './line.ts';
import { joynViews } from './views.ts';

export type { JoynDesign, JoynColors } from './design.ts';
export { joynDefaults, parseJoynDesign, joynDesignSchema, JOYN_MIGRATIONS } from './design.ts';
export { joynLine } from './line.ts';
export { joynCatalogue } from './catalogue.ts';
export { joynReferenceDesigns } from './reference-designs.ts';

export const joynFamily: Family<JoynDesign> = sofaFamilyOf<JoynDesign>({
  line: joynLine,
  views: joynViews,
  catalogue: joynCatalogue,
  defaults: joynDefaults,
  parse: parseJoynDesign,
  toGeneric: (d) => d,
  fromGeneric: (g: SofaDesign) => g as JoynDesign,
  nextLabelTabs: { 'To legs couch': 'stylesMobile', 'To colors': 'colorsMobile', 'To review': 'review' },
  // The sofa card of the home page opens the joyn configurator; its designs once lived under /joyn_old/.
  homeCard: { id: 'sofa', label: 'Sofas' },
  formerPathSegment: 'joyn_old',
});
