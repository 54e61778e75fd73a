/** The cushion family: six sizes, any fabric or leather; its scene objects are sofa accessories. */
import type { Family } from '../family.ts';
import { familyFrom } from '../kit/family.ts';
import { cushionCatalogue } from './catalogue.ts';
import { CUSHION_SHIPPING_DAYS } from './constants.ts';
import type { CushionDesign } from './design.ts';
import { cushionDefaults, cushionParse } from './design.ts';
import { cushionDimensions, cushionElements } from './elements.ts';
import { cushionApply, cushionOptions } from './options.ts';
import { cushionValidate } from './rules.ts';
import { cushionViews } from './views.ts';

export const cushionFamily: Family<CushionDesign> = familyFrom({
  furniture_type: 'cushion',
  version: 1,
  defaults: cushionDefaults,
  parse: cushionParse,
  validate: cushionValidate,
  views: cushionViews,
  options: cushionOptions,
  apply: cushionApply,
  elements: cushionElements,
  dimensions: cushionDimensions,
  sections: () => [{ id: 'm0', label: 'Cushion' }],
  // A cushion needs no assembly.
  assembly: null,
  catalogue: cushionCatalogue,
  shippingDays: CUSHION_SHIPPING_DAYS,
  backLink: { id: 'cushion', path: '/accessories/cushions', label: 'Back to cushions' },
  homeCard: { id: 'cushion', label: 'Cushions' },
  // Small and free: seen from everywhere.
  cameraOrbitDegrees: null,
  sectionNoun: 'whole',
});
