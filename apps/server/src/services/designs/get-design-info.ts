import { COUNTRY_CODES, type CountryCode } from '@masswerk/domain';
import type { DesignInfo } from '@masswerk/contract';
import type { ImageStore } from '../../storage/image-store.ts';
import { designPictures, mainPictureUrl } from '../pictures/picture-store.ts';
import type { DesignCache } from './design-cache.ts';
import { deriveChecked } from './derive-checked.ts';
import { partOut } from './part-out.ts';

/** A stored design with its dimensions, parts and price in every country, all recomputed from the design, and its pictures. */
export async function getDesignInfo(designs: DesignCache, images: ImageStore, uuid: string): Promise<DesignInfo> {
  const stored = await designs.load(uuid);
  const derived = deriveChecked(stored);
  const price = {} as DesignInfo['price'];
  for (const country of COUNTRY_CODES) {
    const p = derived.price[country as CountryCode]!;
    price[country] = { totalPriceInclTaxes: p.totalPriceInclTaxes, currencyCode: p.currencyCode, shippingDuration: p.shippingDuration };
  }
  return {
    uuid: stored.uuid,
    furniture_type: stored.family.furniture_type,
    name: stored.name,
    structure: stored.design as unknown as Record<string, unknown>,
    compressedStructure: derived.compressedStructure,
    dimensions: derived.dimensions,
    warnings: stored.warnings,
    parts: derived.parts.map(partOut(derived.labels)),
    price,
    created_at: stored.createdAt.toISOString(),
    image_url: await mainPictureUrl(images, stored.uuid),
    images: await designPictures(images, stored.uuid),
  };
}
