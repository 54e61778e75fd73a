/** Colour lists the casegoods (shelf and wardrobe) share: the laminates, wood decors and solid woods they are made in. */
import type { ColorId } from '../../catalogue/colors.ts';

export const LAMINATES = [
  'white_u11209',
  'cream_u11026',
  'beige_u13081',
  'light_grey_u12044',
  'grey_u12091',
  'anthracite_u12233',
  'black_u12001',
  'blue_u18004',
  'dark_blue_u18009',
  'green_u16010',
  'dark_green_u16019',
  'red_u17012',
  'pink_u17031',
  'yellow_u15036',
  'brown_u18050',
] as const satisfies readonly ColorId[];
export const WOOD_DECORS = ['oak_h3303', 'walnut_h3734', 'ash_h1250'] as const satisfies readonly ColorId[];
export const SOLID_WOODS = ['oak', 'walnut'] as const satisfies readonly ColorId[];

/** Every board colour of the casegoods: laminates, wood decors, oak and walnut. */
export const CARCASS_COLORS = [...LAMINATES, ...WOOD_DECORS, ...SOLID_WOODS] as const;
