import type { DesignIssue } from './issue.ts';

/**
 * The most items any list of a design may hold before its family looks at it. The largest design of
 * any family has 14 (a 10 m sofa's modules); rules that compare parts with each other cost the square
 * of their count, so a crafted design of hundreds would hold the thread for tens of milliseconds.
 */
export const MAX_DESIGN_LIST_ITEMS = 64;

/** The first list in a design's JSON longer than MAX_DESIGN_LIST_ITEMS, as an issue; null when there is none. */
export function designSizeIssue(structure: unknown): DesignIssue | null {
  const stack: { value: unknown; path: string }[] = [{ value: structure, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (Array.isArray(value)) {
      if (value.length > MAX_DESIGN_LIST_ITEMS) {
        return { path, code: 'design.list.too_long', message: `This list has ${value.length} items; no piece of furniture has more than ${MAX_DESIGN_LIST_ITEMS}.` };
      }
      value.forEach((item, i) => stack.push({ value: item, path: path ? `${path}.${i}` : String(i) }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) stack.push({ value: item, path: path ? `${path}.${key}` : key });
    }
  }
  return null;
}
