import { z } from 'zod';
import { COUNTRY_CODES, LOCALES } from '@masswerk/domain';
import { apiError } from './errors.ts';
import { serviceRoutes } from './route.ts';
import { fieldMessage } from './field-messages.ts';

export const storeConfigSchema = z
  .object({
    id: z.enum(COUNTRY_CODES).meta({ description: 'The country shop: at, ch, de, fr, nl or uk.' }),
    locale: z.enum(LOCALES).meta({ description: "The shop's default locale." }),
    currencyCode: z.enum(['EUR', 'CHF', 'GBP']),
    taxRateBasisPoints: z.number().int().nonnegative().meta({ description: 'VAT in basis points (19 % = 1900).' }),
    closed: z.boolean().meta({ description: 'A closed shop leads its shop routes to the closed-store page (CLOSED_STORES).' }),
  })
  .meta({ id: 'StoreConfig' });
export type StoreConfig = z.infer<typeof storeConfigSchema>;

const checkout = serviceRoutes('checkout');

/** shop.md §7 "GET /store-config/{id}" of the checkout service. */
export const storeConfigRoute = checkout.get('/checkout/store-config/{id}', {
  summary: 'Currency, VAT and open/closed state of a country shop ("gb" is accepted for uk).',
  params: z.object({
    id: z
      .string()
      .toLowerCase()
      .transform((id) => (id === 'gb' ? 'uk' : id))
      .pipe(z.enum(COUNTRY_CODES, { message: fieldMessage('field.countryCode', { codes: COUNTRY_CODES.join(', ') }) })),
  }),
  responses: { 200: { description: 'The store.', schema: storeConfigSchema }, 404: apiError('Unknown store.') },
});
