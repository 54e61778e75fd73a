/** The flayr sofa family: the sofa engine with the flayr line. */
import type { Family } from '../family.ts';
import { sofaFamilyOf } from '../sofa/family.ts';
import { flayrCatalogue } from './catalogue.ts';
import type { FlayrDesign } from './design.ts';
import { flayrDefaults, flayrParse } from './design.ts';
import { flayrLine } from './line.ts';
import { flayrViews } from './views.ts';

export const flayrFamily: Family<FlayrDesign> = sofaFamilyOf({
  line: flayrLine, views: flayrViews, catalogue: flayrCatalogue, defaults: flayrDefaults, parse: flayrParse,
});
