import {
  ASSEMBLY_SERVICE_SKU,
  BASEBOARD_CUT_SKU,
  cents,
  checkCoupon,
  countryByCode,
  couponRefusalText,
  priceCart as priceCartLines,
  SAMPLE_BOX_UUID,
  sampleBoxColors,
  type CartAddonPrice,
  type CartLineInput,
  type CountryCode,
  type Locale,
} from '@masswerk/domain';
import type { CartInput, PricedCartAnswer } from '@masswerk/contract';
import { HttpError } from '../../http/http-error.ts';
import type { DesignCache } from '../designs/design-cache.ts';
import type { CartSources } from './cart-sources.ts';
import type { StoredDesign } from '../designs/load-design.ts';
import { decideVatDeduction } from '../vatnumbers/vat-deduction.ts';

/** What one line needs beyond the domain's cart pricing: its type and the assembly recommendation. */
interface LineExtras {
  type: string;
  assemblyRecommendation: PricedCartAnswer['lineItems'][number]['assemblyRecommendation'];
  /** The sample box: the colours it holds samples of. */
  colors?: string[];
}

/** A saved design priced for one piece in a country, with the add-ons its line asks for; or why it cannot be. */
function designLine(designs: DesignCache, found: StoredDesign | HttpError | undefined, line: CartInput['lineItems'][number], country: CountryCode): { input: CartLineInput; extras: LineExtras } {
  const unpriced = (reason: string) => ({ input: { uuid: line.uuid, quantity: line.quantity, kind: 'unpriced' as const, reason }, extras: { type: 'unknown', assemblyRecommendation: null } });
  if (found === undefined || (found instanceof HttpError && found.code === 'design_not_found')) {
    return unpriced('This design was not found; it may have been removed. Open it again from its link or design it anew.');
  }
  if (found instanceof HttpError) return unpriced(`This design no longer passes our rules: ${found.message.replace(/^This design cannot be made: /, '')}`);
  const wants = new Set(line.addons.map((a) => a.sku));
  const assembly = wants.has(ASSEMBLY_SERVICE_SKU) && found.family.assembly !== null;
  const baseboardCut = wants.has(BASEBOARD_CUT_SKU) && found.family.baseboardCutFeatureId !== null;
  const options = { country, assembly, baseboardCut };
  let unit;
  try {
    unit = designs.unitPrice(found, options);
  } catch (error) {
    if (error instanceof HttpError) return unpriced(`This design cannot be made: ${error.message.replace(/^This design cannot be made: /, '')}`);
    throw error;
  }
  const { price, services } = unit;
  const addonGross = (sku: string) => services.get(sku) ?? cents(0);
  const addons: CartAddonPrice[] = [];
  if (assembly) addons.push({ sku: ASSEMBLY_SERVICE_SKU, gross: addonGross(ASSEMBLY_SERVICE_SKU) });
  if (baseboardCut) addons.push({ sku: BASEBOARD_CUT_SKU, gross: addonGross(BASEBOARD_CUT_SKU) });
  const unitGross = cents(price.totalPriceInclTaxes - addons.reduce((sum, a) => sum + a.gross, 0));
  return {
    input: { uuid: line.uuid, quantity: line.quantity, kind: 'design', furnitureType: found.family.furniture_type, unitGross, addons, shippingDays: found.family.shippingDays },
    extras: { type: found.family.furniture_type, assemblyRecommendation: found.assemblyRecommendation },
  };
}

/**
 * Prices a cart on the server (shop.md §7 POST /carts): every design loaded by uuid and checked with its
 * family, priced with the domain for the country, the discounts of the country's `setDiscounts`
 * content, and the coupon if it applies. The client's meta, prices and structures are never used. A
 * business buyer's VAT deduction is decided here too, with the register (vatnumbers/vat-deduction.ts).
 */
export async function priceCart(sources: CartSources, input: CartInput, now = new Date()): Promise<PricedCartAnswer> {
  const country = input.countryCode;
  const market = countryByCode(country);
  const locale: Locale = input.meta?.language && market.locales.includes(input.meta.language) ? input.meta.language : market.locales[0]!;
  const designUuids = input.lineItems.filter((l) => l.uuid !== SAMPLE_BOX_UUID).map((l) => l.uuid);
  const [rows, sampleBoxPrices, rules, vatDeduction] = await Promise.all([
    sources.designs.loadMany(designUuids),
    input.lineItems.some((l) => l.uuid === SAMPLE_BOX_UUID) ? sources.sampleBoxPrices(locale) : Promise.resolve(null),
    sources.discounts(locale),
    input.vatDeduction ? decideVatDeduction(sources.vatLookup, input.vatDeduction) : Promise.resolve(undefined),
  ]);

  const lines: CartLineInput[] = [];
  const extras = new Map<string, LineExtras>();
  for (const line of input.lineItems) {
    if (line.uuid === SAMPLE_BOX_UUID) {
      const price = sampleBoxPrices?.[market.currency];
      lines.push(
        price === undefined
          ? { uuid: line.uuid, quantity: line.quantity, kind: 'unpriced', reason: 'The sample box is not available in this shop at the moment.' }
          : { uuid: line.uuid, quantity: line.quantity, kind: 'sample', unitGross: cents(price), shippingDays: 5 },
      );
      // What the box holds is the buyer's choice (the meta's noted colours), checked against the shop's colours; it costs the same.
      const colors = sampleBoxColors(line.meta);
      extras.set(line.uuid, { type: 'sample', assemblyRecommendation: null, ...(colors.length > 0 ? { colors } : {}) });
      continue;
    }
    const { input: priced, extras: more } = designLine(sources.designs, rows.get(line.uuid), line, country);
    lines.push(priced);
    extras.set(line.uuid, more);
  }

  // A coupon the shop cannot use here is refused before pricing; one that does not fit these lines, by the pricing.
  const code = input.couponCode?.trim().toUpperCase();
  const found = code ? checkCoupon(await sources.coupon(code), country, now) : null;
  const cart = priceCartLines(country, lines, rules, found && 'coupon' in found ? found.coupon : null, { vatDeducted: vatDeduction?.status === 'deducted' });
  const refusal = found && 'refusal' in found ? found.refusal : cart.couponRefusal;
  return {
    countryCode: cart.country,
    currencyCode: cart.currencyCode,
    // The domain's lines are made for this call: completed in place rather than copied.
    lineItems: cart.lineItems.map((line) => Object.assign(line, extras.get(line.uuid)!)),
    unpricedItems: cart.unpriced,
    coupon: code ? (refusal === null ? { code, applied: true } : { code, applied: false, refusal, message: couponRefusalText(code, refusal) }) : null,
    subtotal: cart.subtotal,
    discounts: cart.discounts,
    vat: cart.vat,
    shipping: cart.shipping,
    total: cart.total,
    shippingDuration: cart.shippingDuration,
    ...(vatDeduction ? { vatDeduction } : {}),
  };
}
