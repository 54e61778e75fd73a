import type { CountryCode, FurnitureType } from '@masswerk/domain';
import type { RelatedDesign, RelatedDesigns } from '@masswerk/contract';
import type { Db } from '../../db/client.ts';
import { shopDesignUuids } from '../../db/shop-designs.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ImageStore } from '../../storage/image-store.ts';
import type { DesignCache } from '../designs/design-cache.ts';
import { mainPictureUrl } from '../pictures/picture-store.ts';
import type { StoredDesign } from '../designs/load-design.ts';
import { designFacts, relatedDesignOf, sizeDistance } from './design-facts.ts';

export type RelatedKind = 'shapes' | 'colors' | 'products';

export interface RelatedQuery {
  type: FurnitureType;
  uuid: string;
  kind: RelatedKind;
  country: CountryCode;
  limit: number;
}

/** The design a product page shows, of the type its path names (another type's design is not found). */
export async function designOfType(designs: DesignCache, type: FurnitureType, uuid: string): Promise<StoredDesign> {
  const design = await designs.load(uuid);
  if (design.family.furniture_type !== type) throw new HttpError('design_not_found');
  return design;
}

/** The candidates that load and pass their family's rules (a seeded design broken by a later rule is left out). */
async function loadable(designs: DesignCache, uuids: readonly string[]): Promise<StoredDesign[]> {
  const loaded = await designs.loadMany(uuids);
  return uuids.map((uuid) => loaded.get(uuid)).filter((d): d is StoredDesign => d !== undefined && !(d instanceof HttpError));
}

/** Takes one of each family in turn (the closest first within a family), so that every family shows before any shows twice. */
function roundRobin(candidates: readonly StoredDesign[]): StoredDesign[] {
  const byFamily = new Map<string, StoredDesign[]>();
  for (const design of candidates) {
    const list = byFamily.get(design.family.furniture_type) ?? [];
    list.push(design);
    byFamily.set(design.family.furniture_type, list);
  }
  const out: StoredDesign[] = [];
  for (let round = 0; out.length < candidates.length; round++) {
    for (const list of byFamily.values()) if (list[round]) out.push(list[round]!);
  }
  return out;
}

/**
 * Designs related to one (shop.md §7 related/shapes, related/colors, related/products), drawn from the
 * shop's own designs only (a bounded number, newest first):
 * - shapes: same family and main colour, another size or layout, the closest in size first;
 * - colors: same family, another main colour, the closest in size first (one per colour first);
 * - products: other families, those in the design's main colour first, one family after another.
 */
export async function relatedDesigns(db: Db, designs: DesignCache, images: ImageStore, query: RelatedQuery): Promise<RelatedDesigns> {
  const design = await designOfType(designs, query.type, query.uuid);
  const self = designFacts(design);
  const sameType = query.kind !== 'products';
  const candidates = await loadable(designs, await shopDesignUuids(db, { type: query.type, sameType, except: design.uuid }));
  const close = (a: StoredDesign, b: StoredDesign) => sizeDistance(designFacts(a).dimensions, self.dimensions) - sizeDistance(designFacts(b).dimensions, self.dimensions);
  let picked: StoredDesign[];
  if (query.kind === 'shapes') {
    picked = candidates.filter((d) => designFacts(d).color === self.color && sizeDistance(designFacts(d).dimensions, self.dimensions) > 0).sort(close);
  } else if (query.kind === 'colors') {
    const others = candidates.filter((d) => designFacts(d).color !== self.color).sort(close);
    const firstOfColor = others.filter((d, i) => others.findIndex((o) => designFacts(o).color === designFacts(d).color) === i);
    picked = [...firstOfColor, ...others.filter((d) => !firstOfColor.includes(d))];
  } else {
    const sameColor = (d: StoredDesign) => (designFacts(d).color === self.color ? 0 : 1);
    picked = roundRobin([...candidates].sort((a, b) => sameColor(a) - sameColor(b) || close(a, b)));
  }
  const items: RelatedDesign[] = [];
  for (const related of picked.slice(0, query.limit)) {
    const item = relatedDesignOf(designs, related, query.country);
    // The picture is named only when one is stored (a seeded design has one once its pictures are drawn).
    items.push({ ...item, image_url: await mainPictureUrl(images, related.uuid) });
  }
  return { items };
}
