import { z } from 'zod';
import { apiError } from './errors.ts';
import { serviceRoutes } from './route.ts';
import { fieldMessage } from './field-messages.ts';
import { localeSchema } from './content.ts';
import { countryCodeSchema, dimensionsSchema, furnitureTypeSchema, priceSchema } from './designs.ts';

// The product page's calls of the design service (shop.md §7): a design's description in a language,
// designs related to it, and its breadcrumbs.

const uuidSchema = z.uuid({ message: fieldMessage('field.designId') });
const notFound = apiError('No design with that id (of that furniture type).');

export const designDescriptionSchema = z
  .object({
    uuid: z.uuid(),
    furniture_type: furnitureTypeSchema,
    lang: localeSchema,
    heading: z.string().meta({ description: "The section's heading: 'About Our Flayr Sofa' for the sofa lines (configurators.md §2)." }),
    paragraphs: z.array(z.string()),
    materials: z.array(z.string()).meta({ description: 'What the piece is made of, one line each.' }),
    care: z.string().nullable(),
  })
  .meta({ id: 'DesignDescription' });
export type DesignDescription = z.infer<typeof designDescriptionSchema>;

const designs = serviceRoutes('designs');

export const designDescriptionRoute = designs.get('/designs/{type}/descriptions/{id}/{lang}', {
  summary: "A saved design's description in a language, from the content service's text of its family.",
  params: z.object({ type: furnitureTypeSchema, id: uuidSchema, lang: localeSchema }),
  responses: { 200: { description: 'The description.', schema: designDescriptionSchema }, 404: notFound },
});

export const relatedDesignSchema = z
  .object({
    uuid: z.uuid(),
    furniture_type: furnitureTypeSchema,
    name: z.string().nullable(),
    dimensions: dimensionsSchema,
    color: z.string().meta({ description: 'The colour id that covers most of the piece.' }),
    price: priceSchema,
    image_url: z.string().nullable().meta({ description: 'Its stored picture, or null when it has none.' }),
  })
  .meta({ id: 'RelatedDesign' });
export type RelatedDesign = z.infer<typeof relatedDesignSchema>;

export const relatedDesignsSchema = z.object({ items: z.array(relatedDesignSchema) }).meta({ id: 'RelatedDesigns' });
export type RelatedDesigns = z.infer<typeof relatedDesignsSchema>;

/** The most related designs one call answers. */
export const RELATED_MAX = 12;
const limitMessage = fieldMessage('field.wholeNumberRange', { min: 1, max: RELATED_MAX });
const relatedQuery = z.object({
  country: z
    .string()
    .toLowerCase()
    .pipe(countryCodeSchema)
    .default('de')
    .meta({ description: 'The shop country whose price each design carries; default de.' }),
  limit: z.coerce
    .number({ message: limitMessage })
    .int({ message: limitMessage })
    .min(1, { message: limitMessage })
    .max(RELATED_MAX, { message: limitMessage })
    .default(8),
});
const relatedParams = z.object({ type: furnitureTypeSchema, uuid: uuidSchema });
const relatedAnswer = (description: string) => ({ 200: { description, schema: relatedDesignsSchema }, 404: notFound });

export const relatedShapesRoute = designs.get('/designs/{type}/{uuid}/related/shapes', {
  summary: "The shop's designs of the same family in the same colour but another size or layout, the closest in size first.",
  params: relatedParams,
  query: relatedQuery,
  responses: relatedAnswer('Designs of other shapes.'),
});

export const relatedColorsRoute = designs.get('/designs/{type}/{uuid}/related/colors', {
  summary: "The shop's designs of the same family in another colour, the closest in size first.",
  params: relatedParams,
  query: relatedQuery,
  responses: relatedAnswer('Designs in other colours.'),
});

export const relatedProductsRoute = designs.get('/designs/{type}/{uuid}/related/products', {
  summary: "The shop's designs of other families, one family after another, in the design's colour first.",
  params: relatedParams,
  query: relatedQuery,
  responses: relatedAnswer('Designs of other families.'),
});

export const breadcrumbSchema = z.object({ name: z.string(), url: z.string().meta({ description: "A path of the shop in the language's locale." }) }).meta({ id: 'Breadcrumb' });
export const breadcrumbsSchema = z.object({ items: z.array(breadcrumbSchema) }).meta({ id: 'Breadcrumbs' });
export type Breadcrumbs = z.infer<typeof breadcrumbsSchema>;

export const designBreadcrumbsRoute = designs.get('/designs/{uuid}/breadcrumbs/{lang}', {
  summary: "The way from the home page through the design's category to its product page, in a language.",
  params: z.object({ uuid: uuidSchema, lang: localeSchema }),
  responses: { 200: { description: 'Home, category, the design.', schema: breadcrumbsSchema }, 404: notFound },
});

export const productRoutes = [designDescriptionRoute, relatedShapesRoute, relatedColorsRoute, relatedProductsRoute, designBreadcrumbsRoute] as const;
