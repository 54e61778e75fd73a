import type { Currency } from '@masswerk/domain';

export interface ProductFacts {
  name: string;
  description: string | null;
  /** Absolute page URL. */
  url: string;
  /** Absolute picture URLs. */
  images: readonly string[];
  sku: string;
  color: string | null;
  /** Millimetres. */
  dimensions: { length: number; width: number; height: number };
  /** Cents, VAT included, in `currency`. */
  price: number | null;
  currency: Currency;
}

const cm = (mm: number) => ({ '@type': 'QuantitativeValue', value: Math.ceil(mm / 10), unitCode: 'CMT' });

/**
 * The schema.org Product of a product page, with one Offer in the page's currency (a decimal string
 * of the cents, as schema.org wants it). Made to order: every piece is built after it is bought.
 */
export function productStructuredData(facts: ProductFacts): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: facts.name,
    ...(facts.description ? { description: facts.description } : {}),
    url: facts.url,
    ...(facts.images.length > 0 ? { image: [...facts.images] } : {}),
    sku: facts.sku,
    brand: { '@type': 'Brand', name: 'Masswerk' },
    ...(facts.color ? { color: facts.color } : {}),
    width: cm(facts.dimensions.length),
    depth: cm(facts.dimensions.width),
    height: cm(facts.dimensions.height),
    ...(facts.price !== null
      ? {
          offers: {
            '@type': 'Offer',
            url: facts.url,
            price: (facts.price / 100).toFixed(2),
            priceCurrency: facts.currency,
            availability: 'https://schema.org/MadeToOrder',
            itemCondition: 'https://schema.org/NewCondition',
          },
        }
      : {}),
  };
}

/** JSON for an inline <script type="application/ld+json">: no "<" can close the element early. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
