/** The cushion family: six sizes, any fabric or leather; its scene objects are sofa accessories. */
import type { DesignElement } from '../../design/element.ts';
import { mm } from '../../units/index.ts';
import type { ConfigurationOption, Family } from '../family.ts';
import { DesignRuleError } from '../family.ts';
import { colorById } from '../../catalogue/colors.ts';
import { UPHOLSTERY_COLORS, coverSku, cushionVariation, upholsteryColorIs } from '../sofa/covers.ts';
import { sofaCameras } from '../sofa/views.ts';
import type { ValidationResult } from '../../design/issue.ts';
import { cushionCatalogue } from './catalogue.ts';
import type { CushionDesign } from './design.ts';
import { CUSHION_SIZES, CUSHION_THICKNESS, cushionDefaults, parseCushionDesign } from './design.ts';

export type { CushionDesign } from './design.ts';
export { CUSHION_SIZES, cushionDefaults, parseCushionDesign, cushionDesignSchema, CUSHION_MIGRATIONS } from './design.ts';
export { cushionCatalogue } from './catalogue.ts';
export { cushionReferenceDesigns } from './reference-designs.ts';

const sizeText = (s: { length: number; width: number }): string => `${s.length / 10} x ${s.width / 10} cm`;

/** Cushion rules: one of the six sizes, a fabric or leather cover. */
function validateCushion(design: CushionDesign): ValidationResult {
  const errors: ValidationResult['errors'] = [];
  if (!CUSHION_SIZES.some((s) => s.length === design.length && s.width === design.width)) {
    errors.push({
      path: 'length',
      code: 'cushion.size',
      message: `A cushion of ${design.length} x ${design.width} mm is not made; choose ${CUSHION_SIZES.map(sizeText).join(', ')}.`,
    });
  }
  if (!upholsteryColorIs(design.color)) {
    errors.push({ path: 'color', code: 'cushion.color', message: `"${design.color}" is not one of our fabrics or leathers: choose a cover colour from the list.` });
  }
  return { errors, warnings: [] };
}

function applyCushion(design: CushionDesign, option: ConfigurationOption): CushionDesign {
  let next: CushionDesign;
  if (option.type === 'size') {
    const [length, width] = String(option.value).split('x').map(Number);
    next = { ...design, length: length ?? 0, width: width ?? 0 };
  } else if (option.type === 'color') {
    next = { ...design, color: String(option.value) };
  } else {
    throw new DesignRuleError({ path: '', code: 'cushion.option.unknown', message: `The cushion configurator has no option "${option.type}".` });
  }
  const error = validateCushion(next).errors[0];
  if (error !== undefined) throw new DesignRuleError(error);
  return next;
}

function cushionElements(design: CushionDesign): DesignElement[] {
  const el: DesignElement = {
    furniture_type: 'cushion',
    section: 'm0',
    type: 'cushion',
    length: mm(design.length),
    width: mm(design.width),
    height: mm(CUSHION_THICKNESS),
    color: design.color,
    shape: 'cushion',
    material: 'upholstery',
    variation: cushionVariation('seat', 0, 0),
    margin_x: mm(0),
    margin_y: mm(0),
    margin_z: mm(0),
  };
  const cover = coverSku(design.color);
  if (cover !== undefined) el.cover_sku = cover;
  return [el];
}

const cameras = sofaCameras();

export const cushionFamily: Family<CushionDesign> = {
  furniture_type: 'cushion',
  version: 1,
  defaults: cushionDefaults,
  parse: parseCushionDesign,
  validate: validateCushion,
  views: {
    desktop: { id: 'default', label: 'Configure', maxZoom: 1.8, selectionMode: 'whole', cameras, resetsSelection: true, subViews: ['sizes', 'colors'] },
    mobile: [
      { id: 'elements', label: 'Sizes', maxZoom: 1.8, selectionMode: 'whole', cameras, resetsSelection: false, subViews: ['sizes'] },
      { id: 'colors', label: 'Colors', maxZoom: 1, selectionMode: 'whole', cameras, resetsSelection: true, subViews: ['colors'] },
      { id: 'review', label: 'Review', maxZoom: 1, selectionMode: 'none', cameras: sofaCameras(-10), resetsSelection: true, subViews: [] },
    ],
    nextLabels: ['To colors', 'To review'],
    colorGroups: ['whole'],
  },
  options(design, view) {
    const subs = view === 'default' ? ['sizes', 'colors'] : view === 'elements' ? ['sizes'] : view === 'review' ? [] : [view];
    const out: ConfigurationOption[] = [];
    if (subs.includes('sizes')) {
      for (const s of CUSHION_SIZES) {
        out.push({ action: 'update', group: 'sizes', type: 'size', value: `${s.length}x${s.width}`, text: sizeText(s), isDisabled: false, isSelected: design.length === s.length && design.width === s.width, length: s.length, depth: s.width });
      }
    }
    if (subs.includes('colors')) {
      for (const c of UPHOLSTERY_COLORS) {
        out.push({ action: 'update', group: 'colors', type: 'color', value: c, text: colorById(c)?.name ?? c, isDisabled: false, isSelected: design.color === c });
      }
    }
    return out;
  },
  apply: (design, option) => applyCushion(design, option),
  elements: cushionElements,
  dimensions: (design) => ({ length: mm(design.length), width: mm(design.width), height: mm(CUSHION_THICKNESS) }),
  sections: () => [{ id: 'm0', label: 'Cushion' }],
  // A cushion needs no assembly.
  assembly: null,
  baseboardCutFeatureId: null,
  catalogue: cushionCatalogue,
  shippingDays: 10,
  backLink: { id: 'cushion', path: '/accessories/cushions', label: 'Back to cushions' },
  designNotFoundPath: { desktop: '/about-our-configurators', phone: '/' },
  homeCard: { id: 'cushion', label: 'Cushions' },
  formerPathSegment: null,
  sceneStyle: () => null,
  cameraExposure: 1,
  // Small and free: seen from everywhere.
  cameraOrbitDegrees: null,
  sectionNoun: 'whole',
  nextLabelTabs: { 'To colors': 'colors', 'To review': 'review' },
  sharedRuleSet: null,
  baseboardCutSize: () => ({ depth: null, height: null }),
};
