/** Reference wardrobes for golden files and benchmarks, parsed through the public parser so they stay valid JSON. */
import { INTERIORS } from './constants.ts';
import type { DoorType, Handle, InteriorType } from './constants.ts';
import type { WardrobeDesign } from './design.ts';
import { wardrobeParse } from './design.ts';

/** An interior: its type, hole and compartment (0 when left out); boards and drawers take the corpus colour. */
type Slot = readonly [type: InteriorType, position: number, compartment?: number];

/** A module as stored JSON: width, corpus colour, interiors, and doors with their handle and colours. */
function module(length: number, color: string, slots: readonly Slot[], doors: [DoorType, Handle, body: string, handles: string | null]) {
  return {
    length,
    corpus: {
      color,
      interiors: slots.map(([type, position, compartment = 0]) => ({ type, position, compartment, color: INTERIORS[type].colored ? color : null })),
    },
    doors: { type: doors[0], handle: doors[1], colors: { body: doors[2], handles: doors[3] } },
  };
}

/** A wardrobe as stored JSON, its outer walls in one colour. */
function wardrobe(height: number, modules: ReturnType<typeof module>[], walls: string, baseboardCut?: { height: number; depth: number }) {
  return { furniture_type: 'wardrobe', version: 1, height, modules, wallLeft: { color: walls }, wallRight: { color: walls }, ...(baseboardCut ? { baseboardCut } : {}) };
}

const RAW = {
  /** One 1000 mm turning-door module at the lowest height. */
  compact: wardrobe(
    2000,
    [module(1000, 'white_u11209', [['board', 48], ['closet_rod', 42], ['solid_drawer', 0], ['small_drawer', 6], ['small_drawer', 9]], ['turning', 'fyx', 'white_u11209', null])],
    'white_u11209',
  ),
  /** The classic 2.4 m: three 800 mm turning-door modules, oak doors, black bar handles. */
  classic: wardrobe(
    2352,
    [
      [['board', 60], ['closet_rod', 54], ['shoes_drawer', 0]] as const,
      [['board', 60], ['board', 48], ['board', 36], ['solid_drawer', 0], ['solid_drawer', 6], ['glass_drawer', 12]] as const,
      [['board', 60], ['closet_rod', 54], ['closet_rod', 24]] as const,
    ].map((slots) => module(800, 'white_u11209', slots, ['turning', 'lyne', 'oak_h3303', 'metal_black'])),
    'oak_h3303',
  ),
  /** A 2400 mm sliding-door module with mirror panels, three compartments. */
  sliding: wardrobe(
    2352,
    [
      module(
        2400,
        'light_grey_u12044',
        [['closet_rod', 60, 0], ['board', 66, 0], ['board', 12, 1], ['board', 24, 1], ['board', 36, 1], ['small_drawer', 0, 1], ['small_drawer', 3, 1], ['pant_hanger', 18, 2], ['garment_lift', 54, 2]],
        ['sliding', 'nyche', 'mirror_silver', 'aluminium'],
      ),
    ],
    'light_grey_u12044',
  ),
  /** Turning and sliding doors side by side, walnut, with a baseboard cut for a 10 cm skirting. */
  mixed: wardrobe(
    2224,
    [
      module(500, 'walnut_h3734', [['board', 12], ['board', 24], ['board', 36], ['board', 48]], ['turning', 'knobb', 'walnut', 'matt_gold']),
      module(2000, 'walnut_h3734', [['closet_rod', 54, 0], ['board', 60, 0], ['solid_drawer', 0, 1], ['solid_drawer', 6, 1], ['closet_rod', 48, 1]], ['sliding', 'fyx', 'walnut', null]),
    ],
    'walnut',
    { height: 10, depth: 2 },
  ),
  /** The longest wardrobe (5040 mm: five 1000 mm modules and two 20 mm outer walls), at full height. */
  largest: wardrobe(
    2800,
    Array.from({ length: 5 }, (_, i) =>
      module(
        1000,
        'black_u12001',
        [
          ['solid_drawer', 0],
          ['solid_drawer', 6],
          [i % 2 === 0 ? 'shoes_drawer' : 'glass_drawer', 12],
          ['pant_hanger', 36],
          ...(i % 2 === 0 ? ([['garment_lift', 72]] as const) : ([['board', 42], ['closet_rod', 72]] as const)),
          ['board', 78],
        ],
        ['turning', 'nyche', 'anthracite_u12233', 'metal_stainless'],
      ),
    ),
    'anthracite_u12233',
    { height: 16, depth: 4.5 },
  ),
};

export type WardrobeReferenceName = keyof typeof RAW;

/** Reference wardrobes (compact, classic, sliding, mixed, largest = 5040 mm) for golden files and benchmarks. */
export const wardrobeReferenceDesigns = Object.fromEntries(
  Object.entries(RAW).map(([name, raw]) => {
    const result = wardrobeParse(raw);
    if (!result.ok) throw new Error(`reference wardrobe ${name} does not parse: ${result.errors.map((e) => e.message).join(' ')}`);
    return [name, result.design];
  }),
) as Readonly<Record<WardrobeReferenceName, WardrobeDesign>>;
