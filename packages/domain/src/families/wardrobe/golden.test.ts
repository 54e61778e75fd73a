import { describe, expect, it } from 'vitest';
import { parts, partsSummary } from '../../catalogue/parts.ts';
import { price } from '../../catalogue/price.ts';
import { sceneObjects } from '../../design/scene.ts';
import { COUNTRY_CODES } from '../../market/countries.ts';
import { formatMoney } from '../../money/format.ts';
import { wardrobeCatalogue } from './catalogue.ts';
import { wardrobeElements, wardrobeDimensions } from './geometry.ts';
import { wardrobeFamily } from './index.ts';
import { wardrobeLabels } from './labels.ts';
import { wardrobeReferenceDesigns } from './reference-designs.ts';
import type { WardrobeReferenceName } from './reference-designs.ts';
import { wardrobeValidate } from './rules.ts';

/** Everything derived from a reference wardrobe, in a form a person can review line by line. */
function golden(name: WardrobeReferenceName) {
  const design = wardrobeReferenceDesigns[name];
  const elements = wardrobeLabels(wardrobeElements(design));
  const bill = parts(elements, wardrobeCatalogue);
  const { errors, warnings } = wardrobeValidate(design);
  const cut = design.baseboardCut !== undefined;
  return {
    name,
    dimensions: wardrobeDimensions(design),
    errors: errors.map((e) => e.code),
    warnings: warnings.map((w) => w.code),
    assembly: wardrobeFamily.assembly?.recommendation(design),
    summary: partsSummary(bill).map((p) => `${p.quantity} × ${p.sku} ${p.partName}`),
    parts: bill.map(
      (p) =>
        `${p.section} ${p.label ?? '-'} ${p.sku} ${p.type} ${p.length}x${p.width}x${p.height} ${p.color}` +
        (p.services === undefined ? '' : ` +cut ${p.services.map((s) => `${s.height}x${s.depth}`).join(',')}`),
    ),
    scene: sceneObjects(elements).map((o) => o.name),
    prices: Object.fromEntries(
      COUNTRY_CODES.map((country) => {
        const base = price(bill, wardrobeCatalogue, { country, baseboardCut: cut, shippingDays: wardrobeFamily.shippingDays });
        const assembled = price(bill, wardrobeCatalogue, { country, baseboardCut: cut, assembly: true, shippingDays: wardrobeFamily.shippingDays });
        return [
          country,
          {
            net: formatMoney(base.net, base.currencyCode),
            total: formatMoney(base.totalPriceInclTaxes, base.currencyCode),
            withAssembly: formatMoney(assembled.totalPriceInclTaxes, assembled.currencyCode),
            shippingDays: [base.shippingDuration, assembled.shippingDuration],
            explanation: base.explanation.map((e) => `${e.group} ${e.sku} ×${e.quantity} ${formatMoney(e.cents, base.currencyCode)}`),
          },
        ];
      }),
    ),
  };
}

describe('golden files of the reference wardrobes', () => {
  it.each(Object.keys(wardrobeReferenceDesigns) as WardrobeReferenceName[])('%s', async (name) => {
    await expect(`${JSON.stringify(golden(name), null, 2)}\n`).toMatchFileSnapshot(`__golden__/${name}.json`);
  });

  it('prices a 2.4 m wardrobe between 1500 and 3500 € in Germany', () => {
    for (const name of ['classic', 'sliding'] as const) {
      const bill = parts(wardrobeElements(wardrobeReferenceDesigns[name]), wardrobeCatalogue);
      const total = price(bill, wardrobeCatalogue, { country: 'de' }).totalPriceInclTaxes;
      expect(total).toBeGreaterThan(150_000);
      expect(total).toBeLessThan(350_000);
    }
  });
});
