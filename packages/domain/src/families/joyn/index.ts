/** The joyn sofa family: the sofa engine with the joyn line. */
import type { Family } from '../family.ts';
import { sofaFamilyOf } from '../sofa/family.ts';
import { joynCatalogue } from './catalogue.ts';
import type { JoynDesign } from './design.ts';
import { joynDefaults, joynParse } from './design.ts';
import { joynLine } from './line.ts';
import { joynViews } from './views.ts';

export const joynFamily: Family<JoynDesign> = sofaFamilyOf({
  line: joynLine, views: joynViews, catalogue: joynCatalogue, defaults: joynDefaults, parse: joynParse,
  // The sofa card of the home page opens the joyn configurator; its designs once lived under /joyn_old/.
  homeCard: { id: 'sofa', label: 'Sofas' },
  formerPathSegment: 'joyn_old',
});
