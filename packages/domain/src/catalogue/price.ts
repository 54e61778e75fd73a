import { cents, centsMultiply, centsSum, type Cents } from '../money/cents.ts';
import type { Currency } from '../money/currency.ts';
import { countryByCode, type CountryCode } from '../market/countries.ts';
import type { CatalogueEntry } from './entry.ts';
import { ASSEMBLY_SERVICE_SKU, BASEBOARD_CUT_SKU, SkuLookupError, catalogueIndex, type Part } from './parts.ts';

/** Assembly service: a share of the parts' net price, with a minimum per currency (our figures). */
export const ASSEMBLY_RATE = 0.12;
export const ASSEMBLY_MINIMUM: Readonly<Record<Currency, Cents>> = {
  EUR: cents(8900),
  CHF: cents(9900),
  GBP: cents(7900),
};
/** Baseboard cut service, per part that carries a cut (our figures, net). */
export const BASEBOARD_CUT_PRICE: Readonly<Record<Currency, Cents>> = {
  EUR: cents(1500),
  CHF: cents(1700),
  GBP: cents(1300),
};
/** Days assembly adds to shipping (shop.md §9). */
export const ASSEMBLY_SHIPPING_DAYS = 14;
/** Base shipping when the caller gives none (families give their own `shippingDays`). */
export const DEFAULT_SHIPPING_DAYS = 21;

export interface PriceOptions {
  country: CountryCode;
  /** Add the assembly service (AssemblyService 701.101.02). */
  assembly?: boolean;
  /** Charge the baseboard cut (BaseboardCut 701.102.00) of parts carrying one. */
  baseboardCut?: boolean;
  /** Number of identical pieces, 1 to 99 (shop.md §9); default 1. */
  quantity?: number;
  /** Base shipping duration in days (the family's `shippingDays`). */
  shippingDays?: number;
  /** The buyer's VAT is deducted (a valid VAT id, see market/vat-id.ts vatDeductionFor): priced with 0 % VAT. */
  vatDeducted?: boolean;
}

/** One priced line: a part or a service, for one piece. */
export interface PriceLine {
  sku: string;
  group: string;
  label: string;
  net: Cents;
  vat: Cents;
  gross: Cents;
}

/** One row of the explanation: a group and label with its gross amount for the whole quantity. */
export interface PriceExplanation {
  group: string;
  label: string;
  sku: string;
  quantity: number;
  cents: Cents;
}

export interface PriceResult {
  country: CountryCode;
  currencyCode: Currency;
  taxRate: number;
  quantity: number;
  net: Cents;
  vat: Cents;
  totalPriceInclTaxes: Cents;
  /** Days until shipping: the base plus 14 with assembly. */
  shippingDuration: number;
  /** Lines for one piece, parts in bill order, then services. */
  lines: PriceLine[];
  /** Gross amounts grouped by price group and SKU for the whole quantity; they sum to the total. */
  explanation: PriceExplanation[];
}

/** Area in square metres that an entry's area price uses (dimensions in millimetres). */
export function partAreaSquareMetres(part: Pick<Part, 'length' | 'width' | 'height'>, areaOf: CatalogueEntry['areaOf']): number {
  const [a, b] =
    areaOf === 'length_height' ? [part.length, part.height] : areaOf === 'length_width' ? [part.length, part.width] : [part.width, part.height];
  return (a * b) / 1_000_000;
}

/** Net price of one part in a currency: base plus per-square-metre times area, rounded half-up to whole cents. */
export function partNet(part: Part, entry: CatalogueEntry, currency: Currency): Cents {
  const rule = entry.price[currency];
  return cents(rule.base + centsMultiply(rule.perSquareMetre, partAreaSquareMetres(part, entry.areaOf)));
}

function line(sku: string, group: string, label: string, net: Cents, taxRate: number): PriceLine {
  // VAT is rounded once per line (half-up), so each line's gross is what a receipt would show.
  const vat = centsMultiply(net, taxRate);
  return { sku, group, label, net, vat, gross: cents(net + vat) };
}

/**
 * Prices a bill of parts for a country (shop.md §9): each part from its catalogue entry in the country's
 * currency, services as lines, VAT per line at the country's rate, everything times the quantity.
 */
export function price(list: readonly Part[], entries: readonly CatalogueEntry[], options: PriceOptions): PriceResult {
  const country = countryByCode(options.country);
  const currency = country.currency;
  const taxRate = options.vatDeducted === true ? 0 : country.taxRate;
  const quantity = options.quantity ?? 1;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99) throw new RangeError(`quantity must be 1 to 99, got ${quantity}`);
  const index = catalogueIndex(entries);

  const lines: PriceLine[] = list.map((part) => {
    const entry = index.bySku.get(part.sku);
    if (!entry) throw new SkuLookupError('missing', part);
    return line(part.sku, entry.priceGroup, entry.label, partNet(part, entry, currency), taxRate);
  });

  const partsNet = centsSum(lines.map((l) => l.net));
  if (options.baseboardCut === true) {
    for (const part of list) {
      if (part.services?.some((s) => s.type === 'baseboard_cut')) {
        lines.push(line(BASEBOARD_CUT_SKU, 'services', 'Baseboard cut', BASEBOARD_CUT_PRICE[currency], taxRate));
      }
    }
  }
  if (options.assembly === true) {
    const share = centsMultiply(partsNet, ASSEMBLY_RATE);
    const net = cents(Math.max(share, ASSEMBLY_MINIMUM[currency]));
    lines.push(line(ASSEMBLY_SERVICE_SKU, 'services', 'Assembly service', net, taxRate));
  }

  // Rows by group, then SKU: nested maps spare building a key string per line. The rows are sorted
  // below by group and SKU, so the order they are found in does not matter.
  const explanation = new Map<string, Map<string, PriceExplanation>>();
  const rows: PriceExplanation[] = [];
  for (const l of lines) {
    let bySku = explanation.get(l.group);
    if (!bySku) {
      bySku = new Map();
      explanation.set(l.group, bySku);
    }
    const row = bySku.get(l.sku);
    if (row) {
      row.quantity += quantity;
      row.cents = cents(row.cents + l.gross * quantity);
    } else {
      const created = { group: l.group, label: l.label, sku: l.sku, quantity, cents: cents(l.gross * quantity) };
      bySku.set(l.sku, created);
      rows.push(created);
    }
  }

  let netSum = 0;
  let vatSum = 0;
  for (const l of lines) {
    netSum += l.net;
    vatSum += l.vat;
  }
  const net = cents(netSum * quantity);
  const vat = cents(vatSum * quantity);
  return {
    country: country.code,
    currencyCode: currency,
    taxRate,
    quantity,
    net,
    vat,
    totalPriceInclTaxes: cents(net + vat),
    shippingDuration: (options.shippingDays ?? DEFAULT_SHIPPING_DAYS) + (options.assembly === true ? ASSEMBLY_SHIPPING_DAYS : 0),
    lines,
    explanation: rows.sort(
      (a, b) => (a.group === 'services' ? 1 : 0) - (b.group === 'services' ? 1 : 0) || cmp(a.group, b.group) || cmp(a.sku, b.sku),
    ),
  };
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
