/** The lyvyn sofa family: the sofa engine with the lyvyn line (joyn's rules, rounded neck cushions). */
import type { Family } from '../family.ts';
import { sofaFamilyOf } from '../sofa/family.ts';
import { lyvynCatalogue } from './catalogue.ts';
import type { LyvynDesign } from './design.ts';
import { lyvynDefaults, lyvynParse } from './design.ts';
import { lyvynLine } from './line.ts';
import { lyvynViews } from './views.ts';

export const lyvynFamily: Family<LyvynDesign> = sofaFamilyOf({
  line: lyvynLine, views: lyvynViews, catalogue: lyvynCatalogue, defaults: lyvynDefaults, parse: lyvynParse,
});
