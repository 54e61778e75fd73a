import { LRUCache } from 'lru-cache';
import { ASSEMBLY_SERVICE_SKU, BASEBOARD_CUT_SKU, cents, type Cents, type CountryCode, type PriceResult } from '@masswerk/domain';
import type { Db } from '../../db/client.ts';
import { findDesignsByUuid } from '../../db/designs.ts';
import { HttpError } from '../../http/http-error.ts';
import { deriveChecked } from './derive-checked.ts';
import { storedDesignOf, type StoredDesign } from './load-design.ts';

/** What a piece is priced with: a country and the services chosen. */
export interface UnitPriceOptions {
  country: CountryCode;
  assembly: boolean;
  baseboardCut: boolean;
}

/**
 * Saved designs are immutable, so each is read from the database and checked with its family once,
 * and its price for one piece is worked out once per country and services: the cart and the price
 * endpoint share both. Bounded (least recently used), and per process: nothing another process needs.
 */
export interface DesignCache {
  /** The checked design, or a 404 (unknown) or 422 (no longer passes the rules) HttpError. */
  load(uuid: string): Promise<StoredDesign>;
  /** Several at once (one query for the ones not cached): each checked design, or the HttpError it gave. */
  loadMany(uuids: readonly string[]): Promise<Map<string, StoredDesign | HttpError>>;
  /**
   * The price of one piece (quantity 1) and the gross of its service lines (assembly, baseboard cut) by
   * SKU; a design without a SKU for a part is a 422.
   */
  unitPrice(design: StoredDesign, options: UnitPriceOptions): UnitPrice;
}

export interface UnitPrice {
  price: PriceResult;
  /** Summed once: a large design has hundreds of part lines, and a cart asks for its services on every view. */
  services: ReadonlyMap<string, Cents>;
}

export function designCache(db: Db, { designs = 2_000, prices = 10_000 } = {}): DesignCache {
  const checked = new LRUCache<string, StoredDesign>({ max: designs });
  const priced = new LRUCache<string, UnitPrice>({ max: prices });

  const unitPrice = (design: StoredDesign, { country, assembly, baseboardCut }: UnitPriceOptions): UnitPrice => {
    const key = `${design.uuid}|${country}|${assembly ? 1 : 0}|${baseboardCut ? 1 : 0}`;
    let hit = priced.get(key);
    if (!hit) {
      const price = deriveChecked(design, { countries: [country], assembly, baseboardCut, quantity: 1 }).price[country]!;
      const services = new Map<string, Cents>();
      for (const line of price.lines) {
        if (line.sku === ASSEMBLY_SERVICE_SKU || line.sku === BASEBOARD_CUT_SKU) services.set(line.sku, cents((services.get(line.sku) ?? 0) + line.gross));
      }
      hit = { price, services };
      priced.set(key, hit);
    }
    return hit;
  };

  const loadMany = async (uuids: readonly string[]) => {
    const found = new Map<string, StoredDesign | HttpError>();
    const missing = uuids.filter((uuid) => {
      const hit = checked.get(uuid);
      if (hit) found.set(uuid, hit);
      return !hit;
    });
    const rows = await findDesignsByUuid(db, missing);
    for (const uuid of missing) {
      try {
        const design = storedDesignOf(rows.get(uuid));
        checked.set(uuid, design);
        found.set(uuid, design);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        found.set(uuid, error);
      }
    }
    return found;
  };

  return {
    loadMany,
    async load(uuid) {
      const design = (await loadMany([uuid])).get(uuid)!;
      if (design instanceof HttpError) throw design;
      return design;
    },
    unitPrice,
  };
}
