import { z } from 'zod';
import { DELIVERY_FIELD_MESSAGES, deliveryDetailsSchema, type DeliveryDetails, type DeliveryDetailsInput } from '@masswerk/contract';
import { SHOP_DELIVERY_COUNTRIES, shopDeliversTo, type CountryCode } from '@masswerk/domain';
import { readStored, writeStored } from '../shell/local-store';
import type { CheckoutMessageKey } from './i18n';

/** What the delivery form keeps in this browser: the details as checked, and what is being typed. */
export const DELIVERY_KEY = 'masswerk.checkout.delivery';
export const DELIVERY_DRAFT_KEY = 'masswerk.checkout.deliveryDraft';

/** What the form's fields hold (the delivery details as typed, and the billing box). */
export type DeliveryFormShape = DeliveryDetailsInput & { billingDifferent?: string };

/** The message of a country the shop does not deliver to (the contract's schema does not know the shop). */
const NOT_DELIVERED_HERE = 'country';

/** The form's extra field: whether a billing address is given (without it the billing fields are ignored). */
export const BILLING_DIFFERENT = 'billingDifferent';

/**
 * The delivery form's schema in a shop: the contract's delivery details (the same the server checks
 * the order with), the billing address only when the box says it differs, and only the countries the
 * shop delivers to. Used by the browser on blur and submit, and by the route's action without script.
 */
export function deliveryFormSchema(shop: CountryCode) {
  return z
    .preprocess((value) => {
      if (typeof value !== 'object' || value === null) return value;
      const { [BILLING_DIFFERENT]: different, billing, ...rest } = value as Record<string, unknown>;
      return different === 'on' || different === true ? { ...rest, billing } : rest;
    }, deliveryDetailsSchema)
    .superRefine((details, ctx) => {
      for (const which of ['shipping', 'billing'] as const) {
        const country = details[which]?.country;
        if (country !== undefined && !shopDeliversTo(shop, country)) ctx.addIssue({ code: 'custom', path: [which, 'country'], message: NOT_DELIVERED_HERE });
      }
    });
}

/** The shop's delivery countries, its own first (the form's choices). */
export const deliveryCountries = (shop: CountryCode) => SHOP_DELIVERY_COUNTRIES[shop];

/** The message key of a field error the schema gave (the spec's three messages, or the country rule). */
export function fieldErrorKey(message: string): CheckoutMessageKey {
  if (message === DELIVERY_FIELD_MESSAGES.required) return 'field.required';
  if (message === DELIVERY_FIELD_MESSAGES.email) return 'field.email';
  if (message === NOT_DELIVERED_HERE) return 'field.country';
  return 'field.format';
}

/** The delivery details checked last in this browser (undefined when none or not readable). */
export function readDelivery(): DeliveryDetails | undefined {
  const stored = readStored<unknown>(DELIVERY_KEY);
  const parsed = deliveryDetailsSchema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

export function writeDelivery(details: DeliveryDetails | undefined): void {
  writeStored(DELIVERY_KEY, details);
}

/** What was typed into the form so far (kept across a reload); a flat record of field names. */
export function readDeliveryDraft(): Record<string, unknown> | undefined {
  const draft = readStored<Record<string, unknown>>(DELIVERY_DRAFT_KEY);
  return draft && typeof draft === 'object' ? draft : undefined;
}

export function writeDeliveryDraft(draft: Record<string, unknown> | undefined): void {
  writeStored(DELIVERY_DRAFT_KEY, draft);
}
