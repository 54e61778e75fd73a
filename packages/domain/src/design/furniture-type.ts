/** The furniture types that have a configurator (configurators.md §1). */
export const FURNITURE_TYPES = ['shelf', 'wardrobe', 'joyn', 'pyllow', 'flayr', 'lyvyn', 'cushion'] as const;
export type FurnitureType = (typeof FURNITURE_TYPES)[number];

/** Sofa families (each with an ottoman variant). */
export const SOFA_TYPES = ['flayr', 'joyn', 'lyvyn', 'pyllow'] as const satisfies readonly FurnitureType[];
export type SofaType = (typeof SOFA_TYPES)[number];

/** True when the string names a configurator furniture type. */
export function furnitureTypeIs(value: string): value is FurnitureType {
  return (FURNITURE_TYPES as readonly string[]).includes(value);
}
