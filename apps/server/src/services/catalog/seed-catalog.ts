import { createHash } from 'node:crypto';
import {
  canonicalJson,
  catalogCategoryOf,
  colorById,
  colorGroupOf,
  deriveDesign,
  familyOf,
  FURNITURE_TYPES,
  REFERENCE_DESIGNS,
  type DesignBase,
  type FurnitureType,
} from '@masswerk/domain';
import type { Db } from '../../db/client.ts';
import { deleteCatalogEntriesExcept, listCatalogEntries, updateCatalogRank, upsertCatalogEntry } from '../../db/catalog.ts';
import { insertDesign } from '../../db/designs.ts';
import { enqueueDesignPictures } from '../pictures/picture-job.ts';
import { designRowOf } from '../designs/create-design.ts';
import { designColors } from './design-colors.ts';

/** How many designs the catalogue curates of each family (the issue asks for at least eight). */
export const CATALOG_DESIGNS_PER_FAMILY = 10;

/** A design of the seed catalogue: a reference design, recoloured as a whole by the configurator's own option. */
export interface CatalogSeed {
  key: string;
  furnitureType: FurnitureType;
  name: string;
  isFavorite: boolean;
  /** The order within its family; categories interleave their families by it. */
  order: number;
  /** SHA-256 of what the seed is made from (its reference design and colour): unchanged, the stored design is kept. */
  sourceHash: string;
  /** The design, made when it has to be stored (applying and checking the colour costs time at every start); null when the family's rules refuse it. */
  design(): DesignBase | null;
}

const words = (name: string) => name.replaceAll('-', ' ').replace(/^./, (c) => c.toUpperCase());

/**
 * The designs of one family: its reference designs (not the largest one, nor those kept with a
 * warning), each in a colour of the configurator's "whole piece" colour option, walking the colours so
 * the family comes in several colours and sizes.
 */
function familySeeds(furnitureType: FurnitureType): CatalogSeed[] {
  const family = familyOf(furnitureType);
  const references = Object.entries(REFERENCE_DESIGNS[furnitureType]).filter(([name]) => name !== 'largest' && !name.includes('missing'));
  const colorView = family.views.mobile.find((view) => view.id.startsWith('color'));
  const wholeOptions = colorView ? family.options(family.defaults(), colorView.id, []) : [];
  const whole = wholeOptions[0];
  const colors = wholeOptions.filter((o) => o.group === whole?.group && o.type === whole?.type && !o.isDisabled).map((o) => o.value);
  const seeds: CatalogSeed[] = [];
  for (let i = 0; seeds.length < CATALOG_DESIGNS_PER_FAMILY && i < CATALOG_DESIGNS_PER_FAMILY * 4; i++) {
    const [referenceName, reference] = references[i % references.length]!;
    // Step through the colours by a prime, shifted per round of references: neighbours differ in colour.
    const color = colors.length > 0 ? colors[(i * 7 + Math.floor(i / references.length) * 3) % colors.length]! : null;
    const key = `${furnitureType}/${referenceName}/${String(color ?? 'default')}`;
    if (seeds.some((s) => s.key === key)) continue;
    const design = (): DesignBase | null => {
      if (color === null || !colorView) return family.validate(reference).errors.length > 0 ? null : reference;
      const option = family.options(reference, colorView.id, []).find((o) => o.group === whole!.group && o.type === whole!.type && o.value === color);
      if (!option || option.isDisabled) return null;
      try {
        const recoloured = family.apply(reference, option, []);
        return family.validate(recoloured).errors.length > 0 ? null : recoloured;
      } catch {
        return null;
      }
    };
    const colorName = color === null ? '' : `, ${colorById(String(color))?.name ?? String(color)}`;
    const sourceHash = createHash('sha256').update(canonicalJson({ reference, color })).digest('hex');
    seeds.push({ key, furnitureType, name: `${words(referenceName)}${colorName}`, isFavorite: seeds.length % 4 === 0, order: seeds.length, sourceHash, design });
  }
  return seeds;
}

/** Every seed design of the catalogue. */
export function catalogSeeds(): CatalogSeed[] {
  return FURNITURE_TYPES.flatMap(familySeeds);
}

/**
 * Seeds the curated catalogue, idempotently: a seed made from the same reference design and colour as
 * its stored entry keeps its saved design (only its rank is refreshed; nothing is applied or checked, so
 * a start with the catalogue in place stays quick); a new or changed one is made, saved like every design
 * (parsed, validated, priced) and its entry written; entries no longer seeded are removed.
 */
export async function seedCatalog(db: Db, seeds: readonly CatalogSeed[] = catalogSeeds()): Promise<void> {
  const existing = new Map((await listCatalogEntries(db)).map((row) => [row.seedKey, row]));
  // Within a category, families take turns: rank = order within the family x families + family index.
  const rankOf = (seed: CatalogSeed) => {
    const category = catalogCategoryOf(seed.furnitureType);
    return seed.order * category.furnitureTypes.length + category.furnitureTypes.indexOf(seed.furnitureType);
  };
  const kept: string[] = [];
  // Every seeded design gets its pictures without anyone opening a configurator (enqueued once per design ever).
  const pictured: string[] = [];
  for (const seed of seeds) {
    const category = catalogCategoryOf(seed.furnitureType).id;
    const rank = rankOf(seed);
    const stored = existing.get(seed.key);
    if (stored && stored.structureHash === seed.sourceHash) {
      if (stored.rank !== rank || stored.isFavorite !== seed.isFavorite || stored.category !== category) await updateCatalogRank(db, seed.key, rank, seed.isFavorite, category);
      kept.push(seed.key);
      pictured.push(stored.designUuid);
      continue;
    }
    const design = seed.design();
    if (design === null) continue;
    const { row, checked } = designRowOf({ furniture_type: seed.furnitureType, structure: design as unknown as Record<string, unknown>, name: seed.name }, null);
    const derived = deriveDesign(checked.family, checked.design, { countries: [] });
    const colors = designColors(derived.elements);
    const designUuid = await insertDesign(db, row);
    await upsertCatalogEntry(db, {
      designUuid,
      seedKey: seed.key,
      structureHash: seed.sourceHash,
      category,
      furnitureType: seed.furnitureType,
      rank,
      isFavorite: seed.isFavorite,
      primaryColor: colors.primary,
      secondaryColor: colors.secondary,
      colorGroup: colorGroupOf(colors.primary) ?? 'white',
      lengthMm: Math.round(derived.dimensions.length),
      widthMm: Math.round(derived.dimensions.width),
      heightMm: Math.round(derived.dimensions.height),
    });
    kept.push(seed.key);
    pictured.push(designUuid);
  }
  await deleteCatalogEntriesExcept(db, kept);
  await enqueueDesignPictures(db, pictured);
}
