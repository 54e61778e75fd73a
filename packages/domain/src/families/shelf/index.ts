/**
 * The shelf family (configurators.md §2-§9): design, rules, options, parts and views.
 */
import type { Family } from '../family.ts';
import { casegoodsFamily, onEveryDevice } from '../kit/family.ts';
import { SHELF_SHIPPING_DAYS } from './constants.ts';
import { shelfCatalogue } from './catalogue.ts';
import type { ShelfDesign } from './design.ts';
import { SHELF_DESIGN_VERSION, shelfDefaults, shelfParse } from './design.ts';
import { shelfDimensions, shelfElements, shelfSections } from './elements.ts';
import { shelfApply, shelfOptionRange, shelfOptions } from './options.ts';
import { shelfAssemblyRecommendation, shelfValidate } from './rules.ts';
import { shelfViews } from './views.ts';

export const shelfFamily: Family<ShelfDesign> = casegoodsFamily({
  furniture_type: 'shelf',
  version: SHELF_DESIGN_VERSION,
  defaults: shelfDefaults,
  parse: shelfParse,
  validate: shelfValidate,
  views: shelfViews,
  options: shelfOptions,
  optionRange: shelfOptionRange,
  apply: shelfApply,
  elements: shelfElements,
  dimensions: shelfDimensions,
  sections: shelfSections,
  assemblyRecommendation: shelfAssemblyRecommendation,
  catalogue: shelfCatalogue,
  shippingDays: SHELF_SHIPPING_DAYS,
  backLink: { id: 'shelf', path: '/shelves', label: 'Back to shelves' },
  designNotFoundPath: onEveryDevice('/about-our-configurators/shelves-and-storage'),
  homeCard: { id: 'shelf', label: 'Shelves' },
  sceneStyle: (design) => design.scene ?? null,
  sectionNoun: 'column',
  // 'To styles', 'To dimensions', 'To fronts' and 'To backwalls' name sub-views of tabs that other labels open.
  baseboardCutSize: (design) => ({ depth: design.baseboardCut.depth, height: design.baseboardCut.height }),
});
