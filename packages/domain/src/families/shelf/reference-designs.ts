/**
 * Reference shelves for golden files and benchmarks: every leg family, fronts, backwalls, metal bars,
 * 1 to 11 columns, and the largest valid shelf.
 */
import type { ShelfStyle } from './constants.ts';
import { STYLES } from './constants.ts';
import type { ShelfBackwall, ShelfColumn, ShelfDesign, ShelfFront } from './design.ts';
import { shelfColumn, shelfDefaults, syncWalls } from './design.ts';

function front(type: 'door' | 'drawer', sectionIndex: number, heightInSections: number, color: string, handle: ShelfFront['handle'] = { type: 'bar', color: 'aluminium' }, hinge: 'left' | 'right' = 'left'): ShelfFront {
  return { type, sectionIndex, heightInSections, color, handle, hinge };
}

function backwalls(runs: [sectionIndex: number, heightInSections: number][], color: string): ShelfBackwall[] {
  return runs.map(([sectionIndex, heightInSections]) => ({ sectionIndex, heightInSections, color }));
}

function design(style: ShelfStyle, feetColor: string, columns: ShelfColumn[], extra: Partial<ShelfDesign> = {}): ShelfDesign {
  const base = shelfDefaults();
  return {
    ...base,
    style,
    feet: { type: STYLES[style], color: feetColor, platform: false },
    columns: syncWalls(columns),
    ...extra,
  };
}

/** Boards at the given section lines (bottom and top are added). */
function withBoards(c: ShelfColumn, sections: number[]): ShelfColumn {
  const color = c.boards[0]?.color;
  const all = [...new Set([0, ...sections, c.heightInSections])].sort((a, b) => a - b);
  return { ...c, boards: all.map((sectionIndex) => (color === undefined ? { sectionIndex } : { sectionIndex, color })) };
}

const largestColumn = (length: number): ShelfColumn => ({
  ...withBoards(shelfColumn(length, 18, { color: 'white_u11209' }), [2, 4, 10, 12, 14, 16]),
  fronts: [
    front('drawer', 0, 2, 'oak_h3303'),
    front('drawer', 2, 2, 'oak_h3303'),
    front('door', 4, 6, 'oak_h3303', { type: 'knob', color: 'walnut' }, 'left'),
    front('door', 10, 8, 'oak_h3303', { type: 'grip', color: 'metal_black' }, 'right'),
  ],
  backwalls: backwalls([[0, 4], [4, 4], [8, 4], [12, 4], [16, 2]], 'light_grey_u12044'),
});

/** The largest valid shelf: 11 columns (3749 mm), 18 sections, fronts and backwalls everywhere, on a socle. */
function largest(): ShelfDesign {
  // 6 x 365 + 5 x 250 + 81 mm = 3521 mm of columns plus 12 walls = 3749 mm, just under the 3750 limit.
  const lengths = [446, 250, 365, 250, 365, 250, 365, 250, 365, 250, 365];
  return design('SOCLE', 'anthracite_u12233', lengths.map(largestColumn), { baseboardCut: { height: 10, depth: 2 }, scene: 'industrial_loft' });
}

/** Named reference designs, all valid. */
const REFERENCES: readonly { name: string; design: ShelfDesign }[] = [
  { name: 'default', design: shelfDefaults() },
  {
    name: 'one-column-hanging',
    design: design('AYR', 'metal_stainless', [
      { ...shelfColumn(564, 4, { color: 'walnut' }), backwalls: backwalls([[0, 4]], 'walnut') },
    ], { scene: 'beton_living' }),
  },
  {
    name: 'two-columns-socle-drawers',
    design: design('SOCLE', 'black_u12001', [
      { ...withBoards(shelfColumn(726, 4, { color: 'black_u12001' }), [1, 2, 3]), fronts: [0, 1, 2, 3].map((s) => front('drawer', s, 1, 'oak_h3303', { type: 'grip', color: 'aluminium' })), socleColor: 'oak_h3303' },
      { ...shelfColumn(726, 4, { color: 'black_u12001', boardEvery: 4 }), fronts: [front('drawer', 0, 2, 'oak_h3303', { type: 'none' }), front('drawer', 2, 2, 'oak_h3303', { type: 'none' })] },
    ]),
  },
  {
    name: 'three-columns-metal-bars-pyn',
    design: design('PYN', 'matt_gold', [shelfColumn(564, 6, { color: 'green_u16010', boardEvery: 1 }), shelfColumn(726, 6, { color: 'green_u16010' }), shelfColumn(564, 6, { color: 'green_u16010', boardEvery: 3 })], {
      boardType: 'metalBar',
      colors: { metalBar: 'matt_gold' },
    }),
  },
  {
    name: 'four-columns-doors-backwalls-nordyc',
    design: design('NORDYC', 'walnut', [0, 1, 2, 3].map((i) => ({
      ...shelfColumn(540, 8, { width: 470, color: 'walnut_h3734' }),
      fronts: i % 2 === 0 ? [front('door', 0, 4, 'white_u11209', { type: 'bar', color: 'metal_black' }, i === 0 ? 'left' : 'right')] : [front('door', 0, 2, 'white_u11209', { type: 'knob', color: 'oak' })],
      backwalls: backwalls([[0, 4], [4, 4]], 'white_u11209'),
    }))),
  },
  {
    name: 'five-columns-mixed-lynk',
    design: design('LYNK', 'metal_black', [
      { ...shelfColumn(564, 6), fronts: [front('drawer', 0, 1, 'anthracite_u12233')], boards: shelfColumn(564, 6).boards.concat([{ sectionIndex: 1, color: 'white_u11209' }]).sort((a, b) => a.sectionIndex - b.sectionIndex) },
      { ...shelfColumn(365, 6), backwalls: backwalls([[2, 2]], 'anthracite_u12233') },
      { ...shelfColumn(564, 6), fronts: [front('door', 2, 4, 'anthracite_u12233', { type: 'bar', color: 'chrome' }, 'right')], backwalls: backwalls([[0, 1], [1, 1]], 'anthracite_u12233') },
      shelfColumn(250, 6),
      { ...shelfColumn(365, 6), backwalls: backwalls([[0, 2], [2, 4]], 'anthracite_u12233') },
    ]),
  },
  {
    name: 'two-columns-roll-cyrcle',
    design: design('CYRCLE', 'chrome', [
      { ...shelfColumn(726, 3, { color: 'yellow_u15036', boardEvery: 3 }), fronts: [front('door', 0, 3, 'yellow_u15036', { type: 'knob', color: 'walnut' })] },
      { ...shelfColumn(726, 3, { color: 'yellow_u15036', boardEvery: 1 }), backwalls: backwalls([[0, 1], [1, 2]], 'yellow_u15036') },
    ]),
  },
  {
    name: 'six-columns-platform-tall',
    design: design('SOCLE', 'oak', Array.from({ length: 6 }, () => shelfColumn(564, 14, { color: 'oak' })), {
      feet: { type: 'socle', color: 'oak', platform: true },
      baseboardCut: { height: 16, depth: 4.5 },
    }),
  },
  {
    name: 'five-columns-stepped-lyft',
    design: (() => {
      const d = design('LYFT', 'beech', [4, 6, 8, 6, 4].map((h) => shelfColumn(365, h, { color: 'ash_h1250' })), { baseboardCut: { height: 6, depth: 2 } });
      // A wall extension: the outer right wall rises two sections above its column.
      const last = d.columns[4];
      if (last !== undefined) last.wallRight = { ...last.wallRight, heightInSections: 6 };
      return d;
    })(),
  },
  {
    name: 'three-columns-shyft-knobs',
    design: design('SHYFT', 'metal_stainless', [0, 1, 2].map(() => ({
      ...shelfColumn(726, 8, { color: 'pink_u17031', boardEvery: 4 }),
      fronts: [front('drawer', 0, 2, 'pink_u17031', { type: 'knob', color: 'matt_gold' }), front('door', 4, 4, 'pink_u17031', { type: 'knob', color: 'matt_gold' }, 'right')],
    }))),
  },
  {
    name: 'seven-columns-slym-missing-colour',
    design: (() => {
      const d = design('SLYM', 'blue_5003', Array.from({ length: 7 }, () => shelfColumn(250, 4, { color: 'blue_u18004' })), {
        boardType: 'metalBar',
        colors: { metalBar: 'metal_white' },
      });
      // One board without colour: shown in oak, reported as a warning.
      const first = d.columns[0];
      if (first !== undefined) first.boards = first.boards.map((b, k) => (k === 0 ? { sectionIndex: b.sectionIndex } : b));
      return d;
    })(),
  },
  { name: 'largest', design: largest() },
];

/** The reference shelves by name. */
export const shelfReferenceDesigns: Readonly<Record<string, ShelfDesign>> = Object.fromEntries(REFERENCES.map(({ name, design }) => [name, design]));
