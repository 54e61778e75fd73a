/**
 * Prices a cart (shop.md §3 Cart, Line item, Addons, Discount types; §9 tax and currencies) from what
 * the server derived for each line: one function, so the lines always add up to the total to the cent.
 * Amounts are gross (VAT included) integer cents in the country's currency; discounts and coupons are
 * taken off the products (never off services), and the VAT inside each line is worked out per line.
 */
import { ASSEMBLY_SERVICE_SKU, type BASEBOARD_CUT_SKU } from '../catalogue/parts.ts';
import { ASSEMBLY_SHIPPING_DAYS } from '../catalogue/price.ts';
import { cents, centsAllocate, centsMultiply, centsSum, type Cents } from '../money/cents.ts';
import type { Currency } from '../money/currency.ts';
import { countryByCode, type CountryCode } from '../market/countries.ts';
import { CART_MAX_QUANTITY, CART_SAMPLE_BOX_MAX_QUANTITY } from './cart.ts';
import type { CouponRefusal } from './coupon.ts';

export type DiscountType = 'QuantityDiscount' | 'CategoryDiscount' | 'VolumeDiscount';

/** A discount of the `setDiscounts` content (shop.md §3 "Discount types"); how each applies: docs/decisions.md. */
export interface CartDiscountRule {
  type: DiscountType;
  /** QuantityDiscount: pieces of the line; CategoryDiscount: pieces of the listed families in the cart; VolumeDiscount: cents of products. */
  minimum: number;
  percent: number;
  furnitureTypes?: readonly string[];
}

/** A coupon as stored, resolved for this cart's country and currency (validity is checked by whoever loads it). */
export interface CartCoupon {
  code: string;
  /** Percent off the products it covers, or an amount in this currency. */
  kind: 'percent' | 'amount';
  percent?: number;
  amount?: Cents;
  /** The families it covers; all when absent. */
  furnitureTypes?: readonly string[];
  /** The least the covered products must come to (after discounts), in cents of this currency. */
  minimumOrder?: Cents;
}

/** An add-on of a line as priced for one piece. */
export interface CartAddonPrice {
  sku: typeof ASSEMBLY_SERVICE_SKU | typeof BASEBOARD_CUT_SKU;
  gross: Cents;
}

/** One line to price: its product (a derived design or the sample box) for one piece, or why it cannot be priced. */
export type CartLineInput =
  | {
      uuid: string;
      quantity: number;
      kind: 'design';
      furnitureType: string;
      /** Gross of the product for one piece, services excluded. */
      unitGross: Cents;
      addons: readonly CartAddonPrice[];
      shippingDays: number;
    }
  | { uuid: string; quantity: number; kind: 'sample'; unitGross: Cents; shippingDays: number }
  | { uuid: string; quantity: number; kind: 'unpriced'; reason: string };

export interface CartDiscountItem {
  type: DiscountType | 'Coupon';
  percent?: number;
  code?: string;
  /** Cents taken off this line (whole quantity). */
  amount: Cents;
}

export interface PricedCartLine {
  uuid: string;
  quantity: number;
  /** Product price for one piece, gross. */
  price: Cents;
  /** Add-ons for one piece, gross. */
  addonPrice: Cents;
  addonItems: { sku: string; price: Cents }[];
  discountItems: CartDiscountItem[];
  /** What the line costs in all: (price + addonPrice) x quantity - discounts. */
  calculation: { total: Cents; vat: Cents };
  /** Days until the line ships: its product's, plus 14 with assembly (shop.md §9). */
  shippingDuration: number;
}

export interface UnpricedCartLine {
  uuid: string;
  quantity: number;
  /** Why the line was not priced, in words. */
  reason: string;
}

export interface PricedCart {
  country: CountryCode;
  currencyCode: Currency;
  lineItems: PricedCartLine[];
  /** Lines the cart holds but could not price (unknown design, one that breaks the rules). */
  unpriced: UnpricedCartLine[];
  /** Products and add-ons before discounts. */
  subtotal: Cents;
  /** Everything discounts and the coupon took off, per type. */
  discounts: { type: DiscountType | 'Coupon'; amount: Cents }[];
  /** The coupon taken off, or null (none asked for, or refused). */
  couponCode: string | null;
  /** Why the coupon asked for does not fit these lines; null when it applies or none was asked for. */
  couponRefusal: CouponRefusal | null;
  /** VAT inside the total, per rate (basis points: 1900 for 19 %). */
  vat: { rateBasisPoints: number; amount: Cents }[];
  shipping: Cents;
  total: Cents;
  /** Days until the whole order ships: its slowest line. */
  shippingDuration: number;
}

const maxQuantityOf = (line: CartLineInput) => (line.kind === 'sample' ? CART_SAMPLE_BOX_MAX_QUANTITY : CART_MAX_QUANTITY);

/** The best discount rule for one line (they do not add up: a line takes the highest percent that applies). */
function bestDiscount(line: Extract<CartLineInput, { kind: 'design' }>, rules: readonly CartDiscountRule[], context: { piecesOf: (types: readonly string[]) => number; productsGross: number }) {
  let best: CartDiscountRule | null = null;
  for (const rule of rules) {
    const applies =
      rule.type === 'QuantityDiscount'
        ? line.quantity >= rule.minimum
        : rule.type === 'CategoryDiscount'
          ? (rule.furnitureTypes ?? []).includes(line.furnitureType) && context.piecesOf(rule.furnitureTypes ?? []) >= rule.minimum
          : context.productsGross >= rule.minimum;
    if (applies && rule.percent > 0 && (best === null || rule.percent > best.percent)) best = rule;
  }
  return best;
}

/** What a gross amount comes to without the VAT inside it at a rate, rounded half-up to the cent. */
export function centsWithoutVat(gross: Cents, rate: number): Cents {
  return rate === 0 ? gross : cents(Math.round(gross / (1 + rate)));
}

/** The VAT inside a gross amount at a rate: the gross less its net. */
function vatInside(gross: Cents, rate: number): Cents {
  return cents(gross - centsWithoutVat(gross, rate));
}

/**
 * Prices the cart for a country: each line's product and add-ons times its quantity, the best discount
 * of `rules` per line, then the coupon when it applies (else `couponRefusal` says why), VAT per line,
 * free shipping. Quantities out of range are clamped (1..99, the sample
 * box 1) and lines that cannot be priced are reported, never priced or dropped. With `vatDeducted` (a
 * business buyer's valid VAT id, market/vat-id.ts) the cart is priced without VAT: pricedCartWithoutVat.
 */
export function priceCart(
  country: CountryCode,
  lines: readonly CartLineInput[],
  rules: readonly CartDiscountRule[],
  coupon: CartCoupon | null,
  options: { vatDeducted?: boolean } = {},
): PricedCart {
  const market = countryByCode(country);
  const rate = market.taxRate;
  const unpriced: UnpricedCartLine[] = [];
  const priced: (Exclude<CartLineInput, { kind: 'unpriced' }> & { quantity: number })[] = [];
  for (const line of lines) {
    if (line.kind === 'unpriced') unpriced.push({ uuid: line.uuid, quantity: line.quantity, reason: line.reason });
    else priced.push({ ...line, quantity: Math.min(maxQuantityOf(line), Math.max(1, Math.floor(line.quantity))) });
  }

  const designs = priced.filter((l): l is Extract<typeof l, { kind: 'design' }> => l.kind === 'design');
  const productsGross = centsSum(designs.map((l) => cents(l.unitGross * l.quantity)));
  const piecesOf = (types: readonly string[]) => designs.filter((l) => types.includes(l.furnitureType)).reduce((n, l) => n + l.quantity, 0);

  const lineItems: PricedCartLine[] = priced.map((line) => {
    const addons = line.kind === 'design' ? line.addons : [];
    const addonPrice = centsSum(addons.map((a) => a.gross));
    const discountItems: CartDiscountItem[] = [];
    if (line.kind === 'design') {
      const rule = bestDiscount(line, rules, { piecesOf, productsGross });
      if (rule) discountItems.push({ type: rule.type, percent: rule.percent, amount: centsMultiply(cents(line.unitGross * line.quantity), rule.percent / 100) });
    }
    const total = cents((line.unitGross + addonPrice) * line.quantity - centsSum(discountItems.map((d) => d.amount)));
    return {
      uuid: line.uuid,
      quantity: line.quantity,
      price: line.unitGross,
      addonPrice,
      addonItems: addons.map((a) => ({ sku: a.sku, price: a.gross })),
      discountItems,
      calculation: { total, vat: cents(0) },
      shippingDuration: line.shippingDays + (addons.some((a) => a.sku === ASSEMBLY_SERVICE_SKU) ? ASSEMBLY_SHIPPING_DAYS : 0),
    };
  });

  const couponRefusal = coupon ? applyCoupon(coupon, lineItems, priced, market.currency) : null;
  for (const line of lineItems) line.calculation.vat = vatInside(line.calculation.total, rate);

  const discounts = new Map<DiscountType | 'Coupon', number>();
  for (const item of lineItems.flatMap((l) => l.discountItems)) discounts.set(item.type, (discounts.get(item.type) ?? 0) + item.amount);
  const total = centsSum(lineItems.map((l) => l.calculation.total));
  const cart: PricedCart = {
    country: market.code,
    currencyCode: market.currency,
    lineItems,
    unpriced,
    subtotal: centsSum(lineItems.map((l) => cents((l.price + l.addonPrice) * l.quantity))),
    discounts: [...discounts].map(([type, amount]) => ({ type, amount: cents(amount) })),
    couponCode: coupon && couponRefusal === null ? coupon.code : null,
    couponRefusal,
    vat: lineItems.length === 0 ? [] : [{ rateBasisPoints: Math.round(rate * 10_000), amount: centsSum(lineItems.map((l) => l.calculation.vat)) }],
    shipping: cents(0),
    total,
    shippingDuration: Math.max(0, ...lineItems.map((l) => l.shippingDuration)),
  };
  return options.vatDeducted === true ? pricedCartWithoutVat(cart, rate) : cart;
}

/**
 * The cart of a business buyer whose VAT is deducted (reverse charge): what a consumer pays for the same
 * cart, less the VAT inside each part of it. The coupon and the discounts apply as they do for the
 * consumer (so a deduction never changes which apply); each unit price and add-on loses its VAT on its
 * own, a line's discounts are whatever its products still cost less the VAT inside that (shared over its
 * discount items by their size), and everything adds up again to the cent with no VAT left.
 */
export function pricedCartWithoutVat(cart: PricedCart, rate: number): PricedCart {
  const lineItems = cart.lineItems.map((line): PricedCartLine => {
    const addonItems = line.addonItems.map((a) => ({ sku: a.sku, price: centsWithoutVat(a.price, rate) }));
    const addonPrice = centsSum(addonItems.map((a) => a.price));
    const price = centsWithoutVat(line.price, rate);
    const grossDiscounts = centsSum(line.discountItems.map((d) => d.amount));
    // What the products still cost after their discounts, without VAT; never more than before the discounts
    // (a line without discounts is its unit price times its quantity, which has no discount item to round in).
    const productsNet = line.discountItems.length === 0 ? price * line.quantity : Math.min(price * line.quantity, centsWithoutVat(cents(line.price * line.quantity - grossDiscounts), rate));
    const shares = centsAllocate(cents(price * line.quantity - productsNet), line.discountItems.map((d) => d.amount));
    return {
      ...line,
      price,
      addonPrice,
      addonItems,
      discountItems: line.discountItems.map((d, i) => ({ ...d, amount: shares[i] ?? cents(0) })),
      calculation: { total: cents(addonPrice * line.quantity + productsNet), vat: cents(0) },
    };
  });
  const discounts = new Map<DiscountType | 'Coupon', number>();
  for (const item of lineItems.flatMap((l) => l.discountItems)) discounts.set(item.type, (discounts.get(item.type) ?? 0) + item.amount);
  return {
    ...cart,
    lineItems,
    subtotal: centsSum(lineItems.map((l) => cents((l.price + l.addonPrice) * l.quantity))),
    discounts: cart.discounts.map(({ type }) => ({ type, amount: cents(discounts.get(type) ?? 0) })),
    vat: lineItems.length === 0 ? [] : [{ rateBasisPoints: 0, amount: cents(0) }],
    total: centsSum(lineItems.map((l) => l.calculation.total)),
  };
}

/** The products a coupon covers: design lines of its families (the sample box never). */
function couponCovers(coupon: CartCoupon, line: CartLineInput): boolean {
  return line.kind === 'design' && (coupon.furnitureTypes === undefined || coupon.furnitureTypes.includes(line.furnitureType));
}

/** What the covered products still cost after discounts, per line (0 for lines it does not cover). */
function coveredAfterDiscounts(coupon: CartCoupon, lineItems: readonly PricedCartLine[], inputs: readonly CartLineInput[]): number[] {
  return lineItems.map((line, i) => (couponCovers(coupon, inputs[i]!) ? line.price * line.quantity - centsSum(line.discountItems.map((d) => d.amount)) : 0));
}

/**
 * Takes the coupon off the covered lines (an amount is shared in proportion to what each line still
 * costs, never below zero), or answers why it does not apply: it covers nothing in the cart, or the
 * covered products do not reach its minimum order.
 */
function applyCoupon(coupon: CartCoupon, lineItems: PricedCartLine[], inputs: readonly CartLineInput[], currency: Currency): CouponRefusal | null {
  const covered = coveredAfterDiscounts(coupon, lineItems, inputs);
  const base = covered.reduce((a, b) => a + b, 0);
  if (base <= 0) return { reason: 'no_match' };
  if (coupon.minimumOrder !== undefined && base < coupon.minimumOrder) return { reason: 'minimum', minimum: coupon.minimumOrder, current: cents(base), currency };
  const wanted = coupon.kind === 'percent' ? centsMultiply(cents(base), (coupon.percent ?? 0) / 100) : (coupon.amount ?? cents(0));
  const off = cents(Math.min(base, Math.max(0, wanted)));
  const shares = centsAllocate(off, covered);
  lineItems.forEach((line, i) => {
    const amount = shares[i] ?? cents(0);
    if (amount <= 0) return;
    line.discountItems.push({ type: 'Coupon', code: coupon.code, ...(coupon.kind === 'percent' ? { percent: coupon.percent } : {}), amount });
    line.calculation.total = cents(line.calculation.total - amount);
  });
  return null;
}
