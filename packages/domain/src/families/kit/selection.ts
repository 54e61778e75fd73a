/** Reading a selection: section ids are a letter and an index ("c3" a shelf column, "m0" a module). */
import type { Selection } from '../family.ts';

/** Indexes of the sections a selection names with this letter, sorted, without duplicates or ids past `count`. */
export function selectionIndexes(selection: Selection, letter: 'c' | 'm', count: number): number[] {
  const out = new Set<number>();
  for (const id of selection) {
    if (id.charAt(0) !== letter || !/^\d+$/.test(id.slice(1))) continue;
    const i = Number(id.slice(1));
    if (i < count) out.add(i);
  }
  return [...out].sort((a, b) => a - b);
}
