import type { FurnitureType } from '../design/furniture-type.ts';
import type { DesignBase, Family } from './family.ts';
import { shelfFamily } from './shelf/index.ts';
import { shelfReferenceDesigns } from './shelf/reference-designs.ts';
import { wardrobeFamily } from './wardrobe/index.ts';
import { wardrobeReferenceDesigns } from './wardrobe/reference-designs.ts';
import { joynFamily } from './joyn/index.ts';
import { joynReferenceDesigns } from './joyn/reference-designs.ts';
import { lyvynFamily } from './lyvyn/index.ts';
import { lyvynReferenceDesigns } from './lyvyn/reference-designs.ts';
import { flayrFamily } from './flayr/index.ts';
import { flayrReferenceDesigns } from './flayr/reference-designs.ts';
import { pyllowFamily } from './pyllow/index.ts';
import { pyllowReferenceDesigns } from './pyllow/reference-designs.ts';
import { cushionFamily } from './cushion/index.ts';
import { cushionReferenceDesigns } from './cushion/reference-designs.ts';

/** Every family, by its `furniture_type`. */
export const FAMILIES: Readonly<Record<FurnitureType, Family<DesignBase>>> = {
  shelf: shelfFamily as unknown as Family<DesignBase>,
  wardrobe: wardrobeFamily as unknown as Family<DesignBase>,
  joyn: joynFamily as unknown as Family<DesignBase>,
  lyvyn: lyvynFamily as unknown as Family<DesignBase>,
  flayr: flayrFamily as unknown as Family<DesignBase>,
  pyllow: pyllowFamily as unknown as Family<DesignBase>,
  cushion: cushionFamily as unknown as Family<DesignBase>,
};

/** The family of a furniture type. */
export function familyOf(furnitureType: FurnitureType): Family<DesignBase> {
  return FAMILIES[furnitureType];
}

/** Reference designs of every family by name (golden files, benchmarks, demo seed); all but the cushion have a `largest`. */
export const REFERENCE_DESIGNS: Readonly<Record<FurnitureType, Readonly<Record<string, DesignBase>>>> = {
  shelf: shelfReferenceDesigns,
  wardrobe: wardrobeReferenceDesigns,
  joyn: joynReferenceDesigns,
  lyvyn: lyvynReferenceDesigns,
  flayr: flayrReferenceDesigns,
  pyllow: pyllowReferenceDesigns,
  cushion: cushionReferenceDesigns,
};
