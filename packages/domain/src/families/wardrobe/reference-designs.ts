/** Reference wardrobes for golden files and benchmarks, parsed through the public parser so they stay valid JSON. */
import { wardrobeParse } from './design.ts';
import type { WardrobeDesign } from './design.ts';

const RAW = {
  /** One 1000 mm turning-door module at the lowest height. */
  compact: {
    furniture_type: 'wardrobe',
    version: 1,
    height: 2000,
    modules: [
      {
        length: 1000,
        corpus: {
          color: 'white_u11209',
          interiors: [
            { type: 'board', position: 48, color: 'white_u11209' },
            { type: 'closet_rod', position: 42, color: null },
            { type: 'solid_drawer', position: 0, color: 'white_u11209' },
            { type: 'small_drawer', position: 6, color: 'white_u11209' },
            { type: 'small_drawer', position: 9, color: 'white_u11209' },
          ],
        },
        doors: { type: 'turning', handle: 'fyx', colors: { body: 'white_u11209', handles: null } },
      },
    ],
    wallLeft: { color: 'white_u11209' },
    wallRight: { color: 'white_u11209' },
  },
  /** The classic 2.4 m: three 800 mm turning-door modules, oak doors, black bar handles. */
  classic: {
    furniture_type: 'wardrobe',
    version: 1,
    height: 2352,
    modules: [
      {
        length: 800,
        corpus: {
          color: 'white_u11209',
          interiors: [
            { type: 'board', position: 60, color: 'white_u11209' },
            { type: 'closet_rod', position: 54, color: null },
            { type: 'shoes_drawer', position: 0, color: 'white_u11209' },
          ],
        },
        doors: { type: 'turning', handle: 'lyne', colors: { body: 'oak_h3303', handles: 'metal_black' } },
      },
      {
        length: 800,
        corpus: {
          color: 'white_u11209',
          interiors: [
            { type: 'board', position: 60, color: 'white_u11209' },
            { type: 'board', position: 48, color: 'white_u11209' },
            { type: 'board', position: 36, color: 'white_u11209' },
            { type: 'solid_drawer', position: 0, color: 'white_u11209' },
            { type: 'solid_drawer', position: 6, color: 'white_u11209' },
            { type: 'glass_drawer', position: 12, color: 'white_u11209' },
          ],
        },
        doors: { type: 'turning', handle: 'lyne', colors: { body: 'oak_h3303', handles: 'metal_black' } },
      },
      {
        length: 800,
        corpus: {
          color: 'white_u11209',
          interiors: [
            { type: 'board', position: 60, color: 'white_u11209' },
            { type: 'closet_rod', position: 54, color: null },
            { type: 'closet_rod', position: 24, color: null },
          ],
        },
        doors: { type: 'turning', handle: 'lyne', colors: { body: 'oak_h3303', handles: 'metal_black' } },
      },
    ],
    wallLeft: { color: 'oak_h3303' },
    wallRight: { color: 'oak_h3303' },
  },
  /** A 2400 mm sliding-door module with mirror panels, three compartments. */
  sliding: {
    furniture_type: 'wardrobe',
    version: 1,
    height: 2352,
    modules: [
      {
        length: 2400,
        corpus: {
          color: 'light_grey_u12044',
          interiors: [
            { type: 'closet_rod', position: 60, compartment: 0, color: null },
            { type: 'board', position: 66, compartment: 0, color: 'light_grey_u12044' },
            { type: 'board', position: 12, compartment: 1, color: 'light_grey_u12044' },
            { type: 'board', position: 24, compartment: 1, color: 'light_grey_u12044' },
            { type: 'board', position: 36, compartment: 1, color: 'light_grey_u12044' },
            { type: 'small_drawer', position: 0, compartment: 1, color: 'light_grey_u12044' },
            { type: 'small_drawer', position: 3, compartment: 1, color: 'light_grey_u12044' },
            { type: 'pant_hanger', position: 18, compartment: 2, color: null },
            { type: 'garment_lift', position: 54, compartment: 2, color: null },
          ],
        },
        doors: { type: 'sliding', handle: 'nyche', colors: { body: 'mirror_silver', handles: 'aluminium' } },
      },
    ],
    wallLeft: { color: 'light_grey_u12044' },
    wallRight: { color: 'light_grey_u12044' },
  },
  /** Turning and sliding doors side by side, walnut, with a baseboard cut for a 10 cm skirting. */
  mixed: {
    furniture_type: 'wardrobe',
    version: 1,
    height: 2224,
    modules: [
      {
        length: 500,
        corpus: {
          color: 'walnut_h3734',
          interiors: [
            { type: 'board', position: 12, color: 'walnut_h3734' },
            { type: 'board', position: 24, color: 'walnut_h3734' },
            { type: 'board', position: 36, color: 'walnut_h3734' },
            { type: 'board', position: 48, color: 'walnut_h3734' },
          ],
        },
        doors: { type: 'turning', handle: 'knobb', colors: { body: 'walnut', handles: 'matt_gold' } },
      },
      {
        length: 2000,
        corpus: {
          color: 'walnut_h3734',
          interiors: [
            { type: 'closet_rod', position: 54, compartment: 0, color: null },
            { type: 'board', position: 60, compartment: 0, color: 'walnut_h3734' },
            { type: 'solid_drawer', position: 0, compartment: 1, color: 'walnut_h3734' },
            { type: 'solid_drawer', position: 6, compartment: 1, color: 'walnut_h3734' },
            { type: 'closet_rod', position: 48, compartment: 1, color: null },
          ],
        },
        doors: { type: 'sliding', handle: 'fyx', colors: { body: 'walnut', handles: null } },
      },
    ],
    wallLeft: { color: 'walnut' },
    wallRight: { color: 'walnut' },
    baseboardCut: { height: 10, depth: 2 },
  },
  /** The longest wardrobe (5040 mm: five 1000 mm modules and two 20 mm outer walls), at full height. */
  largest: {
    furniture_type: 'wardrobe',
    version: 1,
    height: 2800,
    modules: Array.from({ length: 5 }, (_, i) => ({
      length: 1000,
      corpus: {
        color: 'black_u12001',
        interiors: [
          { type: 'solid_drawer', position: 0, color: 'black_u12001' },
          { type: 'solid_drawer', position: 6, color: 'black_u12001' },
          { type: i % 2 === 0 ? 'shoes_drawer' : 'glass_drawer', position: 12, color: 'black_u12001' },
          { type: 'pant_hanger', position: 36, color: null },
          ...(i % 2 === 0
            ? [{ type: 'garment_lift', position: 72, color: null }]
            : [
                { type: 'board', position: 42, color: 'black_u12001' },
                { type: 'closet_rod', position: 72, color: null },
              ]),
          { type: 'board', position: 78, color: 'black_u12001' },
        ],
      },
      doors: { type: 'turning', handle: 'nyche', colors: { body: 'anthracite_u12233', handles: 'metal_stainless' } },
    })),
    wallLeft: { color: 'anthracite_u12233' },
    wallRight: { color: 'anthracite_u12233' },
    baseboardCut: { height: 16, depth: 4.5 },
  },
} as const;

export type WardrobeReferenceName = keyof typeof RAW;

function parsed(name: WardrobeReferenceName): WardrobeDesign {
  const result = wardrobeParse(RAW[name]);
  if (!result.ok) throw new Error(`reference wardrobe ${name} does not parse: ${result.errors.map((e) => e.message).join(' ')}`);
  return result.design;
}

/** Reference wardrobes (compact, classic, sliding, mixed, largest = 5040 mm) for golden files and benchmarks. */
export const wardrobeReferenceDesigns: Readonly<Record<WardrobeReferenceName, WardrobeDesign>> = {
  compact: parsed('compact'),
  classic: parsed('classic'),
  sliding: parsed('sliding'),
  mixed: parsed('mixed'),
  largest: parsed('largest'),
};
