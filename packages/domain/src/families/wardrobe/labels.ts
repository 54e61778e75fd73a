/** Instruction labels of the wardrobe's parts (configurators.md §9 prefixes w s b f d p l t). */
import type { DesignElement } from '../../design/element.ts';
import type { LabelPrefix } from '../../design/labels.ts';

const PREFIX: Readonly<Record<string, LabelPrefix>> = {
  outer_wall: 'w',
  inner_wall: 'w',
  board: 's',
  back: 'b',
  drawer_front: 'f',
  glass_front: 'f',
  door: 'd',
  sliding_door: 'd',
  plinth: 'p',
  bottom: 'l',
  top: 't',
};

/** The label prefix of a wardrobe element, or null for fittings that carry no label (rails, rods, handles). */
export function wardrobeLabelPrefix(el: DesignElement): LabelPrefix | null {
  return PREFIX[el.type] ?? null;
}
