import { designMainColors, type CountryCode, type Dimensions } from '@masswerk/domain';
import type { RelatedDesign } from '@masswerk/contract';
import type { DesignCache } from '../designs/design-cache.ts';
import type { StoredDesign } from '../designs/load-design.ts';
import { deriveChecked } from '../designs/derive-checked.ts';

/** What comparing designs needs of one: its size and main colour. */
export interface DesignFacts {
  dimensions: Dimensions;
  color: string;
}

// Kept with the cached design object itself: gone when the design cache lets the design go.
const factsOf = new WeakMap<StoredDesign, DesignFacts>();

/** A stored design's size and main colour, worked out once per cached design. */
export function designFacts(design: StoredDesign): DesignFacts {
  let facts = factsOf.get(design);
  if (!facts) {
    const derived = deriveChecked(design, { countries: [] });
    facts = { dimensions: derived.dimensions, color: designMainColors(derived.parts)[0] ?? 'none' };
    factsOf.set(design, facts);
  }
  return facts;
}

/** How far apart two sizes are: the sum of the differences of length, width and height, mm. */
export function sizeDistance(a: Dimensions, b: Dimensions): number {
  return Math.abs(a.length - b.length) + Math.abs(a.width - b.width) + Math.abs(a.height - b.height);
}

/** A design as a related design of a product page, priced for one country. */
export function relatedDesignOf(designs: DesignCache, design: StoredDesign, country: CountryCode): RelatedDesign {
  const facts = designFacts(design);
  const { price } = designs.unitPrice(design, { country, assembly: false, baseboardCut: design.hasBaseboardCut });
  return {
    uuid: design.uuid,
    furniture_type: design.family.furniture_type,
    name: design.name,
    dimensions: { length: facts.dimensions.length, width: facts.dimensions.width, height: facts.dimensions.height },
    color: facts.color,
    price: { totalPriceInclTaxes: price.totalPriceInclTaxes, currencyCode: price.currencyCode, shippingDuration: price.shippingDuration },
    image_url: `/api/designs/${design.uuid}/images/0`,
  };
}
