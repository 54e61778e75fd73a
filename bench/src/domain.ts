import { deriveDesign, familyOf, REFERENCE_DESIGNS, type FurnitureType } from '@masswerk/domain';
import type { Row } from './table.ts';

const LARGEST: { furnitureType: FurnitureType; what: string }[] = [
  { furnitureType: 'shelf', what: 'largest shelf (11 columns, 18 sections, fronts + backwalls)' },
  { furnitureType: 'wardrobe', what: '5040 mm wardrobe' },
  { furnitureType: 'joyn', what: '10 m U-shaped joyn' },
  { furnitureType: 'lyvyn', what: '10 m U-shaped lyvyn' },
  { furnitureType: 'flayr', what: '10 m U-shaped flayr' },
  { furnitureType: 'pyllow', what: '10 m U-shaped pyllow' },
];

/** Median time of one call, in milliseconds, over enough runs to be stable. */
function medianMs(run: () => void, runs = 300): number {
  for (let i = 0; i < 50; i++) run(); // JIT warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** Derive everything (validate, elements, parts, scene, labels, price for one country) per family's largest design. */
export function domainRows(): Row[] {
  return LARGEST.map(({ furnitureType, what }) => {
    const family = familyOf(furnitureType);
    const design = REFERENCE_DESIGNS[furnitureType].largest!;
    const derived = deriveDesign(family, design, { countries: ['de'] });
    if (derived.validation.errors.length > 0 || derived.parts === null) throw new Error(`${furnitureType} largest is not a valid design`);
    const ms = medianMs(() => deriveDesign(family, design, { countries: ['de'] }));
    return {
      group: 'domain',
      name: `derive everything: ${what} (${derived.parts.length} parts)`,
      value: `${ms.toFixed(3)} ms`,
      target: '< 1 ms',
    };
  });
}
