import { COLOR_GROUPS, countryByCode, type CountryCode } from '@masswerk/domain';
import type { FilterRanges } from '@masswerk/contract';
import type { CatalogEntries } from './catalog-entries.ts';

const rangeOf = (values: number[]) => (values.length === 0 ? null : { min: Math.min(...values), max: Math.max(...values) });

/** GET /filters/ranges (shop.md §7): the span of price, width and height, and the colour groups, of a furniture group (or of all). */
export async function filterRanges(catalog: CatalogEntries, country: CountryCode, group: string | undefined): Promise<FilterRanges> {
  const rows = (await catalog.entries()).filter((row) => group === undefined || row.category === group);
  const priced = await catalog.priced(rows, country);
  const counts = new Map<string, number>();
  for (const { row } of priced) counts.set(row.colorGroup, (counts.get(row.colorGroup) ?? 0) + 1);
  return {
    country_code: country,
    furniture_group: group ?? null,
    currencyCode: countryByCode(country).currency,
    count: priced.length,
    price: rangeOf(priced.map((e) => e.price.totalPriceInclTaxes)),
    width: rangeOf(priced.map((e) => e.row.lengthMm)),
    height: rangeOf(priced.map((e) => e.row.heightMm)),
    colors: COLOR_GROUPS.filter((g) => counts.has(g.id)).map((g) => ({ id: g.id, hex: g.hex, count: counts.get(g.id)! })),
  };
}
