/**
 * What a click or tap on a part of the 3D view selects, without three.js: every part belongs to a
 * section (a shelf column, a sofa or wardrobe module, the whole cushion), and the selection is made
 * of sections (configurators.md §2 selection modes). Picking a door, a drawer, a board or a front
 * selects the column or module it is part of, in the view's selection mode; the reducer then applies
 * the mode (single toggles one, multi adds or removes, whole and all take every section).
 */
import type { SceneObject, SelectionMode } from '@masswerk/domain';

/** The kinds of part the visitor can touch, for tests and tools reading the canvas (data-picked). */
export type PartKind = 'door' | 'drawer' | 'front' | 'board' | 'wall' | 'handle' | 'leg' | 'cushion' | 'body' | 'interior';

const KINDS: readonly (readonly [RegExp, PartKind])[] = [
  [/^(sliding_)?door$/, 'door'],
  [/^(drawer_front|glass_front|(solid|glass|small|shoes)_drawer)$/, 'drawer'],
  [/^(backwall|front)$/, 'front'],
  [/^(board|top_board|bottom_board|metal_bar|top|bottom)$/, 'board'],
  [/^(wall|outer_wall|inner_wall|back)$/, 'wall'],
  [/^handle_/, 'handle'],
  [/^(leg_|glide|socle|plinth|hanging_rail)/, 'leg'],
  [/cushion$/, 'cushion'],
  [/^(closet_rod|pant_hanger|garment_lift|rail_top|rail_bottom)$/, 'interior'],
];

/** The kind of a part by its element type ("door", "drawer_front", "board", "seat_cushion", ...). */
export function partKind(type: string): PartKind {
  for (const [pattern, kind] of KINDS) if (pattern.test(type)) return kind;
  return 'body';
}

/** The section a click on `object` selects in a view of `mode`, or null when it selects nothing. */
export function pickedSection(object: Pick<SceneObject, 'section' | 'invisible'>, mode: SelectionMode): string | null {
  if (mode === 'none' || object.invisible || object.section === '') return null;
  return object.section;
}

/** Fronts that open: turning and sliding doors, drawer fronts. */
export const TURNING = 'door';
export const SLIDING = 'sliding_door';
export const DRAWER_FRONTS: ReadonlySet<string> = new Set(['drawer_front', 'glass_front']);
/** Drawer boxes, pulled out with their front. */
export const DRAWER_BOXES: ReadonlySet<string> = new Set(['solid_drawer', 'glass_drawer', 'small_drawer', 'shoes_drawer']);

/** True for a part that opens (a door or a drawer front). */
export const isOpenable = (type: string): boolean => type === TURNING || type === SLIDING || DRAWER_FRONTS.has(type);

/** True when the scene has doors or drawers to open (the configurator offers its "open" button then). */
export function hasOpenables(objects: readonly Pick<SceneObject, 'type' | 'invisible'>[]): boolean {
  return objects.some((o) => !o.invisible && isOpenable(o.type));
}
