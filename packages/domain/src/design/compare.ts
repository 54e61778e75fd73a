import type { DesignElement } from './element.ts';

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
  const counts = new Map<string, number>();
  for (const d of elementDescriptions(before)) counts.set(d, (counts.get(d) ?? 0) - 1);
  for (const d of elementDescriptions(after)) counts.set(d, (counts.get(d) ?? 0) + 1);
  const added: string[] = [];
  const removed: string[] = [];
  for (const [d, n] of counts) {
    for (let i = 0; i < Math.abs(n); i++) (n > 0 ? added : removed).push(d);
  }
  added.sort(compareStrings);
  removed.sort(compareStrings);
  return { added, removed, lines: [...removed.map((d) => `- ${d}`), ...added.map((d) => `+ ${d}`)] };
}

// Code-unit order, not locale order: the result must be the same on every machine.
function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
