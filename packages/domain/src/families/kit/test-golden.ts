/**
 * Test helper of every family: everything derived from a reference design, in a form a person can
 * review line by line in a golden file (parts, scene names, labels, prices per country), and the
 * describe block that compares each reference design with its committed file.
 */
import { describe, expect, it } from 'vitest';
import { parts, partsSummary, type Part } from '../../catalogue/parts.ts';
import { price } from '../../catalogue/price.ts';
import { defaultLabelPrefix, labels } from '../../design/labels.ts';
import { sceneObjects, type SceneObject } from '../../design/scene.ts';
import { COUNTRY_CODES } from '../../market/countries.ts';
import { formatMoney } from '../../money/format.ts';
import type { DesignBase, Family } from '../family.ts';
import { baseboardCutOf } from './features.ts';

/**
 * How a family's golden files are written. Upholstery (sofas, cushions) records the design and its
 * section list, and where each part sits; casegoods (shelf, wardrobe) record services and the price
 * explanation. The two shapes are kept because the committed files must not change.
 */
export interface GoldenFormat {
  withDesign: boolean;
  withSections: boolean;
  withExplanation: boolean;
  part(p: Part): string;
  scene(o: SceneObject): string;
}

/** What every golden part line starts with: section, label, SKU, type, size and colour. */
const partHead = (p: Part): string => `${p.section} ${p.label ?? '-'} ${p.sku} ${p.type} ${p.length}x${p.width}x${p.height} ${p.color}`;

export const UPHOLSTERY_GOLDEN: GoldenFormat = {
  withDesign: true,
  withSections: true,
  withExplanation: false,
  part: (p) =>
    partHead(p) +
    `${p.cover_sku === undefined ? '' : ` cover ${p.cover_sku}`} at ${p.margin_x},${p.margin_y},${p.margin_z}` +
    `${p.rotation_y === undefined ? '' : ` turned ${p.rotation_y}`}`,
  scene: (o) => o.name + (o.invisible ? ' (invisible)' : ''),
};

export const CASEGOODS_GOLDEN: GoldenFormat = {
  withDesign: false,
  withSections: false,
  withExplanation: true,
  part: (p) =>
    partHead(p) +
    (p.invisible === true ? ' (hidden)' : '') +
    (p.services === undefined ? '' : ` +cut ${p.services.map((s) => `${s.height}x${s.depth}`).join(',')}`),
  scene: (o) => o.name,
};

/** The golden record of one design of a family. */
export function goldenRecord<D extends DesignBase>(family: Family<D>, name: string, design: D, format: GoldenFormat) {
  const elements = labels(family.elements(design), family.labelPrefixOf ?? defaultLabelPrefix);
  const bill = parts(elements, family.catalogue);
  const { errors, warnings } = family.validate(design);
  const baseboardCut = baseboardCutOf(design) !== null;
  const assembly = family.assembly !== null;
  return {
    name,
    ...(format.withDesign ? { design } : {}),
    dimensions: family.dimensions(design),
    errors: errors.map((e) => e.code),
    warnings: warnings.map((w) => w.code),
    assembly: family.assembly?.recommendation(design) ?? null,
    ...(format.withSections ? { sections: family.sections(design).map((s) => `${s.id} ${s.label}`) } : {}),
    summary: partsSummary(bill).map((p) => `${p.quantity} × ${p.sku} ${p.partName}`),
    parts: bill.map(format.part),
    scene: sceneObjects(elements).map(format.scene),
    prices: Object.fromEntries(
      COUNTRY_CODES.map((country) => {
        const base = price(bill, family.catalogue, { country, baseboardCut, shippingDays: family.shippingDays });
        const assembled = price(bill, family.catalogue, { country, baseboardCut, assembly, shippingDays: family.shippingDays });
        return [
          country,
          {
            net: formatMoney(base.net, base.currencyCode),
            total: formatMoney(base.totalPriceInclTaxes, base.currencyCode),
            withAssembly: formatMoney(assembled.totalPriceInclTaxes, assembled.currencyCode),
            shippingDays: [base.shippingDuration, assembled.shippingDuration],
            ...(format.withExplanation
              ? { explanation: base.explanation.map((e) => `${e.group} ${e.sku} ×${e.quantity} ${formatMoney(e.cents, base.currencyCode)}`) }
              : {}),
          },
        ];
      }),
    ),
  };
}

/** Compares every reference design of a family with its file `__golden__/{name}.json` next to the calling test. */
export function goldenFiles<D extends DesignBase>(family: Family<D>, references: Readonly<Record<string, D>>, format: GoldenFormat): void {
  describe(`golden files of the reference ${family.furniture_type} designs`, () => {
    it.each(Object.keys(references))('%s', async (name) => {
      const golden = goldenRecord(family, name, references[name]!, format);
      await expect(`${JSON.stringify(golden, null, 2)}\n`).toMatchFileSnapshot(`__golden__/${name}.json`);
    });
  });
}
