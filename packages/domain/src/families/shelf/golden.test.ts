import { describe, expect, it } from 'vitest';
import { parts, partsSummary } from '../../catalogue/parts.ts';
import { price } from '../../catalogue/price.ts';
import { labels } from '../../design/labels.ts';
import { sceneObjects } from '../../design/scene.ts';
import { COUNTRY_CODES } from '../../market/countries.ts';
import { formatMoney } from '../../money/format.ts';
import { shelfCatalogue } from './catalogue.ts';
import type { ShelfDesign } from './design.ts';
import { shelfElements } from './elements.ts';
import { shelfFamily } from './index.ts';
import { shelfReferenceDesigns } from './reference-designs.ts';

/** Everything derived from a reference shelf, in a form a person can review line by line. */
function golden(name: string, design: ShelfDesign) {
  const elements = labels(shelfElements(design));
  const bill = parts(elements, shelfCatalogue);
  const { errors, warnings } = shelfFamily.validate(design);
  const cut = design.baseboardCut.height > 0;
  return {
    name,
    dimensions: shelfFamily.dimensions(design),
    errors: errors.map((e) => e.code),
    warnings: warnings.map((w) => w.code),
    assembly: shelfFamily.assembly?.recommendation(design),
    summary: partsSummary(bill).map((p) => `${p.quantity} × ${p.sku} ${p.partName}`),
    parts: bill.map(
      (p) =>
        `${p.section} ${p.label ?? '-'} ${p.sku} ${p.type} ${p.length}x${p.width}x${p.height} ${p.color}` +
        (p.invisible === true ? ' (hidden)' : '') +
        (p.services === undefined ? '' : ` +cut ${p.services.map((s) => `${s.height}x${s.depth}`).join(',')}`),
    ),
    scene: sceneObjects(elements).map((o) => o.name),
    prices: Object.fromEntries(
      COUNTRY_CODES.map((country) => {
        const base = price(bill, shelfCatalogue, { country, baseboardCut: cut, shippingDays: shelfFamily.shippingDays });
        const assembled = price(bill, shelfCatalogue, { country, baseboardCut: cut, assembly: true, shippingDays: shelfFamily.shippingDays });
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

describe('golden files of the reference shelves', () => {
  it.each(shelfReferenceDesigns.map((r) => [r.name, r.design] as const))('%s', async (name, design) => {
    await expect(`${JSON.stringify(golden(name, design), null, 2)}\n`).toMatchFileSnapshot(`__golden__/${name}.json`);
  });

  it('prices a finished five-column shelf between 800 and 2500 € in Germany', () => {
    for (const name of ['five-columns-mixed-lynk', 'five-columns-stepped-lyft']) {
      const design = shelfReferenceDesigns.find((r) => r.name === name)?.design;
      if (design === undefined) throw new Error(name);
      const total = price(parts(shelfElements(design), shelfCatalogue), shelfCatalogue, { country: 'de' }).totalPriceInclTaxes;
      expect(total, name).toBeGreaterThan(80_000);
      expect(total, name).toBeLessThan(250_000);
    }
  });
});
