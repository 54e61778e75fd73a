/** The pyllow sofa family: the sofa engine with the pyllow line, read from pyllow's own module form. */
import type { Family } from '../family.ts';
import { sofaFamilyOf } from '../sofa/family.ts';
import { pyllowCatalogue } from './catalogue.ts';
import type { PyllowDesign } from './design.ts';
import { pyllowDefaults, pyllowFromGeneric, pyllowParse, pyllowToGeneric } from './design.ts';
import { pyllowLine } from './line.ts';
import { pyllowViews } from './views.ts';

export const pyllowFamily: Family<PyllowDesign> = sofaFamilyOf({
  line: pyllowLine, views: pyllowViews, catalogue: pyllowCatalogue, defaults: pyllowDefaults, parse: pyllowParse,
  toGeneric: pyllowToGeneric,
  fromGeneric: pyllowFromGeneric,
});
