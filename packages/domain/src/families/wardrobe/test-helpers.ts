/** Small builders shared by the wardrobe tests. */
import { mm } from '../../units/index.ts';
import type { Interior, WardrobeDesign, WardrobeModule } from './design.ts';

/** A bare module of a width with the door type that width takes. */
export function moduleOf(width: number, interiors: Partial<Interior>[] = []): WardrobeModule {
  const sliding = width >= 1600;
  return {
    length: mm(width),
    corpus: {
      color: 'white_u11209',
      interiors: interiors.map((i) => ({ type: 'board', position: 0, compartment: 0, color: 'white_u11209', ...i })),
    },
    doors: { type: sliding ? 'sliding' : 'turning', handle: 'nyche', colors: { body: 'white_u11209', handles: 'aluminium' } },
  };
}

/** A wardrobe of modules of these widths, 2352 mm tall unless told. */
export function wardrobeOf(widths: readonly number[], height = 2352): WardrobeDesign {
  return {
    furniture_type: 'wardrobe',
    version: 1,
    height: mm(height),
    modules: widths.map((w) => moduleOf(w)),
    wallLeft: { color: 'white_u11209' },
    wallRight: { color: 'white_u11209' },
  };
}
