/**
 * The word a buyer knows a part by, from its element type: every leg style is a leg, every handle a
 * handle, a corner or lounge seat cushion a seat cushion. A locale words each as `part.{word}` with a
 * plural, so a summary of parts ("2 boards added") never shows an element type.
 */

/** Every part word, in the order a list of changes shows them (carcass first, then fronts, fittings, upholstery). */
export const PART_WORDS = [
  'wall',
  'outer_wall',
  'inner_wall',
  'board',
  'top',
  'bottom',
  'backwall',
  'plinth',
  'metal_bar',
  'door',
  'sliding_door',
  'glass_door',
  'drawer',
  'drawer_front',
  'handle',
  'rail',
  'closet_rod',
  'garment_lift',
  'pant_hanger',
  'leg',
  'glide',
  'hanging_rail',
  'base',
  'backrest',
  'armrest',
  'side',
  'seat_cushion',
  'back_cushion',
  'cushion',
  'storage_module',
  'part',
] as const;
export type PartWord = (typeof PART_WORDS)[number];

// Types that are a word of their own or share one; prefixes (leg_, handle_) and suffixes are matched below.
const BY_TYPE: Readonly<Record<string, PartWord>> = {
  wall: 'wall',
  outer_wall: 'outer_wall',
  inner_wall: 'inner_wall',
  board: 'board',
  top_board: 'board',
  bottom_board: 'board',
  top: 'top',
  bottom: 'bottom',
  back: 'backwall',
  backwall: 'backwall',
  plinth: 'plinth',
  socle: 'plinth',
  metal_bar: 'metal_bar',
  door: 'door',
  sliding_door: 'sliding_door',
  glass_front: 'glass_door',
  drawer_front: 'drawer_front',
  solid_drawer: 'drawer',
  glass_drawer: 'drawer',
  small_drawer: 'drawer',
  shoes_drawer: 'drawer',
  rail_top: 'rail',
  rail_bottom: 'rail',
  closet_rod: 'closet_rod',
  garment_lift: 'garment_lift',
  pant_hanger: 'pant_hanger',
  glide: 'glide',
  hanging_rail: 'hanging_rail',
  armrest: 'armrest',
  extension_side: 'side',
  storage_module: 'storage_module',
  cushion: 'cushion',
  rounded_cushion: 'back_cushion',
};

/** The part word of an element type ("leg_classyc" -> "leg", "corner_seat_cushion" -> "seat_cushion"); "part" when none fits. */
export function partWordOf(type: string): PartWord {
  const own = BY_TYPE[type];
  if (own !== undefined) return own;
  if (type.startsWith('leg_')) return 'leg';
  if (type.startsWith('handle_')) return 'handle';
  if (type.endsWith('back_cushion')) return 'back_cushion';
  if (type.endsWith('_cushion')) return 'seat_cushion';
  if (type.endsWith('backrest')) return 'backrest';
  if (type.endsWith('base')) return 'base';
  return 'part';
}
