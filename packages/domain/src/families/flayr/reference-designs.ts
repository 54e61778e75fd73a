/** Reference flayr designs for golden files and benchmarks: straight, L, U, ottoman, storage, lounge, low, largest. */
import { sofaDesignOf } from '../sofa/family.ts';
import type { SofaDesign } from '../sofa/types.ts';
import type { FlayrDesign } from './design.ts';
import { flayrDefaults } from './design.ts';
import { flayrLine } from './line.ts';

type Specs = Parameters<typeof sofaDesignOf>[2];
const of = (specs: Specs, patch: Partial<SofaDesign> = {}): FlayrDesign =>
  sofaDesignOf(flayrLine, { ...flayrDefaults(), ...patch }, specs) as FlayrDesign;
const std = { moduleDepth: 1020 } as const;

export const flayrReferenceDesigns: Readonly<Record<string, FlayrDesign>> = {
  default: flayrDefaults(),
  straight: of([
    { type: 'base', moduleLength: 1020, armrestLength: [240, 0], ...std },
    { type: 'base', moduleLength: 1020, ...std },
    { type: 'base', moduleLength: 1020, armrestLength: [0, 240], ...std },
  ]),
  L: of([
    { type: 'base', moduleLength: 780, armrestLength: [120, 0] },
    { type: 'base', moduleLength: 780 },
    { type: 'corner', direction: 'right' },
    { type: 'base', moduleLength: 780, armrestLength: [0, 120] },
  ]),
  U: of(
    [
      { type: 'base', moduleLength: 1020, armrestLength: [240, 0], ...std, backCushionHeight: 530 },
      { type: 'corner', direction: 'left', ...std, backCushionHeight: 530 },
      { type: 'base', moduleLength: 1020, ...std, backCushionHeight: 530 },
      { type: 'corner', direction: 'right', ...std, backCushionHeight: 530 },
      { type: 'base', moduleLength: 1020, armrestLength: [0, 240], ...std, backCushionHeight: 530 },
    ],
    { colors: { armrest: ['velvetex_green_1011', 'velvetex_green_1011'], backrest: ['velvetex_green_1011', 'velvetex_green_1011'], base: ['velvetex_green_1011', 'velvetex_green_1011'], backCushion: ['velvetex_rose_1003', 'velvetex_rose_1003'], cushion: ['velvetex_rose_1003', 'velvetex_rose_1003'] } },
  ),
  ottoman: of([
    { type: 'base', moduleLength: 1020, armrestLength: [240, 240] },
    { type: 'base', moduleLength: 600, moduleDepth: 600, ottomanMode: true },
  ]),
  storage: of([
    { type: 'base', moduleLength: 780, moduleDepth: 780, storageMode: true },
    { type: 'base', moduleLength: 1020, armrestLength: [0, 240] },
  ]),
  lounge: of([
    { type: 'base', moduleLength: 1020, armrestLength: [240, 0] },
    { type: 'extension', moduleLength: 780, direction: 'right', extensionsLength: [0, 240], extensionsSquare: true },
  ]),
  low: of([
    { type: 'extension', moduleLength: 1020, direction: 'left', extensionsLength: [120, 0], moduleHeight: 390 },
    { type: 'base', moduleLength: 780, moduleHeight: 390, armrestLength: [0, 120] },
  ]),
  // 1020 + 8 x 1020 + 1020 = 10200 is too long: 7 seats of 1020 and one of 780 make 9960 mm.
  largest: of([
    { type: 'base', moduleLength: 1020, armrestLength: [240, 0], ...std },
    { type: 'base', moduleLength: 1020, ...std },
    { type: 'corner', direction: 'left', ...std },
    ...Array.from({ length: 7 }, () => ({ type: 'base' as const, moduleLength: 1020, ...std })),
    { type: 'base', moduleLength: 780, ...std },
    { type: 'corner', direction: 'right', ...std },
    { type: 'base', moduleLength: 1020, ...std },
    { type: 'base', moduleLength: 1020, armrestLength: [0, 240], ...std },
  ]),
};
