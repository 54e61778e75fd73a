import { z } from 'zod';
import { ASSEMBLY_SERVICE_SKU, BASEBOARD_CUT_SKU, CART_MAX_QUANTITY, CART_SAMPLE_BOX_MAX_QUANTITY, COUNTRY_CODES, COUPON_REFUSAL_REASONS, DELIVERY_COUNTRY_ISOS, LOCALES, SAMPLE_BOX_UUID } from '@masswerk/domain';
import { serviceRoutes } from './route.ts';
import { fieldMessage } from './field-messages.ts';
import { vatNumberInputSchema } from './vatnumbers.ts';

const cents = z.number().int().meta({ description: 'Integer cents of the cart currency.' });

/** A line of the cart as the browser keeps it (shop.md §3 Line item): only uuid, quantity and add-ons count for money. */
export const cartLineInputSchema = z.object({
  uuid: z.union([z.uuid({ message: fieldMessage('field.cartLineId', { sampleBox: SAMPLE_BOX_UUID }) }), z.literal(SAMPLE_BOX_UUID)]),
  quantity: z.number().int().min(1).max(CART_MAX_QUANTITY),
  meta: z
    .record(z.string(), z.unknown())
    .optional()
    .meta({ description: 'What the browser shows; ignored for money. The sample box’s meta.colors (colour ids) says which colours it holds samples of.' }),
  addons: z
    .array(z.object({ sku: z.enum([ASSEMBLY_SERVICE_SKU, BASEBOARD_CUT_SKU], { message: fieldMessage('field.anyOf', { values: { anyOf: [ASSEMBLY_SERVICE_SKU, BASEBOARD_CUT_SKU] } }) }), meta: z.record(z.string(), z.unknown()).optional() }))
    .max(2)
    .default([]),
}).refine((line) => line.uuid !== SAMPLE_BOX_UUID || line.quantity <= CART_SAMPLE_BOX_MAX_QUANTITY, {
  path: ['quantity'],
  message: fieldMessage('field.sampleBoxOnce'),
});

export const cartInputSchema = z
  .object({
    countryCode: z
      .string()
      .toLowerCase()
      .transform((code) => (code === 'gb' ? 'uk' : code))
      .pipe(z.enum(COUNTRY_CODES, { message: fieldMessage('field.countryCode', { codes: COUNTRY_CODES.join(', ') }) })),
    couponCode: z.string().trim().max(40).optional().nullable(),
    lineItems: z
      .array(cartLineInputSchema)
      .max(50)
      .refine((lines) => new Set(lines.map((line) => line.uuid)).size === lines.length, { message: fieldMessage('field.eachDesignOnce') }),
    meta: z.object({ language: z.enum(LOCALES).optional() }).optional(),
    vatDeduction: z
      .object({
        vatId: vatNumberInputSchema,
        deliveryCountry: z.enum(DELIVERY_COUNTRY_ISOS, { message: fieldMessage('field.anyOf', { values: { anyOf: [...DELIVERY_COUNTRY_ISOS] } }) }),
      })
      .optional()
      .meta({
        description:
          'A business buyer asks to buy without VAT: the server asks the register about vatId itself and deducts VAT only when shop.md §9 allows it (the id’s country is AT, BE, GB, LU or NL and the goods go there); the answer’s vatDeduction says what it decided.',
      }),
  })
  .meta({ id: 'CartInput' });
export type CartInput = z.infer<typeof cartInputSchema>;

/** The cart's cookie copy (web shell/cart-cookie.ts): the lines and coupon of a cart input, checked like one. */
export const cartCookieSchema = cartInputSchema.pick({ couponCode: true, lineItems: true });

/** What the server can decide about a VAT deduction, and why not (vatDeductionSchema). */
export const VAT_DEDUCTION_STATUSES = ['deducted', 'not_deductible', 'invalid', 'unavailable'] as const;
export const VAT_DEDUCTION_REASONS = ['country', 'delivery', 'format', 'check_digits', 'not_registered'] as const;

const discountType = z.enum(['QuantityDiscount', 'CategoryDiscount', 'VolumeDiscount', 'Coupon']);

export const pricedCartLineSchema = z
  .object({
    uuid: z.string(),
    quantity: z.number().int(),
    type: z.string().meta({ description: "The design's furniture_type, or sample." }),
    price: cents.meta({ description: 'The product for one piece, VAT included.' }),
    addonPrice: cents.meta({ description: 'The add-ons for one piece.' }),
    addonItems: z.array(z.object({ sku: z.string(), price: cents })),
    discountItems: z.array(z.object({ type: discountType, percent: z.number().optional(), code: z.string().optional(), amount: cents })),
    calculation: z.object({ total: cents, vat: cents }),
    assemblyRecommendation: z.enum(['none', 'recommended', 'strongly_recommended']).nullable(),
    shippingDuration: z.number().int(),
    colors: z
      .array(z.string())
      .optional()
      .meta({ description: 'The sample box: the colour ids it holds samples of (its line’s meta.colors, known colours only, each once, at most 12); absent for designs.' }),
  })
  .meta({ id: 'PricedCartLine' });

/** Why a coupon was refused, as data each language words (the domain's CouponRefusal). */
const couponRefusalSchema = z
  .object({
    reason: z.enum(COUPON_REFUSAL_REASONS),
    validFrom: z.string().optional().meta({ description: 'not_yet_valid: the first day it is valid (YYYY-MM-DD).' }),
    validUntil: z.string().optional().meta({ description: 'expired: its last day (YYYY-MM-DD).' }),
    currency: z.enum(['EUR', 'CHF', 'GBP']).optional().meta({ description: 'currency and minimum: the cart’s currency.' }),
    minimum: cents.optional().meta({ description: 'minimum: what the products it covers must come to.' }),
    current: cents.optional().meta({ description: 'minimum: what they come to in this cart.' }),
  })
  .meta({ id: 'CouponRefusal' });

/** What the server decided about a business buyer's VAT deduction (the cart's and the order's, frozen with it). */
export const vatDeductionSchema = z
  .object({
    vatId: z.string().meta({ description: 'The VAT number as the registers write it (as typed when it is none).' }),
    country: z.enum(DELIVERY_COUNTRY_ISOS).nullable().meta({ description: 'Its country; null when it starts with no country we deliver to.' }),
    status: z.enum(VAT_DEDUCTION_STATUSES).meta({
      description:
        'deducted: a register confirmed it and shop.md §9 applies: the cart is priced without VAT and the invoice carries the reverse-charge note. not_deductible: valid, but VAT stays (reason country: no deduction for its country; delivery: the goods go to another country). invalid: no VAT number (reason country, format, check_digits) or the register does not know it (not_registered). unavailable: the register did not answer; priced with VAT, ask again or go on with VAT.',
    }),
    reason: z.enum(VAT_DEDUCTION_REASONS).optional(),
    name: z.string().optional().meta({ description: 'The business’s name as its register gives it.' }),
  })
  .meta({ id: 'VatDeduction' });
export type VatDeductionAnswer = z.infer<typeof vatDeductionSchema>;

export const pricedCartSchema = z
  .object({
    countryCode: z.enum(COUNTRY_CODES),
    currencyCode: z.enum(['EUR', 'CHF', 'GBP']),
    lineItems: z.array(pricedCartLineSchema),
    unpricedItems: z
      .array(z.object({ uuid: z.string(), quantity: z.number().int(), reason: z.string().meta({ description: 'Why the line was not priced, in words.' }) }))
      .meta({ description: 'Lines the cart holds that cannot be bought as they are (unknown design, one that breaks the rules).' }),
    coupon: z
      .object({
        code: z.string(),
        applied: z.boolean(),
        refusal: couponRefusalSchema.optional(),
        message: z.string().optional().meta({ description: 'Why it was refused, in English words (refusal says it as data).' }),
      })
      .nullable(),
    subtotal: cents,
    discounts: z.array(z.object({ type: discountType, amount: cents })),
    vat: z.array(z.object({ rateBasisPoints: z.number().int(), amount: cents })),
    shipping: cents,
    total: cents,
    shippingDuration: z.number().int().meta({ description: 'Days until the whole order ships.' }),
    vatDeduction: vatDeductionSchema.optional().meta({ description: 'What became of the input’s vatDeduction; absent when none was asked for.' }),
  })
  .meta({ id: 'PricedCart' });
export type PricedCartAnswer = z.infer<typeof pricedCartSchema>;

const checkout = serviceRoutes('checkout');

/** shop.md §7 checkout service "POST /carts". */
export const priceCartRoute = checkout.post('/checkout/carts', {
  summary:
    'Prices a cart on the server: every design loaded by uuid, checked with its family and priced with the domain; the client’s prices and structures are ignored. Unknown or broken lines come back in unpricedItems with a reason; a coupon that does not apply is refused with a message while the rest prices.',
  body: cartInputSchema,
  maxBodyBytes: 64 * 1024,
  responses: {
    200: { description: 'The priced cart.', schema: pricedCartSchema },
  },
});

export const cartRoutes = [priceCartRoute] as const;
