/** The cushion as one design element (a sofa accessory in the scene), and its dimensions. */
import type { DesignElement } from '../../design/element.ts';
import { mm } from '../../units/index.ts';
import type { Dimensions } from '../family.ts';
import { coverSku, cushionVariation } from '../sofa/covers.ts';
import { CUSHION_THICKNESS } from './constants.ts';
import type { CushionDesign } from './design.ts';

/** The one element of a cushion design, with its cover SKU. */
export function cushionElements(design: CushionDesign): DesignElement[] {
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

/** Length, width and filled thickness. */
export function cushionDimensions(design: CushionDesign): Dimensions {
  return { length: mm(design.length), width: mm(design.width), height: mm(CUSHION_THICKNESS) };
}
