import { z } from 'zod';
import {
  DELIVERY_COUNTRY_ISOS,
  LOCALES,
  normalizePhone,
  normalizePostalCode,
  ORDER_STATUSES,
  SHOP_DELIVERY_COUNTRIES,
  shopDeliversTo,
  type DeliveryCountryIso,
  vatIdCompact,
} from '@masswerk/domain';
import { cartInputSchema, pricedCartSchema } from './carts.ts';
import { fieldMessage } from './field-messages.ts';
import { serviceRoutes } from './route.ts';

/**
 * The field messages of shop.md §8 ('Field required', 'Invalid format', 'Not valid email'): the delivery
 * form's schema speaks only these, so the browser shows each in the visitor's language by looking it up.
 */
export const DELIVERY_FIELD_MESSAGES = {
  required: fieldMessage('field.deliveryRequired'),
  format: fieldMessage('field.deliveryFormat'),
  email: fieldMessage('field.deliveryEmail'),
} as const;

const { required, format, email } = DELIVERY_FIELD_MESSAGES;

/** A required line of text: trimmed, not empty, at most `max` characters. */
const text = (max: number) => z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: format });
const optionalText = (max: number) =>
  z
    .string({ error: format })
    .trim()
    .max(max, { error: format })
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** A postal address (without phone); the postal code is checked against its country and written as the post does. */
const addressShape = {
  firstName: text(80),
  lastName: text(80),
  company: optionalText(120),
  street: text(120),
  addressLine2: optionalText(120),
  postalCode: text(12),
  city: text(80),
  country: z.enum(DELIVERY_COUNTRY_ISOS, { error: format }),
};

type AddressIn = { postalCode: string; country: DeliveryCountryIso; phone?: string };

/** Whether the fields a rule reads are there to read: the rule then runs even when other fields failed, so a form hears of every problem at once. */
const readable =
  (...keys: string[]) =>
  ({ value }: { value: unknown }) => {
    const v = value as Record<string, unknown> | null;
    return typeof v === 'object' && v !== null && (DELIVERY_COUNTRY_ISOS as readonly unknown[]).includes(v.country) && keys.every((key) => typeof v[key] === 'string' && v[key].trim() !== '');
  };

/** The postal code must be one of its country's; it is then written as the country's post does. */
function withPostalCode<S extends z.ZodType<AddressIn>>(schema: S) {
  return schema.refine((a) => normalizePostalCode(a.country, a.postalCode) !== null, { path: ['postalCode'], message: format, when: readable('postalCode') });
}

const normalized = <A extends AddressIn>(address: A): A => ({
  ...address,
  postalCode: normalizePostalCode(address.country, address.postalCode)!,
  ...(address.phone !== undefined ? { phone: normalizePhone(address.phone, address.country)! } : {}),
});

export const billingAddressSchema = withPostalCode(z.object(addressShape)).transform(normalized).meta({ id: 'BillingAddress' });

export const shippingAddressSchema = withPostalCode(z.object({ ...addressShape, phone: text(30) }))
  .refine((a) => normalizePhone(a.phone, a.country) !== null, { path: ['phone'], message: format, when: readable('phone') })
  .transform(normalized)
  .meta({ id: 'ShippingAddress', description: 'Where the order goes; the phone is stored in E.164 (the carrier calls before delivery).' });

/**
 * The delivery step (shop.md §2 /checkout/delivery), one schema for the browser's form and the server:
 * e-mail, shipping address, an optional different billing address, and company and VAT id for business
 * buyers. Which countries a shop delivers to is checked with the cart's country, in createOrderBodySchema.
 */
export const deliveryDetailsSchema = z
  .object({
    email: z.string({ error: required }).trim().min(1, { error: required }).max(254, { error: email }).pipe(z.email({ error: email })),
    shipping: shippingAddressSchema,
    billing: billingAddressSchema.optional().meta({ description: 'Only when it differs from the shipping address.' }),
    vatId: optionalText(20).meta({ description: 'Business buyers: their VAT identification number (checked in the validation step).' }),
  })
  .meta({ id: 'DeliveryDetails' });
export type DeliveryDetailsInput = z.input<typeof deliveryDetailsSchema>;
export type DeliveryDetails = z.output<typeof deliveryDetailsSchema>;

export const createOrderBodySchema = z
  .object({
    idempotencyKey: z.uuid({ error: fieldMessage('field.idempotencyKey') }).meta({
      description: 'Made once per checkout attempt by the client: sending the same key again answers the same order instead of a second one.',
    }),
    cart: cartInputSchema,
    delivery: deliveryDetailsSchema,
    expectedTotal: z.number().int().min(0).meta({
      description: 'The total (cents) the buyer was shown and agreed to; when the server prices the cart differently now, the answer is 409 order_total_changed and no order is made.',
    }),
  })
  .superRefine((body, ctx) => {
    const shop = body.cart.countryCode;
    for (const which of ['shipping', 'billing'] as const) {
      const country = body.delivery[which]?.country;
      if (country !== undefined && !shopDeliversTo(shop, country)) {
        ctx.addIssue({ code: 'custom', path: ['delivery', which, 'country'], message: fieldMessage('field.deliveryCountry', { countries: SHOP_DELIVERY_COUNTRIES[shop].join(', ') }) });
      }
    }
    if (body.cart.lineItems.length === 0) ctx.addIssue({ code: 'custom', path: ['cart', 'lineItems'], message: fieldMessage('field.cartNotEmpty') });
    // A deduction is asked for the buyer of these details: their VAT id, goods to their shipping country.
    const deduction = body.cart.vatDeduction;
    if (deduction && vatIdCompact(deduction.vatId) !== vatIdCompact(body.delivery.vatId ?? '')) {
      ctx.addIssue({ code: 'custom', path: ['cart', 'vatDeduction', 'vatId'], message: fieldMessage('field.vatDeductionVatId') });
    }
    if (deduction && body.delivery.shipping !== undefined && deduction.deliveryCountry !== body.delivery.shipping.country) {
      ctx.addIssue({ code: 'custom', path: ['cart', 'vatDeduction', 'deliveryCountry'], message: fieldMessage('field.vatDeductionCountry') });
    }
  })
  .meta({ id: 'CreateOrder' });
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

const orderStatus = z.enum(ORDER_STATUSES);

export const orderSchema = z
  .object({
    id: z.uuid().meta({ description: 'Random: not guessable, not in order.' }),
    number: z.string().meta({ description: 'Short order number for people (e-mails, the phone, order tracking).' }),
    status: orderStatus,
    createdAt: z.string().meta({ description: 'ISO 8601.' }),
    countryCode: z.string(),
    currencyCode: z.enum(['EUR', 'CHF', 'GBP']),
    language: z.enum(LOCALES),
    delivery: deliveryDetailsSchema.meta({ description: 'As entered and checked (postal codes and phone normalised).' }),
    cart: pricedCartSchema.meta({ description: 'The cart as priced by the server when the order was made, frozen.' }),
    total: z.number().int().meta({ description: 'What the buyer pays, integer cents of currencyCode.' }),
    reverseCharge: z.boolean().meta({
      description: 'A business buyer’s VAT was deducted (cart.vatDeduction): the invoice carries the reverse-charge note and the buyer’s VAT number, and the buyer accounts for the VAT.',
    }),
    history: z.array(z.object({ status: orderStatus, at: z.string() })).meta({ description: 'Each status the order has had, oldest first.' }),
  })
  .meta({ id: 'Order' });
export type OrderAnswer = z.infer<typeof orderSchema>;

export const createdOrderSchema = orderSchema
  .extend({
    accessSecret: z.string().meta({ description: 'Lets its holder read the order (`Authorization: Bearer <accessSecret>`). Stored only hashed; each answer carries a fresh one.' }),
  })
  .meta({ id: 'CreatedOrder' });
export type CreatedOrderAnswer = z.infer<typeof createdOrderSchema>;

const checkout = serviceRoutes('checkout');

/** shop.md §7 checkout service "POST /orders". */
export const createOrderRoute = checkout.post('/checkout/orders', {
  summary:
    'Makes an order of the cart: priced again by the server at this moment and frozen (lines, add-ons, discounts, coupon, VAT, currency), with the delivery details, language and country. Idempotent by idempotencyKey: the same key answers the same order (200) instead of a second one. A cart with a line that cannot be bought, or a coupon that no longer applies, is refused with the reason.',
  body: createOrderBodySchema,
  maxBodyBytes: 64 * 1024,
  responses: {
    201: { description: 'The order, made now, with its access secret.', schema: createdOrderSchema },
    200: { description: 'The order an earlier request with this idempotencyKey made, with a fresh access secret.', schema: createdOrderSchema },
  },
});

/** shop.md §7 checkout service "GET /orders/{id}". */
export const getOrderRoute = checkout.get('/checkout/orders/{id}', {
  summary: 'The order, for whoever holds its access secret (`Authorization: Bearer <accessSecret>`). Without the right secret the answer is 404, the same as for an order that does not exist.',
  params: z.object({ id: z.uuid({ error: fieldMessage('field.orderId') }) }),
  security: 'orderAccessSecret',
  responses: {
    200: { description: 'The order.', schema: orderSchema },
  },
});

/** An order number as people write it ("mw 4k7d-xrp3", "4K7DXRP3"), as the shop prints it ("MW-4K7DXRP3"). */
export function normalizeOrderNumber(input: string): string {
  const compact = input.toUpperCase().replace(/[\s-]+/g, '');
  return `MW-${compact.startsWith('MW') && compact.length > 8 ? compact.slice(2) : compact}`;
}

/** The shape of a (normalised) order number: "MW-" and 8 letters or digits. */
export const ORDER_NUMBER_PATTERN = /^MW-[A-Z0-9]{8}$/;

/** The token of an order's tracking link: 43 base64url characters (an HMAC-SHA256). */
export const TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const trackOrderBodySchema = z
  .object({
    number: z
      .string({ error: fieldMessage('field.orderNumber') })
      .max(40, { error: fieldMessage('field.orderNumber') })
      .transform(normalizeOrderNumber)
      .pipe(z.string().regex(ORDER_NUMBER_PATTERN, { error: fieldMessage('field.orderNumber') })),
    email: z.string({ error: email }).trim().max(254, { error: email }).pipe(z.email({ error: email })).optional(),
    token: z.string({ error: fieldMessage('field.trackingToken') }).regex(TRACKING_TOKEN_PATTERN, { error: fieldMessage('field.trackingToken') }).optional(),
  })
  .refine((body) => (body.email === undefined) !== (body.token === undefined), { path: ['email'], message: fieldMessage('field.trackingProof') })
  .meta({ id: 'TrackOrder', description: 'The order number with the e-mail address the order was placed with, or with the token of the tracking link in its e-mails.' });
export type TrackOrderBody = z.infer<typeof trackOrderBodySchema>;

const shippingEstimateSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('afterPayment'), days: z.number().int().min(0) }),
    z.object({ kind: z.literal('shipsBy'), date: z.iso.date() }),
    z.object({ kind: z.literal('shipped'), at: z.string() }),
    z.object({ kind: z.literal('delivered'), at: z.string() }),
    z.object({ kind: z.literal('none') }),
  ])
  .meta({
    id: 'ShippingEstimate',
    description: 'afterPayment: ships about `days` days after payment; shipsBy: expected to ship by `date`; shipped or delivered since `at`; none: cancelled or refunded.',
  });

export const orderTrackingSchema = z
  .object({
    number: z.string(),
    status: orderStatus,
    placedAt: z.string().meta({ description: 'ISO 8601.' }),
    language: z.enum(LOCALES),
    history: z.array(z.object({ status: orderStatus, at: z.string() })).meta({ description: 'Each status the order has had, oldest first.' }),
    shipping: shippingEstimateSchema,
  })
  .meta({ id: 'OrderTracking', description: 'What order tracking shows: no address, no amounts, nothing more than the status and when it ships.' });
export type OrderTrackingAnswer = z.infer<typeof orderTrackingSchema>;

/** Order tracking (shop.md §2 /order-tracking): number and e-mail, or the e-mail's link. */
export const trackOrderRoute = checkout.post('/checkout/order-tracking', {
  summary:
    'The status history and shipping estimate of an order, for its number with the e-mail address it was placed with, or with the token of the tracking link in its e-mails. A wrong pair and an unknown number answer the same 404, with the same words. Limited per client address (429).',
  body: trackOrderBodySchema,
  responses: {
    200: { description: 'The order’s status, history and shipping estimate.', schema: orderTrackingSchema },
  },
});

export const orderRoutes = [createOrderRoute, getOrderRoute, trackOrderRoute] as const;
