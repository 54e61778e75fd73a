import { z } from 'zod';
import { DELIVERY_COUNTRY_ISOS } from '@masswerk/domain';
import { apiErrorSchema } from './errors.ts';
import { fieldMessage } from './field-messages.ts';
import { serviceRoutes } from './route.ts';

/** A VAT number as typed: letters, digits and the separators people write them with ("CHE-123.456.789 MWST"). */
export const vatNumberInputSchema = z
  .string()
  .trim()
  .min(1, { error: fieldMessage('field.vatNumber') })
  .max(30, { error: fieldMessage('field.vatNumber') })
  .regex(/^[A-Za-z0-9 .\-/]+$/, { error: fieldMessage('field.vatNumber') });

export const vatNumberCheckSchema = z
  .object({
    vatNumber: z.string().meta({ description: 'The number as the registers write it: capitals without spaces, dots or dashes ("NL123456789B01", "CHE123456789").' }),
    countryCode: z.enum(DELIVERY_COUNTRY_ISOS).meta({ description: 'The country of the number (ISO; "CH" for a Swiss UID "CHE…").' }),
    valid: z.boolean().meta({ description: 'Whether the register (EU VIES, UK HMRC, the Swiss UID register, or the sandbox) knows it as a VAT-registered business now.' }),
    name: z.string().optional().meta({ description: 'The business’s name, when the register gives it.' }),
    address: z.string().optional().meta({ description: 'Its address, when the register gives it.' }),
    checkedAt: z.string().meta({ description: 'When the register answered (ISO 8601); a valid answer is reused for a few minutes.' }),
  })
  .meta({ id: 'VatNumberCheck' });
export type VatNumberCheck = z.infer<typeof vatNumberCheckSchema>;

const checkout = serviceRoutes('checkout');

/** shop.md §7 checkout service "GET /vatnumbers/{number}" (§5: the VAT number lookup of the checkout). */
export const checkVatNumberRoute = checkout.get('/checkout/vatnumbers/{number}', {
  summary:
    'Checks a business buyer’s VAT number: first its country (one the shop delivers to), format and check digits, then the register of its country (EU VIES, UK HMRC, the Swiss UID register; the sandbox by default, see README "VAT numbers"). A register that does not answer is a 503 (shop.md §5 "Failed to look up VAT Number"): try again, or continue and pay VAT.',
  params: z.object({ number: vatNumberInputSchema }),
  responses: {
    200: { description: 'What the register says of the number: valid (registered) or not.', schema: vatNumberCheckSchema },
    422: { description: 'vat_number_invalid: not a number of a country we deliver to, not in its country’s format, or its check digits do not add up (fields say which).', schema: apiErrorSchema },
    503: { description: 'vat_lookup_failed: the register did not answer in time (Retry-After says when to try again); the buyer may continue and pay VAT.', schema: apiErrorSchema },
  },
});

export const vatNumberRoutes = [checkVatNumberRoute] as const;
