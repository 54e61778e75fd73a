/** Reference cushions: every size, for golden files. */
import type { CushionDesign } from './design.ts';
import { CUSHION_SIZES } from './constants.ts';
import { cushionDefaults } from './design.ts';

export const cushionReferenceDesigns: Readonly<Record<string, CushionDesign>> = Object.fromEntries(
  CUSHION_SIZES.map((s, i) => [
    `${s.length}x${s.width}`,
    { ...cushionDefaults(), length: s.length, width: s.width, color: i % 2 === 0 ? 'velvetex_blue_1007' : 'belize_leather_cognac_2101' },
  ]),
);
