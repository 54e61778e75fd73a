/** The wardrobe family (configurators.md §1-§9): made-to-measure wardrobes with turning or sliding doors. */
import type { Family } from '../family.ts';
import { casegoodsFamily } from '../kit/family.ts';
import { wardrobeCatalogue } from './catalogue.ts';
import { WARDROBE_SHIPPING_DAYS, WARDROBE_VERSION } from './constants.ts';
import type { WardrobeDesign } from './design.ts';
import { wardrobeDefaults, wardrobeParse } from './design.ts';
import { wardrobeDimensions, wardrobeElements, wardrobeLabelPrefix, wardrobeSections } from './elements.ts';
import { wardrobeApply, wardrobeOptionRange, wardrobeOptions } from './options.ts';
import { wardrobeAssemblyRecommendation, wardrobeValidate } from './rules.ts';
import { wardrobeViews } from './views.ts';

export const wardrobeFamily: Family<WardrobeDesign> = casegoodsFamily({
  furniture_type: 'wardrobe',
  version: WARDROBE_VERSION,
  defaults: wardrobeDefaults,
  parse: (input) => wardrobeParse(input),
  validate: wardrobeValidate,
  views: wardrobeViews,
  options: wardrobeOptions,
  optionRange: wardrobeOptionRange,
  apply: wardrobeApply,
  elements: wardrobeElements,
  dimensions: wardrobeDimensions,
  sections: wardrobeSections,
  assemblyRecommendation: wardrobeAssemblyRecommendation,
  catalogue: wardrobeCatalogue,
  shippingDays: WARDROBE_SHIPPING_DAYS,
  labelPrefixOf: wardrobeLabelPrefix,
  backLink: { id: 'wardrobe', path: '/storage/wardrobes', label: 'Back to wardrobes' },
  homeCard: { id: 'wardrobe', label: 'Wardrobes' },
  sectionNoun: 'module',
  // 'To doors', 'To handles' and 'To interiors' name sub-views of the first tab, which no next button opens.
  baseboardCutSize: (design) => ({ depth: design.baseboardCut?.depth ?? null, height: design.baseboardCut?.height ?? null }),
});
