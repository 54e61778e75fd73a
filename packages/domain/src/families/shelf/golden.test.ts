import { describe, expect, it } from 'vitest';
import { parts } from '../../catalogue/parts.ts';
import { price } from '../../catalogue/price.ts';
import { CASEGOODS_GOLDEN, goldenFiles } from '../kit/test-golden.ts';
import { shelfCatalogue } from './catalogue.ts';
import { shelfElements } from './elements.ts';
import { shelfFamily } from './index.ts';
import { shelfReferenceDesigns } from './reference-designs.ts';

goldenFiles(shelfFamily, shelfReferenceDesigns, CASEGOODS_GOLDEN);

describe('prices of the reference shelves', () => {
  it('prices a finished five-column shelf between 800 and 2500 € in Germany', () => {
    for (const name of ['five-columns-mixed-lynk', 'five-columns-stepped-lyft']) {
      const design = shelfReferenceDesigns[name];
      if (design === undefined) throw new Error(name);
      const total = price(parts(shelfElements(design), shelfCatalogue), shelfCatalogue, { country: 'de' }).totalPriceInclTaxes;
      expect(total, name).toBeGreaterThan(80_000);
      expect(total, name).toBeLessThan(250_000);
    }
  });
});
