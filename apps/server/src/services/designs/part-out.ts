import type { DesignElement, Part } from '@masswerk/domain';
import type { z } from 'zod';
import type { partSchema } from '@masswerk/contract';

/**
 * The API shape of a part, with the instruction label of its element. Labels and parts are derived from
 * the same elements in the same order, so they pair by the element's scene identity.
 */
export function partOut(labelled: readonly DesignElement[]): (part: Part) => z.infer<typeof partSchema> {
  const labelOf = new Map<string, string>();
  for (const el of labelled) if (el.label) labelOf.set(elementKey(el), el.label);
  return (part) => ({
    sku: part.sku,
    ...(labelOf.has(elementKey(part)) ? { label: labelOf.get(elementKey(part))! } : {}),
    furniture_type: part.furniture_type,
    section: part.section,
    type: part.type,
    length: part.length,
    width: part.width,
    height: part.height,
    color: part.color,
    ...(part.cover_sku ? { cover_sku: part.cover_sku } : {}),
    ...(part.services?.length ? { services: part.services } : {}),
  });
}

function elementKey(el: DesignElement): string {
  return [el.section, el.type, el.margin_x, el.margin_y, el.margin_z, el.length, el.width, el.height].join('|');
}
