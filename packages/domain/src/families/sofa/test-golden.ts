/**
 * Test helper: everything derived from a reference sofa or cushion, in a form a person can review
 * line by line in a golden file (parts, scene names, labels, prices per country).
 */
import { parts, partsSummary } from '../../catalogue/parts.ts';
import { price } from '../../catalogue/price.ts';
import { labels } from '../../design/labels.ts';
import { sceneObjects } from '../../design/scene.ts';
import { COUNTRY_CODES } from '../../market/countries.ts';
import { formatMoney } from '../../money/format.ts';
import type { DesignBase, Family } from '../family.ts';

/** The golden record of one design of a family. */
export function sofaGolden<D extends DesignBase>(family: Family<D>, name: string, design: D) {
  const elements = labels(family.elements(design));
  const bill = parts(elements, family.catalogue);
  const { errors, warnings } = family.validate(design);
  return {
    name,
    design,
    dimensions: family.dimensions(design),
    errors: errors.map((e) => e.code),
    warnings: warnings.map((w) => w.code),
    assembly: family.assembly?.recommendation(design) ?? null,
    sections: family.sections(design).map((s) => `${s.id} ${s.label}`),
    summary: partsSummary(bill).map((p) => `${p.quantity} × ${p.sku} ${p.partName}`),
    parts: bill.map(
      (p) =>
        `${p.section} ${p.label ?? '-'} ${p.sku} ${p.type} ${p.length}x${p.width}x${p.height} ${p.color}` +
        `${p.cover_sku === undefined ? '' : ` cover ${p.cover_sku}`} at ${p.margin_x},${p.margin_y},${p.margin_z}` +
        `${p.rotation_y === undefined ? '' : ` turned ${p.rotation_y}`}`,
    ),
    scene: sceneObjects(elements).map((o) => o.name + (o.invisible ? ' (invisible)' : '')),
    prices: Object.fromEntries(
      COUNTRY_CODES.map((country) => {
        const base = price(bill, family.catalogue, { country, shippingDays: family.shippingDays });
        const assembled = price(bill, family.catalogue, { country, assembly: family.assembly !== null, shippingDays: family.shippingDays });
        return [
          country,
          {
            net: formatMoney(base.net, base.currencyCode),
            total: formatMoney(base.totalPriceInclTaxes, base.currencyCode),
            withAssembly: formatMoney(assembled.totalPriceInclTaxes, assembled.currencyCode),
            shippingDays: [base.shippingDuration, assembled.shippingDuration],
          },
        ];
      }),
    ),
  };
}
