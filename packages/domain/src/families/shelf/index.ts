/**
 * The shelf family (configurators.md §2-§9): design, rules, options, parts and views.
 */
import type { Family } from '../family.ts';
import { mm } from '../../units/index.ts';
import { ASSEMBLY_FEATURE_ID, BASEBOARD_CUT_FEATURE_ID } from './constants.ts';
import { shelfCatalogue } from './catalogue.ts';
import type { ShelfDesign } from './design.ts';
import { SHELF_DESIGN_VERSION, parseShelfDesign, shelfDefaults } from './design.ts';
import { shelfElements } from './elements.ts';
import { shelfMaxDepth, shelfTotalHeight, shelfTotalLength } from './geometry.ts';
import { applyShelfOption, shelfOptions } from './options.ts';
import { shelfAssemblyRecommendation, validateShelf } from './validate.ts';
import { shelfViews } from './views.ts';

/** Base shipping time of a shelf in days, before the 14 days of assembly (shop.md §9). */
export const SHELF_SHIPPING_DAYS = 21;

export const shelfFamily: Family<ShelfDesign> = {
  furniture_type: 'shelf',
  version: SHELF_DESIGN_VERSION,
  defaults: shelfDefaults,
  parse: parseShelfDesign,
  validate: validateShelf,
  views: shelfViews,
  options: shelfOptions,
  apply: applyShelfOption,
  elements: shelfElements,
  dimensions: (design) => ({
    length: mm(shelfTotalLength(design)),
    width: mm(shelfMaxDepth(design)),
    height: mm(shelfTotalHeight(design)),
  }),
  sections: (design) =>
    design.columns.map((c, i) => ({ id: `c${i}`, label: `Column ${i + 1} (${c.length / 10} × ${c.width / 10} cm, ${c.heightInSections} sections)` })),
  assembly: { featureId: ASSEMBLY_FEATURE_ID, recommendation: shelfAssemblyRecommendation },
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

export type { ShelfBackwall, ShelfBoard, ShelfColumn, ShelfDesign, ShelfFeet, ShelfFront, ShelfHandle, ShelfWall } from './design.ts';
export { MIGRATIONS as SHELF_MIGRATIONS, parseShelfDesign, shelfColumn, shelfDefaults, shelfDesignSchema } from './design.ts';
export { shelfCatalogue } from './catalogue.ts';
export { shelfElements } from './elements.ts';
export { applyShelfOption, selectedColumns, shelfOptions } from './options.ts';
export { shelfAssemblyRecommendation, validateShelf } from './validate.ts';
export { SHELF_COLOR_GROUPS, SHELF_SUB_VIEWS, shelfViews } from './views.ts';
export { shelfReferenceDesigns } from './reference-designs.ts';
export * as shelfConstants from './constants.ts';
