import { LRUCache } from 'lru-cache';
import { colorById, type CountryCode } from '@masswerk/domain';
import type { CatalogDesign } from '@masswerk/contract';
import type { Db } from '../../db/client.ts';
import { listCatalogEntries, type CatalogEntryRow } from '../../db/catalog.ts';
import type { ImageStore } from '../../storage/image-store.ts';
import { HttpError } from '../../http/http-error.ts';
import type { DesignCache } from '../designs/design-cache.ts';
import { mainPictureUrl } from '../pictures/picture-store.ts';

/** How long this process keeps the catalogue's rows (seeded at start; a re-seed shows after this). */
const ENTRIES_SECONDS = 30;

/** A catalogue entry with its design priced in one country. */
export interface PricedEntry {
  row: CatalogEntryRow;
  name: string | null;
  price: CatalogDesign['price'];
}

/**
 * The catalogue as the calls read it: its rows (one query per half minute, a few hundred rows), each
 * design priced by the domain through the shared design cache, and whether a design has a thumbnail.
 */
export interface CatalogEntries {
  entries(): Promise<CatalogEntryRow[]>;
  /** The rows priced in `country`; a design that no longer passes its family's rules is left out. */
  priced(rows: readonly CatalogEntryRow[], country: CountryCode): Promise<PricedEntry[]>;
  /** The catalogue's answer for one priced entry. */
  present(entry: PricedEntry): Promise<CatalogDesign>;
}

export function catalogEntries(db: Db, designs: DesignCache, images: ImageStore): CatalogEntries {
  let cached: { rows: Promise<CatalogEntryRow[]>; until: number } | null = null;
  // A design's main picture (rendered, else uploaded), asked of the image store at most once a minute per design.
  const thumbnails = new LRUCache<string, { url: string | null }>({ max: 5_000, ttl: 60_000 });

  const entries = () => {
    const now = Date.now();
    if (!cached || cached.until < now) {
      const rows = listCatalogEntries(db);
      cached = { rows, until: now + ENTRIES_SECONDS * 1000 };
      // A failed read is not kept: the next call asks again.
      rows.catch(() => {
        cached = null;
      });
    }
    return cached.rows;
  };

  return {
    entries,
    async priced(rows, country) {
      const loaded = await designs.loadMany(rows.map((row) => row.designUuid));
      const priced: PricedEntry[] = [];
      for (const row of rows) {
        const design = loaded.get(row.designUuid);
        if (!design || design instanceof HttpError) continue;
        const price = designs.unitPrice(design, { country, assembly: false, baseboardCut: design.hasBaseboardCut }).price;
        priced.push({ row, name: design.name, price: { totalPriceInclTaxes: price.totalPriceInclTaxes, currencyCode: price.currencyCode, shippingDuration: price.shippingDuration } });
      }
      return priced;
    },
    async present({ row, name, price }) {
      let thumbnail = thumbnails.get(row.designUuid);
      if (thumbnail === undefined) {
        thumbnail = { url: await mainPictureUrl(images, row.designUuid) };
        thumbnails.set(row.designUuid, thumbnail);
      }
      return {
        uuid: row.designUuid,
        furniture_type: row.furnitureType as CatalogDesign['furniture_type'],
        category: row.category,
        name,
        rank: row.rank,
        is_favorite: row.isFavorite,
        image_url: thumbnail.url,
        colors: { primary: row.primaryColor, secondary: row.secondaryColor, primaryHex: colorById(row.primaryColor)?.hex ?? '#cccccc', group: row.colorGroup as CatalogDesign['colors']['group'] },
        dimensions: { length: row.lengthMm, width: row.widthMm, height: row.heightMm },
        price,
      };
    },
  };
}
