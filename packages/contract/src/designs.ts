import { z } from 'zod';
import { COUNTRY_CODES, DESIGN_PICTURES, FURNITURE_TYPES, PICTURE_SIZE, PICTURE_THUMBNAIL_SIZE, type PictureType } from '@masswerk/domain';
import { apiError } from './errors.ts';
import { serviceRoutes } from './route.ts';
import { fieldMessage } from './field-messages.ts';

export const furnitureTypeSchema = z.enum(FURNITURE_TYPES).meta({ id: 'FurnitureType' });
export const countryCodeSchema = z.enum(COUNTRY_CODES).meta({ description: 'Shop country (uk is Great Britain).' });
const uuidSchema = z.uuid({ message: fieldMessage('field.designId') });

/** A query flag: true, false, 1 or 0 (absent is false). */
const flagSchema = z
  .enum(['true', 'false', '1', '0'], { message: fieldMessage('field.anyOf', { values: { anyOf: ['true', 'false', '1', '0'] } }) })
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** A design as sent and stored: its family and its structure (the spec's own field names). */
export const designInputSchema = z
  .object({
    furniture_type: furnitureTypeSchema,
    structure: z
      .record(z.string(), z.unknown())
      .meta({ description: "The design in its family's field names (columns, heightInSections, modules, ...), with its schema `version`." }),
    name: z.string().trim().min(1).max(120).optional(),
  })
  .meta({ id: 'DesignInput' });
export type DesignInput = z.infer<typeof designInputSchema>;

export const designCreatedSchema = z
  .object({
    uuid: z.uuid(),
    writeToken: z
      .string()
      .meta({ description: 'Secret that lets whoever saved the design store its pictures (`Authorization: Bearer <writeToken>`). Shown once, stored only hashed.' }),
  })
  .meta({ id: 'DesignCreated' });
export type DesignCreated = z.infer<typeof designCreatedSchema>;

/** The largest design body POST /designs takes: eight times the largest design any family makes (16 KB). */
export const DESIGN_BODY_MAX_BYTES = 128 * 1024;

export const dimensionsSchema = z
  .object({ length: z.number(), width: z.number(), height: z.number() })
  .meta({ id: 'Dimensions', description: 'Overall size in millimetres, from the model.' });

export const designIssueSchema = z.object({ path: z.string(), code: z.string(), message: z.string() }).meta({ id: 'DesignIssue' });

export const explanationRowSchema = z
  .object({ group: z.string(), label: z.string(), sku: z.string(), quantity: z.number().int(), cents: z.number().int() })
  .meta({ id: 'PriceExplanationRow' });

export const priceSchema = z
  .object({
    totalPriceInclTaxes: z.number().int().meta({ description: 'Cents, VAT included, for the whole quantity.' }),
    currencyCode: z.enum(['EUR', 'CHF', 'GBP']),
    shippingDuration: z.number().int().meta({ description: 'Days until shipping; assembly adds 14.' }),
  })
  .meta({ id: 'Price' });

export const priceCalculationSchema = priceSchema
  .extend({
    country: countryCodeSchema,
    quantity: z.number().int(),
    net: z.number().int(),
    vat: z.number().int(),
    assemblyRecommendation: z.enum(['none', 'recommended', 'strongly_recommended']).nullable(),
    explanation: z.array(explanationRowSchema).optional(),
  })
  .meta({ id: 'PriceCalculation' });
export type PriceCalculation = z.infer<typeof priceCalculationSchema>;

export const partSchema = z
  .object({
    sku: z.string(),
    label: z.string().optional(),
    furniture_type: furnitureTypeSchema,
    section: z.string(),
    type: z.string(),
    length: z.number(),
    width: z.number(),
    height: z.number(),
    color: z.string(),
    cover_sku: z.string().optional(),
    services: z.array(z.object({ type: z.string(), height: z.number(), depth: z.number() })).optional(),
  })
  .meta({ id: 'Part' });

/** A picture of a design drawn from its 3D scene (shop.md §3 Design images: position and type). */
export const designPictureSchema = z
  .object({
    position: z.number().int().meta({ description: 'Its image index: GET /api/designs/{uuid}/images/{position}.' }),
    type: z.enum(DESIGN_PICTURES.map((p) => p.type) as [PictureType, ...PictureType[]]),
    url: z.string(),
  })
  .meta({ id: 'DesignPicture' });

export const designInfoSchema = z
  .object({
    uuid: z.uuid(),
    furniture_type: furnitureTypeSchema,
    name: z.string().nullable(),
    structure: z.record(z.string(), z.unknown()),
    compressedStructure: z.string(),
    dimensions: dimensionsSchema,
    warnings: z.array(designIssueSchema),
    parts: z.array(partSchema),
    price: z.record(countryCodeSchema, priceSchema),
    created_at: z.string(),
    image_url: z
      .string()
      .nullable()
      .meta({ description: "The design's main picture (`/api/designs/{uuid}/images/0`): drawn from its 3D scene by the picture job, else the configurator's upload; null while it has neither." }),
    images: z.array(designPictureSchema).meta({ description: 'The pictures drawn from its 3D scene so far, in gallery order (by position), each with its image type.' }),
  })
  .meta({ id: 'DesignInfo' });
export type DesignInfo = z.infer<typeof designInfoSchema>;

export const designPartsSchema = z
  .object({
    uuid: z.uuid(),
    furniture_type: furnitureTypeSchema,
    parts: z.array(partSchema),
    summary: z.array(z.object({ sku: z.string(), label: z.string(), quantity: z.number().int() })),
  })
  .meta({ id: 'DesignParts' });

export const designDefaultsSchema = z
  .object({ furniture_type: furnitureTypeSchema, structure: z.record(z.string(), z.unknown()) })
  .meta({ id: 'DesignDefaults' });

const designs = serviceRoutes('designs');

const invalidDesign = apiError('The design breaks a rule; `fields` names each offending field (path) with its message.');
const notFound = apiError('No design with that id.');
const tooManyWrites = apiError('Too many writes from this address within the minute; `Retry-After` says how many seconds to wait.');

export const createDesignRoute = designs.post('/designs', {
  summary:
    'Saves a design after validating it with its family rules. Designs are immutable: every save is a new uuid, and its write token lets only this saver store its pictures.',
  body: designInputSchema,
  maxBodyBytes: DESIGN_BODY_MAX_BYTES,
  responses: {
    201: { description: 'Saved as a new design.', schema: designCreatedSchema },
    413: apiError('The body is larger than a design can be.'),
    422: invalidDesign,
    429: tooManyWrites,
  },
});

export const designInfoRoute = designs.get('/designs/info/{uuid}', {
  summary: 'A stored design with its dimensions (mm), parts and price per country.',
  params: z.object({ uuid: uuidSchema }),
  responses: { 200: { description: 'The design.', schema: designInfoSchema }, 404: notFound },
});

const quantityMessage = fieldMessage('field.wholeNumberRange', { min: 1, max: 99 });

export const priceQuerySchema = z.object({
  furniture_type: furnitureTypeSchema.optional(),
  compressedStructure: z.string().max(20_000).optional(),
  quantity: z.coerce
    .number({ message: quantityMessage })
    .int({ message: quantityMessage })
    .min(1, { message: quantityMessage })
    .max(99, { message: quantityMessage })
    .default(1),
  with_shipping_details: flagSchema,
  explanation: flagSchema,
  assembly: flagSchema,
  workshop: flagSchema,
  baseboard_cut: flagSchema,
  is_cart: flagSchema,
  country: z
    .string()
    .toLowerCase()
    .pipe(countryCodeSchema)
    .default('de')
    .meta({ description: 'at, ch, de, fr, nl or uk; default de.' }),
});

export const priceCalculateRoute = designs.get('/designs/prices/calculate/{id}', {
  summary: 'Price of a stored design ({id} = uuid) or of an unsaved one ({id} = new, design in compressedStructure), recomputed on the server.',
  params: z.object({ id: z.union([z.literal('new'), uuidSchema]) }),
  query: priceQuerySchema,
  responses: { 200: { description: 'The price.', schema: priceCalculationSchema }, 404: notFound, 422: invalidDesign },
});

export const designPartsRoute = designs.get('/designs/{uuid}/parts', {
  summary: 'The bill of parts with SKUs and instruction labels, for the workshop.',
  params: z.object({ uuid: uuidSchema }),
  responses: { 200: { description: 'The parts.', schema: designPartsSchema }, 404: notFound },
});

export const designDefaultsRoute = designs.get('/designs/defaults/{furniture_type}', {
  summary: "A family's default design, exactly what POST /api/designs accepts.",
  params: z.object({ furniture_type: furnitureTypeSchema }),
  responses: { 200: { description: 'The default design.', schema: designDefaultsSchema } },
});

export const DESIGN_IMAGE_MAX_BYTES = 2_000_000;
export const DESIGN_IMAGE_COUNT = 4;
/** The most pixels an uploaded picture may have (decoding a larger one costs too much time and memory). */
export const DESIGN_IMAGE_MAX_PIXELS = 16_000_000;
const indexMessage = fieldMessage('field.wholeNumberRange', { min: 0, max: DESIGN_IMAGE_COUNT - 1 });
const imageParams = z.object({
  uuid: uuidSchema,
  index: z.coerce
    .number({ message: indexMessage })
    .int({ message: indexMessage })
    .min(0, { message: indexMessage })
    .max(DESIGN_IMAGE_COUNT - 1, { message: indexMessage }),
});
export const designImageStoredSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).meta({ id: 'DesignImageStored' });

export const putDesignImageRoute = designs.put('/designs/{uuid}/images/{index}', {
  summary:
    'Stores an image of a saved design (index 0 is the thumbnail rendered by the configurator); only with the write token its save answered (`Authorization: Bearer <writeToken>`). Re-encoded as WebP, at most 1000 px.',
  params: imageParams,
  security: 'designWriteToken',
  binaryBody: {
    contentTypes: ['image/png', 'image/jpeg', 'image/webp'],
    maxBytes: DESIGN_IMAGE_MAX_BYTES,
    description: `A PNG, JPEG or WebP picture (recognised by its bytes), at most ${DESIGN_IMAGE_MAX_PIXELS / 1_000_000} megapixels.`,
  },
  responses: {
    201: { description: 'Stored.', schema: designImageStoredSchema },
    401: apiError('No write token was sent.'),
    403: apiError('The write token is not the one this design was saved with.'),
    404: notFound,
    413: apiError('The picture is larger than allowed.'),
    415: apiError('Not a PNG, JPEG or WebP picture.'),
    429: tooManyWrites,
  },
});

export const getDesignImageRoute = designs.get('/designs/{uuid}/images/{index}', {
  summary:
    "A picture of a design (WebP): 0 main, 1 without doors, 2 close-up, 3 studio, each 1440 x 1440 px as the picture job drew it from the 3D scene (a design lacks those that would repeat the main one); before that, the configurator's upload. Every width from 500 to 2000 in WebP or JPEG: /fit/{w}/0/no/0/plain/designs/{uuid}/{index}.webp@{webp|jpeg}.",
  params: imageParams,
  query: z.object({
    v: z.coerce.number().int().min(0).optional().meta({ description: 'Ignored: a browser asks with a new value to skip its cached copy after a newer picture was stored.' }),
  }),
  responses: { 200: { description: 'The picture.', contentType: 'image/webp' }, 404: apiError('No such design or image.') },
});

export const getDesignThumbnailRoute = designs.get('/designs/{uuid}/thumbnail', {
  summary: `The design's thumbnail, ${PICTURE_THUMBNAIL_SIZE} x ${PICTURE_THUMBNAIL_SIZE} px (WebP), made from its main picture once the picture job has drawn it.`,
  params: z.object({ uuid: uuidSchema }),
  responses: { 200: { description: 'The thumbnail.', contentType: 'image/webp' }, 404: apiError('No such design, or its pictures are not drawn yet.') },
});

export const getDefaultsPictureRoute = designs.get('/designs/defaults/{furniture_type}/picture', {
  summary: `The main picture of a family's default design (WebP, ${PICTURE_SIZE} x ${PICTURE_SIZE} px), what a new design's configurator shows until its 3D view has drawn. The picture job draws it when a process that renders pictures starts, and again whenever the defaults would look different; a short cache time, with an ETag of that version.`,
  params: z.object({ furniture_type: furnitureTypeSchema }),
  responses: { 200: { description: 'The picture.', contentType: 'image/webp' }, 404: apiError('Not drawn yet (or pictures are not rendered on this shop).') },
});

export const designRoutes = [
  createDesignRoute,
  designDefaultsRoute,
  getDefaultsPictureRoute,
  designInfoRoute,
  priceCalculateRoute,
  designPartsRoute,
  putDesignImageRoute,
  getDesignImageRoute,
  getDesignThumbnailRoute,
] as const;
