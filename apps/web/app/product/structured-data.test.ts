import { describe, expect, it } from 'vitest';
import { jsonForScript, productStructuredData } from './structured-data';

const facts = {
  name: 'Shelf',
  description: 'Made to measure.',
  url: 'https://shop.example/fr-ch/product/1',
  images: ['https://shop.example/api/designs/1/images/0'],
  sku: '1',
  color: 'White',
  dimensions: { length: 2180, width: 342, height: 1244 },
  price: 123_450,
  currency: 'CHF' as const,
};

describe('product structured data', () => {
  it('is a schema.org Product with an offer in the page currency, in decimal units', () => {
    const data = productStructuredData(facts);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Shelf',
      offers: { '@type': 'Offer', price: '1234.50', priceCurrency: 'CHF', availability: 'https://schema.org/MadeToOrder' },
      width: { value: 218, unitCode: 'CMT' },
      depth: { value: 35, unitCode: 'CMT' },
    });
  });

  it('has no offer without a price', () => {
    expect(productStructuredData({ ...facts, price: null })).not.toHaveProperty('offers');
  });

  it('cannot end its script element early', () => {
    const text = jsonForScript(productStructuredData({ ...facts, name: '</script><script>alert(1)</script>' }));
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toMatchObject({ name: '</script><script>alert(1)</script>' });
  });
});
