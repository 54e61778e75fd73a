/**
 * The shelf family (configurators.md §2-§9): design, rules, options, parts and views.
 */
import type { Family } from '../family.ts';
import { BASEBOARD_CUT_FEATURE_ID, CASEGOODS_ASSEMBLY_FEATURE_ID } from '../kit/features.ts';
import { SHELF_SHIPPING_DAYS } from './constants.ts';
import { shelfCatalogue } from './catalogue.ts';
import type { ShelfDesign } from './design.ts';
import { SHELF_DESIGN_VERSION, shelfDefaults, shelfParse } from './design.ts';
import { shelfDimensions, shelfElements, shelfSections } from './elements.ts';
import { shelfApply, shelfOptions } from './options.ts';
import { shelfAssemblyRecommendation, shelfValidate } from './rules.ts';
import { shelfViews } from './views.ts';

export const shelfFamily: Family<ShelfDesign> = {
  furniture_type: 'shelf',
  version: SHELF_DESIGN_VERSION,
  defaults: shelfDefaults,
  parse: shelfParse,
  validate: shelfValidate,
  views: shelfViews,
  options: shelfOptions,
  apply: shelfApply,
  elements: shelfElements,
  dimensions: shelfDimensions,
  sections: shelfSections,
  assembly: { featureId: CASEGOODS_ASSEMBLY_FEATURE_ID, recommendation: shelfAssemblyRecommendation },
  baseboardCutFeatureId: BASEBOARD_CUT_FEATURE_ID,
  catalogue: shelfCatalogue,
  shippingDays: SHELF_SHIPPING_DAYS,
  backLink: { id: 'shelf', path: '/shelves', label: 'Back to shelves' },
  designNotFoundPath: { desktop: '/about-our-configurators/shelves-and-storage', phone: '/about-our-configurators/shelves-and-storage' },
  homeCard: { id: 'shelf', label: 'Shelves' },
  formerPathSegment: null,
  sceneStyle: (design) => design.scene ?? null,
  // Pale boards a touch darker than upholstery.
  cameraExposure: 0.95,
  // It stands against a wall: seen from the side, never from behind.
  cameraOrbitDegrees: 60,
  sectionNoun: 'column',
  // 'To styles', 'To dimensions', 'To fronts' and 'To backwalls' name sub-views of tabs that other labels open.
  nextLabelTabs: { 'To boards': 'elements', 'To colors': 'colors', 'To review': 'review' },
  sharedRuleSet: null,
  baseboardCutSize: (design) => ({ depth: design.baseboardCut.depth, height: design.baseboardCut.height }),
};
