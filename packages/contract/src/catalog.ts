import { z } from 'zod';
import { CATALOG_CATEGORY_IDS, COLOR_GROUP_IDS, COUNTRY_CODES, LOCALES } from '@masswerk/domain';
import { apiError } from './errors.ts';
import { serviceRoutes } from './route.ts';
import { fieldMessage } from './field-messages.ts';
import { CATALOG_PAGE_MAX, CATALOG_SORTS } from './catalog-query.ts';
import { countryCodeSchema, dimensionsSchema, furnitureTypeSchema, priceSchema } from './designs.ts';

/** The most designs one catalogue page holds (shop.md §7: 25 by default). */
export const CATALOG_PAGE_SIZE_MAX = 100;
export const CATALOG_PAGE_SIZE_DEFAULT = 25;
/** Sizes are filtered in millimetres up to 20 m, prices in cents up to 1 000 000 of the currency. */
const SIZE_MAX_MM = 20_000;
const PRICE_MAX_CENTS = 100_000_000;


export const catalogCategorySchema = z.enum(CATALOG_CATEGORY_IDS).meta({
  id: 'CatalogCategory',
  description: "A category page: the id of its configurators' back link (configurators.md §2).",
});
export const colorGroupSchema = z.enum(COLOR_GROUP_IDS).meta({ id: 'ColorGroup', description: 'A colour group of the colour filter.' });

/** A country in a query: at, ch, de, fr, nl or uk (gb is taken for uk), any case. */
const countryQuerySchema = z
  .string()
  .toLowerCase()
  .transform((id) => (id === 'gb' ? 'uk' : id))
  .pipe(z.enum(COUNTRY_CODES, { message: fieldMessage('field.countryCode', { codes: COUNTRY_CODES.join(', ') }) }));

const flagSchema = z
  .enum(['true', 'false', '1', '0'], { message: fieldMessage('field.anyOf', { values: { anyOf: ['true', 'false', '1', '0'] } }) })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));

const wholeNumber = (min: number, max: number) => {
  const message = fieldMessage('field.wholeNumberRange', { min, max });
  return z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message });
};

const colorListMessage = fieldMessage('field.colorGroups', { groups: COLOR_GROUP_IDS.join(', ') });
const colorListSchema = z
  .string()
  .max(200, { message: colorListMessage })
  .transform((text) => [...new Set(text.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))])
  .pipe(z.array(z.enum(COLOR_GROUP_IDS, { message: colorListMessage })).max(COLOR_GROUP_IDS.length));

/** A min and max pair is in order; the max is named. */
const RANGES = [
  ['price_min', 'price_max'],
  ['width_min', 'width_max'],
  ['height_min', 'height_max'],
] as const;

const notAboveMax = Object.fromEntries(RANGES.map(([min, max]) => [min, fieldMessage('field.notAboveMax', { other: max })]));

export const catalogQuerySchema = z
  .object({
    country_code: countryQuerySchema.default('de').meta({ description: 'The country shop whose prices are shown: at, ch, de, fr, nl or uk; default de.' }),
    category: catalogCategorySchema.optional(),
    furniture_type: furnitureTypeSchema.optional(),
    is_favorite: flagSchema.meta({ description: 'true: only the favourites; false: only the others; absent: all.' }),
    page: wholeNumber(1, CATALOG_PAGE_MAX).default(1),
    page_size: wholeNumber(1, CATALOG_PAGE_SIZE_MAX).default(CATALOG_PAGE_SIZE_DEFAULT),
    sort_by: z
      .enum(CATALOG_SORTS, { message: fieldMessage('field.anyOf', { values: { anyOf: [...CATALOG_SORTS] } }) })
      .default('rank'),
    price_min: wholeNumber(0, PRICE_MAX_CENTS).optional().meta({ description: "Cents, VAT included, in the country's currency." }),
    price_max: wholeNumber(0, PRICE_MAX_CENTS).optional(),
    width_min: wholeNumber(0, SIZE_MAX_MM).optional().meta({ description: 'Millimetres: the overall width (side to side, the design\'s `length`).' }),
    width_max: wholeNumber(0, SIZE_MAX_MM).optional(),
    height_min: wholeNumber(0, SIZE_MAX_MM).optional().meta({ description: 'Millimetres.' }),
    height_max: wholeNumber(0, SIZE_MAX_MM).optional(),
    color: colorListSchema.optional().meta({ description: 'Colour groups, comma separated: designs whose main colour is in any of them.' }),
  })
  .superRefine((query, ctx) => {
    for (const [min, max] of RANGES) {
      const low = query[min];
      const high = query[max];
      if (low !== undefined && high !== undefined && low > high) ctx.addIssue({ code: 'custom', path: [min], message: notAboveMax[min]! });
    }
  });
export type CatalogQuery = z.infer<typeof catalogQuerySchema>;

export const catalogDesignSchema = z
  .object({
    uuid: z.uuid(),
    furniture_type: furnitureTypeSchema,
    category: catalogCategorySchema,
    name: z.string().nullable(),
    rank: z.number().int(),
    is_favorite: z.boolean(),
    image_url: z.string().nullable().meta({ description: 'The design\'s stored thumbnail, or null when it has none yet.' }),
    colors: z.object({
      primary: z.string().meta({ description: 'The colour id covering most of the piece.' }),
      secondary: z.string().nullable(),
      primaryHex: z.string(),
      group: colorGroupSchema,
    }),
    dimensions: dimensionsSchema,
    price: priceSchema,
  })
  .meta({ id: 'CatalogDesign' });
export type CatalogDesign = z.infer<typeof catalogDesignSchema>;

export const catalogPageSchema = z
  .object({
    country_code: countryCodeSchema,
    count: z.number().int().meta({ description: 'Designs matching the filters, on all pages.' }),
    page: z.number().int(),
    page_size: z.number().int(),
    pages: z.number().int(),
    next: z.string().nullable().meta({ description: 'The next page\'s path and query, or null on the last page.' }),
    previous: z.string().nullable(),
    results: z.array(catalogDesignSchema),
  })
  .meta({ id: 'CatalogPage' });
export type CatalogPage = z.infer<typeof catalogPageSchema>;

const rangeSchema = z.object({ min: z.number().int(), max: z.number().int() }).nullable();

export const filterRangesSchema = z
  .object({
    country_code: countryCodeSchema,
    furniture_group: catalogCategorySchema.nullable(),
    currencyCode: z.enum(['EUR', 'CHF', 'GBP']),
    count: z.number().int(),
    price: rangeSchema.meta({ description: 'Cents, VAT included; null when the group is empty.' }),
    width: rangeSchema.meta({ description: 'Millimetres.' }),
    height: rangeSchema.meta({ description: 'Millimetres.' }),
    colors: z.array(z.object({ id: colorGroupSchema, hex: z.string(), count: z.number().int() })),
  })
  .meta({ id: 'FilterRanges' });
export type FilterRanges = z.infer<typeof filterRangesSchema>;

export const CATALOG_FILTER_IDS = ['price', 'width', 'height', 'color'] as const;
export type CatalogFilterId = (typeof CATALOG_FILTER_IDS)[number];

export const catalogFilterSchema = z
  .object({
    id: z.enum(CATALOG_FILTER_IDS),
    kind: z.enum(['range', 'options']),
    unit: z.enum(['cents', 'mm']).nullable(),
    params: z.array(z.string()).meta({ description: 'The query parameters of GET /catalog that apply it.' }),
    options: z.array(z.object({ id: colorGroupSchema, hex: z.string(), name: z.string() })).nullable(),
  })
  .meta({ id: 'CatalogFilter' });
export type CatalogFilter = z.infer<typeof catalogFilterSchema>;

export const countrySchema = z
  .object({
    country_code: countryCodeSchema,
    iso_code: z.string().meta({ description: 'ISO 3166 code (GB for uk).' }),
    currencyCode: z.enum(['EUR', 'CHF', 'GBP']),
    taxRateBasisPoints: z.number().int(),
    locales: z.array(z.enum(LOCALES)),
    default_locale: z.enum(LOCALES),
    closed: z.boolean(),
  })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof countrySchema>;

const designs = serviceRoutes('designs');

export const catalogRoute = designs.get('/designs/catalog', {
  summary: "A page of the curated catalogue, filtered, sorted (rank by default) and priced in the country's currency.",
  query: catalogQuerySchema,
  responses: { 200: { description: 'The page.', schema: catalogPageSchema } },
});

export const filterRangesRoute = designs.get('/designs/filters/ranges', {
  summary: 'The smallest and largest price, width and height, and the colour groups, of the catalogue (or of one furniture group).',
  query: z.object({
    country_code: countryQuerySchema.default('de'),
    furniture_group: catalogCategorySchema.optional().meta({ description: 'A category id; absent: the whole catalogue.' }),
  }),
  responses: { 200: { description: 'The ranges.', schema: filterRangesSchema } },
});

export const filtersRoute = designs.get('/designs/filters', {
  summary: 'The filters the catalogue offers and the query parameters of each.',
  responses: { 200: { description: 'The filters.', schema: z.array(catalogFilterSchema) } },
});

export const filterRoute = designs.get('/designs/filter/{id}/', {
  summary: 'One filter of the catalogue.',
  params: z.object({ id: z.string().max(40) }),
  responses: { 200: { description: 'The filter.', schema: catalogFilterSchema }, 404: apiError('No filter with that id.') },
});

export const countryRoute = designs.get('/designs/countries/{code}/', {
  summary: 'A country shop: its currency, VAT rate and languages (gb is taken for uk).',
  params: z.object({ code: z.string().max(8) }),
  responses: { 200: { description: 'The country.', schema: countrySchema }, 404: apiError('No shop for that country.') },
});

export const catalogRoutes = [catalogRoute, filterRangesRoute, filtersRoute, filterRoute, countryRoute] as const;
