/**
 * Reference designs of the legged sofas (joyn and lyvyn share modules and sizes): straight, L, U,
 * ottoman, storage, sleeping, lounge and the largest U the 10 m rule allows. Only the storage design's
 * legs differ per line.
 */
import type { SofaLine } from './line.ts';
import { sofaDesignOf } from './family.ts';
import type { SofaDesign } from './types.ts';

export function leggedSofaReferenceDesigns(line: SofaLine, defaults: SofaDesign, storageLegs: SofaDesign['legs']): Record<string, SofaDesign> {
  const of = (specs: Parameters<typeof sofaDesignOf>[2], patch: Partial<SofaDesign> = {}): SofaDesign =>
    sofaDesignOf(line, { ...defaults, ...patch }, specs);
  return {
    default: defaults,
    straight: of([{ type: 'base', moduleLength: 2000, armrestLength: [120, 120] }]),
    L: of(
      [
        { type: 'base', moduleLength: 1600, armrestLength: [240, 0] },
        { type: 'corner', direction: 'right' },
        { type: 'base', moduleLength: 1200, armrestLength: [0, 240] },
      ],
      { legs: { type: 'slanted', height: 'high', color: 'walnut' } },
    ),
    U: of([
      { type: 'base', moduleLength: 1200, armrestLength: [120, 0] },
      { type: 'corner', direction: 'left' },
      { type: 'base', moduleLength: 2000 },
      { type: 'corner', direction: 'right' },
      { type: 'base', moduleLength: 1200, armrestLength: [0, 120] },
    ]),
    ottoman: of([
      { type: 'base', moduleLength: 1600, armrestLength: [120, 120] },
      { type: 'base', moduleLength: 800, moduleDepth: 600, ottomanMode: true },
    ]),
    storage: of(
      [
        { type: 'base', moduleLength: 800, armrestLength: [240, 0], storageMode: true },
        { type: 'base', moduleLength: 1200, armrestLength: [0, 240] },
      ],
      { legs: storageLegs },
    ),
    sleeping: of([{ type: 'base', moduleLength: 2000, sleepingMode: true, armrestLength: [120, 120] }]),
    lounge: of([
      { type: 'edge', moduleLength: 1200, direction: 'left' },
      { type: 'base', moduleLength: 1200 },
      { type: 'extension', moduleLength: 800, direction: 'right', extensionsLength: [0, 120] },
    ]),
    // About 10 m wide (940 + 4 x 2000 + 940): the largest U the 10 m rule allows with 2 m seats.
    largest: of([
      { type: 'base', moduleLength: 2000, armrestLength: [240, 0] },
      { type: 'base', moduleLength: 2000 },
      { type: 'corner', direction: 'left' },
      { type: 'base', moduleLength: 2000 },
      { type: 'base', moduleLength: 2000 },
      { type: 'base', moduleLength: 2000 },
      { type: 'base', moduleLength: 2000 },
      { type: 'corner', direction: 'right' },
      { type: 'base', moduleLength: 2000 },
      { type: 'base', moduleLength: 2000, armrestLength: [0, 240] },
    ]),
  };
}
