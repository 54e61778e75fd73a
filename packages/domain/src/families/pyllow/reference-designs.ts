/** Reference pyllow designs for golden files and benchmarks: straight, L, U, ottoman, storage, sleeping, lounge, largest. */
import { sofaDesignOf } from '../sofa/family.ts';
import type { PyllowDesign } from './design.ts';
import { pyllowDefaults, pyllowFromGeneric, pyllowToGeneric } from './design.ts';
import { pyllowLine } from './line.ts';

type Specs = Parameters<typeof sofaDesignOf>[2];
const of = (specs: Specs, patch: (d: PyllowDesign) => PyllowDesign = (d) => d): PyllowDesign =>
  patch(pyllowFromGeneric(sofaDesignOf(pyllowLine, pyllowToGeneric(pyllowDefaults()), specs)));
const twoTone = (d: PyllowDesign): PyllowDesign => ({
  ...d,
  modules: d.modules.map((m) => ({ ...m, colors: { armrest: 'bahama_terracotta_07', backCushion: 'bahama_sand_03', cushion: 'bahama_sand_03' } })),
});

export const pyllowReferenceDesigns: Readonly<Record<string, PyllowDesign>> = {
  default: pyllowDefaults(),
  straight: of([
    { type: 'base', moduleLength: 770, armrestLength: [480, 0] },
    { type: 'base', moduleLength: 1020 },
    { type: 'base', moduleLength: 770, armrestLength: [0, 480] },
  ]),
  L: of(
    [
      { type: 'base', moduleLength: 1020, armrestLength: [340, 0] },
      { type: 'corner', direction: 'right', legType: 'slanted' },
      { type: 'base', moduleLength: 1020, armrestLength: [0, 340] },
    ],
    twoTone,
  ),
  U: of([
    { type: 'edge', moduleLength: 1360, direction: 'left' },
    { type: 'corner', direction: 'left' },
    { type: 'base', moduleLength: 1020 },
    { type: 'corner', direction: 'right' },
    { type: 'edge', moduleLength: 1620, direction: 'right' },
  ]),
  ottoman: of([
    { type: 'base', moduleLength: 1020, armrestLength: [480, 480] },
    { type: 'base', moduleLength: 800, ottomanMode: true },
  ]),
  storage: of([
    { type: 'base', moduleLength: 770, armrestLength: [480, 0], storageMode: true },
    { type: 'base', moduleLength: 770, armrestLength: [0, 480], storageMode: true },
  ]),
  sleeping: of([{ type: 'base', moduleLength: 2040, sleepingMode: true, armrestLength: [480, 480] }]),
  lounge: of([
    { type: 'base', moduleLength: 1020, armrestLength: [480, 0] },
    { type: 'extension', moduleLength: 1020, direction: 'right', extensionsLength: [0, 480] },
  ]),
  // About 10 m wide: 1070 + 7 x 1020 + 770 + 1070 = 10050 would be too long, so 6 x 1020 + 2 x 770.
  largest: of([
    { type: 'base', moduleLength: 1020, armrestLength: [480, 0] },
    { type: 'base', moduleLength: 1020 },
    { type: 'corner', direction: 'left' },
    ...Array.from({ length: 6 }, () => ({ type: 'base' as const, moduleLength: 1020 })),
    { type: 'base', moduleLength: 770 },
    { type: 'base', moduleLength: 770 },
    { type: 'corner', direction: 'right' },
    { type: 'base', moduleLength: 1020 },
    { type: 'base', moduleLength: 1020, armrestLength: [0, 480] },
  ]),
};
