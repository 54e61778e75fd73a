/** Business constants of the cushion (configurators.md §3, §5), plus what the spec left open (docs/decisions.md). */

/** The only cushion sizes, length x width in mm (configurators.md §5). */
export const CUSHION_SIZES = [
  { length: 300, width: 500 },
  { length: 400, width: 400 },
  { length: 500, width: 500 },
  { length: 400, width: 600 },
  { length: 480, width: 650 },
  { length: 400, width: 800 },
] as const;
export const CUSHION_DEFAULT_COLOR = 'velvetex_blue_1007';
/** Filled thickness of every cushion (not in the spec; see docs/decisions.md). */
export const CUSHION_THICKNESS = 150;
/** Made and shipped within ten days; a cushion needs no assembly. */
export const CUSHION_SHIPPING_DAYS = 10;
