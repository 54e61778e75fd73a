import type { DesignElement } from './element.ts';

/** Instruction label prefixes (configurators.md §9). */
export const LABEL_PREFIXES = {
  w: 'walls',
  s: 'boards',
  b: 'backwalls',
  f: 'drawer fronts',
  d: 'doors',
  p: 'socle',
  l: 'bottom board',
  t: 'top board',
} as const;
export type LabelPrefix = keyof typeof LABEL_PREFIXES;

/** The default element type names for each prefix; families with other type names pass their own mapping. */
export const DEFAULT_LABEL_TYPES: Readonly<Record<string, LabelPrefix>> = {
  wall: 'w',
  board: 's',
  backwall: 'b',
  drawer_front: 'f',
  door: 'd',
  socle: 'p',
  bottom_board: 'l',
  top_board: 't',
};

/** The label prefix of an element by its type name ('wall' -> 'w', ...), or null for unlabelled types. */
export function defaultLabelPrefix(el: DesignElement): LabelPrefix | null {
  return DEFAULT_LABEL_TYPES[el.type] ?? null;
}

/**
 * Sets instruction labels (`s1`, `s2`, `w1`, ...): elements are numbered per prefix, ordered by section
 * (natural order, c2 before c10), then left to right, bottom to top, back to front, then input order.
 * Returns new elements in input order; elements without a prefix get no label.
 */
export function labels(
  elements: readonly DesignElement[],
  labelPrefixOf: (el: DesignElement) => LabelPrefix | null = defaultLabelPrefix,
): DesignElement[] {
  // compareNatural parses with regexes; a piece has a handful of sections, so they are ranked once
  // and the sort compares ranks. Sections that compare equal (digit runs too long for a number to
  // tell apart) share a rank, so ranks order exactly as compareNatural does.
  // The margins are copied into the sort records too: elements come in many shapes, so reading them
  // in the comparator (n log n times) is slow.
  const sectionRank = new Map<string, number>();
  const order: { section: string; x: number; y: number; z: number; index: number; prefix: LabelPrefix; rank: number }[] = [];
  for (let index = 0; index < elements.length; index++) {
    const el = elements[index]!;
    const prefix = labelPrefixOf(el);
    if (prefix === null) continue;
    sectionRank.set(el.section, 0);
    order.push({ section: el.section, x: el.margin_x, y: el.margin_y, z: el.margin_z, index, prefix, rank: 0 });
  }
  const sections = [...sectionRank.keys()].sort(compareNatural);
  let rank = 0;
  sections.forEach((section, k) => {
    if (k > 0 && compareNatural(sections[k - 1]!, section) !== 0) rank = k;
    sectionRank.set(section, rank);
  });
  for (const x of order) x.rank = sectionRank.get(x.section)!;
  order.sort((a, b) => a.rank - b.rank || a.x - b.x || a.y - b.y || a.z - b.z || a.index - b.index);
  const counters = new Map<LabelPrefix, number>();
  const byIndex: (string | undefined)[] = new Array<string | undefined>(elements.length);
  for (const { index, prefix } of order) {
    const n = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, n);
    byIndex[index] = `${prefix}${n}`;
  }
  return elements.map((el, index) => {
    const copy: DesignElement = { ...el };
    // `delete` turns an object into a slow dictionary; only an element that already has a label needs it.
    if (Object.prototype.hasOwnProperty.call(copy, 'label')) delete copy.label;
    const label = byIndex[index];
    if (label !== undefined) copy.label = label;
    return copy;
  });
}

/** Compares strings with digit runs as numbers ("c2" < "c10"), independent of the host locale. */
export function compareNatural(a: string, b: string): number {
  const pa = a.match(/\d+|\D+/g) ?? [];
  const pb = b.match(/\d+|\D+/g) ?? [];
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
    const x = pa[i] ?? '';
    const y = pb[i] ?? '';
    if (x === y) continue;
    const nx = /^\d/.test(x);
    const ny = /^\d/.test(y);
    if (nx && ny) {
      const d = Number(x) - Number(y);
      if (d !== 0) return d;
      return x.length - y.length;
    }
    return x < y ? -1 : 1;
  }
  return pa.length - pb.length;
}
