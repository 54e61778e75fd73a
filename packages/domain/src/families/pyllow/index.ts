/** The pyllow sofa family. */
import type { Family } from '../family.ts';
import { sofaFamilyOf } from '../sofa/family.ts';
import { pyllowCatalogue } from './catalogue.ts';
import type { PyllowDesign } from './design.ts';
import { parsePyllowDesign, pyllowDefaults, pyllowFromGeneric, pyllowToGeneric } from './design.ts';
import { pyllowLine } from './line.ts';
import { pyllowViews } from './views.ts';

export type { PyllowDesign, PyllowModule } from './design.ts';
export { pyllowDefaults, parsePyllowDesign, pyllowDesignSchema, PYLLOW_MIGRATIONS, pyllowToGeneric, pyllowFromGeneric } from './design.ts';
export { pyllowLine } from './line.ts';
export { pyllowCatalogue } from './catalogue.ts';
export { pyllowReferenceDesigns } from './reference-designs.ts';

export const pyllowFamily: Family<PyllowDesign> = sofaFamilyOf<PyllowDesign>({
  line: pyllowLine,
  views: pyllowViews,
  catalogue: pyllowCatalogue,
  defaults: pyllowDefaults,
  parse: parsePyllowDesign,
  toGeneric: pyllowToGeneric,
  fromGeneric: pyllowFromGeneric,
  nextLabelTabs: { 'To colors': 'colors', 'To review': 'review' },
});
