import type { DesignElement } from '@masswerk/domain';

/**
 * The colours a piece shows most (shop.md §3 Design "colors": primary, secondary): the colour ids of
 * its visible elements, weighted by each element's volume, largest first.
 */
export function designColors(elements: readonly DesignElement[]): { primary: string; secondary: string | null } {
  const volume = new Map<string, number>();
  for (const element of elements) {
    if (element.invisible || !element.color) continue;
    volume.set(element.color, (volume.get(element.color) ?? 0) + Math.max(1, element.length) * Math.max(1, element.width) * Math.max(1, element.height));
  }
  const [first, second] = [...volume.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { primary: first?.[0] ?? '', secondary: second?.[0] ?? null };
}
