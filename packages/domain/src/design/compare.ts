import type { DesignElement } from './element.ts';
import { PART_WORDS, partWordOf, type PartWord } from './part-words.ts';

/** What changed between two designs: description strings added and removed, sorted. */
export interface DesignComparison {
  added: string[];
  removed: string[];
  /** Removed entries as "- ..." then added entries as "+ ...". */
  lines: string[];
}

/** Description of an element: furniture_type, section, type, color, length, height, width, space-separated. */
export function elementDescription(el: DesignElement): string {
  return [el.furniture_type, el.section, el.type, el.color, el.length, el.height, el.width].join(' ');
}

/** The visible elements of a design as sorted description strings (configurators.md §4). */
export function elementDescriptions(elements: readonly DesignElement[]): string[] {
  return elements
    .filter((el) => el.invisible !== true)
    .map(elementDescription)
    .sort(compareStrings);
}

/**
 * Compares two element lists as multisets of descriptions (two equal boards count twice), giving the
 * descriptions added (+) and removed (-).
 */
export function compareElements(before: readonly DesignElement[], after: readonly DesignElement[]): DesignComparison {
  const added: string[] = [];
  const removed: string[] = [];
  for (const [d, { n }] of descriptionCounts(before, after)) {
    for (let i = 0; i < Math.abs(n); i++) (n > 0 ? added : removed).push(d);
  }
  added.sort(compareStrings);
  removed.sort(compareStrings);
  return { added, removed, lines: [...removed.map((d) => `- ${d}`), ...added.map((d) => `+ ${d}`)] };
}

/** Parts alike in the buyer's eyes (same word, colour and size, in any section), counted. */
export interface PartChange {
  word: PartWord;
  color: string;
  /** Element length, width and height, mm. */
  length: number;
  width: number;
  height: number;
  count: number;
}

/** What compareElements found, as parts a buyer can read: groups of alike parts added and removed, and the totals. */
export interface PartChanges {
  added: PartChange[];
  removed: PartChange[];
  /** Parts added (the length of compareElements' `added`). */
  addedCount: number;
  /** Parts removed (the length of compareElements' `removed`). */
  removedCount: number;
}

/**
 * The domain's compare (configurators.md §4) grouped for reading: the added and removed parts, alike
 * parts counted together, in PART_WORDS order, then by colour and size.
 */
export function compareParts(before: readonly DesignElement[], after: readonly DesignElement[]): PartChanges {
  const added = new Map<string, PartChange>();
  const removed = new Map<string, PartChange>();
  let addedCount = 0;
  let removedCount = 0;
  for (const { n, el } of descriptionCounts(before, after).values()) {
    if (n === 0) continue;
    const word = partWordOf(el.type);
    const key = [word, el.color, el.length, el.width, el.height].join(' ');
    const groups = n > 0 ? added : removed;
    const group = groups.get(key) ?? { word, color: el.color, length: el.length, width: el.width, height: el.height, count: 0 };
    group.count += Math.abs(n);
    groups.set(key, group);
    if (n > 0) addedCount += n;
    else removedCount -= n;
  }
  return { added: [...added.values()].sort(comparePartChanges), removed: [...removed.values()].sort(comparePartChanges), addedCount, removedCount };
}

/** Per description of a visible element: after's count minus before's, and one element it describes. */
function descriptionCounts(before: readonly DesignElement[], after: readonly DesignElement[]): Map<string, { n: number; el: DesignElement }> {
  const counts = new Map<string, { n: number; el: DesignElement }>();
  const count = (elements: readonly DesignElement[], step: number): void => {
    for (const el of elements) {
      if (el.invisible === true) continue;
      const d = elementDescription(el);
      const entry = counts.get(d);
      if (entry === undefined) counts.set(d, { n: step, el });
      else entry.n += step;
    }
  };
  count(before, -1);
  count(after, 1);
  return counts;
}

const comparePartChanges = (a: PartChange, b: PartChange): number =>
  PART_WORDS.indexOf(a.word) - PART_WORDS.indexOf(b.word) || compareStrings(a.color, b.color) || a.length - b.length || a.width - b.width || a.height - b.height;

// Code-unit order, not locale order: the result must be the same on every machine.
function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
