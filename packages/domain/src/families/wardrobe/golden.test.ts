import { describe, expect, it } from 'vitest';
import { parts } from '../../catalogue/parts.ts';
import { price } from '../../catalogue/price.ts';
import { CASEGOODS_GOLDEN, goldenFiles } from '../kit/test-golden.ts';
import { wardrobeCatalogue } from './catalogue.ts';
import { wardrobeElements } from './elements.ts';
import { wardrobeFamily } from './index.ts';
import { wardrobeReferenceDesigns } from './reference-designs.ts';

goldenFiles(wardrobeFamily, wardrobeReferenceDesigns, CASEGOODS_GOLDEN);

describe('prices of the reference wardrobes', () => {
  it('prices a 2.4 m wardrobe between 1500 and 3500 € in Germany', () => {
    for (const name of ['classic', 'sliding'] as const) {
      const bill = parts(wardrobeElements(wardrobeReferenceDesigns[name]), wardrobeCatalogue);
      const total = price(bill, wardrobeCatalogue, { country: 'de' }).totalPriceInclTaxes;
      expect(total).toBeGreaterThan(150_000);
      expect(total).toBeLessThan(350_000);
    }
  });
});
