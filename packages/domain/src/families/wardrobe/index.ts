/** The wardrobe family (configurators.md §1-§9): made-to-measure wardrobes with turning or sliding doors. */
import type { Family } from '../family.ts';
import { wardrobeCatalogue } from './catalogue.ts';
import { ASSEMBLY_FEATURE_ID, SHIPPING_DAYS, WARDROBE_VERSION } from './constants.ts';
import { wardrobeDefaults, wardrobeParse } from './design.ts';
import type { WardrobeDesign } from './design.ts';
import { wardrobeDimensions, wardrobeElements, wardrobeSections } from './geometry.ts';
import { wardrobeApply, wardrobeOptions } from './options.ts';
import { wardrobeValidate } from './rules.ts';
import { wardrobeViews } from './views.ts';

export type { Interior, WardrobeDesign, WardrobeModule, WardrobeMigration } from './design.ts';
export { wardrobeDefaults, wardrobeDesignSchema, wardrobeMigrate, wardrobeMigrations, wardrobeModule, wardrobeParse } from './design.ts';
export * from './constants.ts';
export { wardrobeDepth, wardrobeTotalLength, wardrobeValidate, interiorBand } from './rules.ts';
export { wardrobeDimensions, wardrobeElements, wardrobeSections, CUTTABLE_TYPES } from './geometry.ts';
export { wardrobeApply, wardrobeOptions, wardrobeSelectedModules } from './options.ts';
export { wardrobeViews, WARDROBE_VIEWS, HANDLE_SUB_VIEWS, INTERIOR_SUB_VIEWS, COLOR_SUB_VIEWS } from './views.ts';
export { wardrobeCatalogue } from './catalogue.ts';
export { wardrobeLabelPrefix, wardrobeLabels } from './labels.ts';
import { wardrobeLabelPrefix } from './labels.ts';
export { wardrobeReferenceDesigns } from './reference-designs.ts';

/** The wardrobe family: every derived fact of a wardrobe design as pure functions. */
export const wardrobeFamily: Family<WardrobeDesign> = {
  furniture_type: 'wardrobe',
  version: WARDROBE_VERSION,
  defaults: wardrobeDefaults,
  parse: (input) => wardrobeParse(input),
  validate: wardrobeValidate,
  views: wardrobeViews,
  options: wardrobeOptions,
  apply: wardrobeApply,
  elements: wardrobeElements,
  dimensions: wardrobeDimensions,
  sections: wardrobeSections,
  assembly: {
    featureId: ASSEMBLY_FEATURE_ID,
    // shop.md §9: always recommended; sliding doors need their rails levelled and runners adjusted on site.
    recommendation: (design) => (design.modules.some((m) => m.doors.type === 'sliding') ? 'strongly_recommended' : 'recommended'),
  },
  baseboardCutFeatureId: 15,
  catalogue: wardrobeCatalogue,
  shippingDays: SHIPPING_DAYS,
  labelPrefixOf: wardrobeLabelPrefix,
  backLink: { id: 'wardrobe', path: '/storage/wardrobes', label: 'Back to wardrobes' },
  designNotFoundPath: { desktop: '/about-our-configurators', phone: '/' },
  homeCard: { id: 'wardrobe', label: 'Wardrobes' },
  formerPathSegment: null,
  sceneStyle: () => null,
  // Pale boards a touch darker than upholstery.
  cameraExposure: 0.95,
  // It stands against a wall: seen from the side, never from behind.
  cameraOrbitDegrees: 60,
  sectionNoun: 'module',
  // 'To doors', 'To handles' and 'To interiors' name sub-views of the first tab, which no next button opens.
  nextLabelTabs: { 'To colors': 'colors', 'To review': 'review' },
  sharedRuleSet: null,
  // A wardrobe design carries no cut size (BaseboardCutMeta).
  baseboardCutSize: () => ({ depth: null, height: null }),
};
