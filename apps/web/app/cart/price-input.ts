import { ASSEMBLY_SERVICE_SKU, BASEBOARD_CUT_SKU, SAMPLE_BOX_UUID, cartClampQuantity, countryOfLocale, sampleBoxColors, type Locale, type StoredCart, type StoredLineItem } from '@masswerk/domain';
import type { CartInput } from '@masswerk/contract';

/** What the cart sends to POST /api/checkout/carts (the contract's input before its defaults). */
export type CartPriceInput = Omit<CartInput, 'lineItems'> & {
  lineItems: { uuid: string; quantity: number; meta?: { colors: string[] }; addons: { sku: string; meta?: Record<string, unknown> }[] }[];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ADDON_SKUS: readonly string[] = [ASSEMBLY_SERVICE_SKU, BASEBOARD_CUT_SKU];

/** True for what the server can look up: a design's uuid or the sample box. */
export function cartLineIdIsValid(uuid: unknown): uuid is string {
  return typeof uuid === 'string' && (uuid === SAMPLE_BOX_UUID || UUID.test(uuid));
}

/** A line's add-on SKUs the server knows, once each, in a fixed order. */
export function lineAddonSkus(line: StoredLineItem): string[] {
  return ADDON_SKUS.filter((sku) => (line.addons ?? []).some((addon) => addon.sku === sku));
}

/** What decides a line's money: its uuid, quantity and add-ons. Two lines with the same signature price the same. */
export function lineSignature(line: Pick<StoredLineItem, 'uuid' | 'quantity' | 'addons'>): string {
  return `${line.uuid}|${line.quantity}|${lineAddonSkus(line).join(',')}`;
}

/**
 * The request that prices a stored cart in a locale's shop. Only what counts for money is sent, and the
 * sample box's colours (the designs' structures stay in the browser; the server loads its own). A line the server could not take
 * (a damaged id from an old or edited store) is left out and reported as `skipped`, so one bad line
 * never keeps the rest from being priced.
 */
export function cartPriceInput(cart: StoredCart, locale: Locale): { input: CartPriceInput; skipped: string[] } {
  const skipped: string[] = [];
  const lineItems: CartPriceInput['lineItems'] = [];
  for (const line of cart.lineItems) {
    if (!cartLineIdIsValid(line.uuid)) {
      skipped.push(String(line.uuid));
      continue;
    }
    const addons = lineAddonSkus(line).map((sku) => {
      const meta = (line.addons ?? []).find((addon) => addon.sku === sku)?.meta;
      return meta ? { sku, meta } : { sku };
    });
    // The sample box's noted colours say what it holds (the server keeps them with the order).
    const colors = line.uuid === SAMPLE_BOX_UUID ? sampleBoxColors(line.meta) : [];
    lineItems.push({ uuid: line.uuid, quantity: Math.max(1, cartClampQuantity(line, line.quantity)), ...(colors.length > 0 ? { meta: { colors } } : {}), addons });
  }
  const couponCode = cart.couponCode?.trim();
  return {
    input: { countryCode: countryOfLocale(locale), ...(couponCode ? { couponCode } : {}), lineItems, meta: { language: locale } },
    skipped,
  };
}
