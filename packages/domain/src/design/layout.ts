import { ELEMENT_KEY_FIELDS, type DesignElement } from './element.ts';

/** The messages of an invalid layout (configurators.md §4, logged as-is). */
export type LayoutMessage = 'empty layout' | 'no shape in the layout' | 'invalid sku';

export type LayoutValidity =
  | { valid: true }
  | {
      valid: false;
      message: LayoutMessage;
      /** Indexes of the elements that lack a key field and have no shape ('invalid sku'). */
      invalidElements: number[];
    };

/** True when the element carries the key field: a non-empty string or a finite number. */
function hasField(el: Partial<DesignElement>, field: (typeof ELEMENT_KEY_FIELDS)[number]): boolean {
  const value: unknown = el[field];
  if (typeof value === 'string') return value.length > 0;
  if (typeof value === 'number') return Number.isFinite(value);
  return false;
}

/** True when the element carries every key field (ELEMENT_KEY_FIELDS), so it can be looked up as a part. */
export function elementHasKeyFields(el: Partial<DesignElement>): boolean {
  // A plain loop: this runs for every element in layout validity and again in the bill of parts.
  for (let i = 0; i < ELEMENT_KEY_FIELDS.length; i++) if (!hasField(el, ELEMENT_KEY_FIELDS[i]!)) return false;
  return true;
}

/** True when the element names a shape to draw. */
export function elementHasShape(el: Partial<DesignElement>): boolean {
  return typeof el.shape === 'string' && el.shape.length > 0;
}

/**
 * Layout validity (configurators.md §4): at least one element with a shape, and every element carries
 * all key fields or has a shape. Checked in the order empty, shape, key fields.
 */
export function layoutValidity(elements: readonly Partial<DesignElement>[]): LayoutValidity {
  if (elements.length === 0) return { valid: false, message: 'empty layout', invalidElements: [] };
  if (!elements.some(elementHasShape)) return { valid: false, message: 'no shape in the layout', invalidElements: [] };
  const invalidElements: number[] = [];
  for (let i = 0; i < elements.length; i++) {
    const el = elements[i]!;
    if (!elementHasShape(el) && !elementHasKeyFields(el)) invalidElements.push(i);
  }
  if (invalidElements.length > 0) return { valid: false, message: 'invalid sku', invalidElements };
  return { valid: true };
}
