import { z } from 'zod';
import { FURNITURE_TYPES, LOCALES, type Locale } from '@masswerk/domain';
import { apiError } from './errors.ts';
import { serviceRoutes } from './route.ts';
import { fieldMessage } from './field-messages.ts';

// The content service (shop.md §3 "Content entries", §7 "Content service"): entries by type and
// locale, stored in our own database and seeded from content/<locale>/<type>.json.

export const localeSchema = z.enum(LOCALES, { message: fieldMessage('field.oneOf', { values: LOCALES.join(', ') }) }).meta({ id: 'Locale' });

/**
 * Where a locale's content falls back to when it has no entry of its own: de_AT and de_CH to
 * de_DE, fr_CH to fr_FR (the same inheritance as the messages).
 */
export const PARENT_LOCALE: Readonly<Partial<Record<Locale, Locale>>> = { de_AT: 'de_DE', de_CH: 'de_DE', fr_CH: 'fr_FR' };

/** The locales whose entries a locale sees, most specific first ("de_CH" -> de_CH, de_DE). */
export function contentLocaleChain(locale: Locale): Locale[] {
  const parent = PARENT_LOCALE[locale];
  return parent ? [locale, parent] : [locale];
}

export { inheritedText, languageTablesByLocale } from './inherited-text.ts';

// ---- building blocks -------------------------------------------------------------------------

const text = z.string().min(1);
/** A site path without locale prefix ("/faq") or an absolute http(s) URL. */
const href = z.string().regex(/^(\/[^\s]*|https?:\/\/\S+|mailto:\S+|tel:\S+)$/, fieldMessage('field.href'));
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, fieldMessage('field.isoDate'));
/** An amount per currency in cents, so a CHF shop never shows a converted euro price. */
const pricePerCurrency = z.object({ EUR: z.number().int(), CHF: z.number().int(), GBP: z.number().int() }).meta({ id: 'PricePerCurrency' });

export const contentLinkSchema = z
  .object({ title: text, url: href, target: z.enum(['_self', '_blank']).optional() })
  .meta({ id: 'ContentLink' });
export type ContentLink = z.infer<typeof contentLinkSchema>;

export const contentImageSchema = z
  .object({ src: href, alt: z.string(), width: z.number().int().positive().optional(), height: z.number().int().positive().optional() })
  .meta({ id: 'ContentImage', description: 'An image; alt is empty only for decorative images.' });
export type ContentImage = z.infer<typeof contentImageSchema>;

/** A group of the main menu (shop.md §3 "Menu group"): title, url, target, image, navGroups, links. */
export const menuGroupSchema = z
  .object({
    title: text,
    url: href.optional(),
    target: z.enum(['_self', '_blank']).optional(),
    image: contentImageSchema.optional(),
    navGroups: z.array(z.object({ title: text, links: z.array(contentLinkSchema) })).default([]),
    links: z.array(contentLinkSchema).default([]),
  })
  .meta({ id: 'MenuGroup' });
export type MenuGroup = z.infer<typeof menuGroupSchema>;

export const headerMenuSchema = z
  .object({
    groups: z.array(menuGroupSchema),
    /** The mobile menu's "customise" list: one link per configurator. */
    customise: z.array(contentLinkSchema),
  })
  .meta({ id: 'HeaderMenu' });
export type HeaderMenu = z.infer<typeof headerMenuSchema>;

export const footerSchema = z
  .object({
    groups: z.array(z.object({ title: text, links: z.array(contentLinkSchema) })),
    claim: text,
    address: z.array(text),
  })
  .meta({ id: 'Footer' });
export type Footer = z.infer<typeof footerSchema>;

// ---- pages ------------------------------------------------------------------------------------

const cardSchema = z.object({
  title: text,
  text: z.string(),
  url: href,
  image: contentImageSchema.optional(),
  priceFrom: pricePerCurrency.optional(),
});

/** One block of a page body. Text is plain text (no HTML), so content can never inject markup. */
export const pageBlockSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('hero'), heading: text, text: z.string(), image: contentImageSchema.optional(), cta: contentLinkSchema.optional() }),
    z.object({ type: z.literal('text'), heading: z.string().optional(), paragraphs: z.array(text) }),
    z.object({ type: z.literal('list'), heading: z.string().optional(), items: z.array(text) }),
    z.object({ type: z.literal('cards'), heading: z.string().optional(), items: z.array(cardSchema) }),
    z.object({ type: z.literal('table'), heading: z.string().optional(), rows: z.array(z.tuple([text, text])) }),
    z.object({ type: z.literal('usps'), items: z.array(z.object({ title: text, text: text })) }),
    z.object({ type: z.literal('cta'), heading: text, text: z.string(), cta: contentLinkSchema }),
    z.object({ type: z.literal('price'), heading: text, text: z.string(), amount: pricePerCurrency }),
    z.object({ type: z.literal('faq'), heading: z.string().optional(), category: z.string().optional() }),
    z.object({ type: z.literal('showrooms'), heading: z.string().optional(), only: z.string().optional() }),
    z.object({ type: z.literal('testimonials'), heading: z.string().optional() }),
    z.object({ type: z.literal('materials'), heading: z.string().optional() }),
    z.object({ type: z.literal('jobs'), heading: z.string().optional() }),
    z.object({ type: z.literal('blogIndex'), heading: z.string().optional() }),
  ])
  .meta({ id: 'PageBlock' });
export type PageBlock = z.infer<typeof pageBlockSchema>;

export const PAGE_KINDS = ['home', 'page', 'blogIndex', 'blogPost', 'showroom', 'landing', 'utility'] as const;

/** A content page (shop.md §3): url (the same in every language), locUrl (this language's path), metaTags, headerImages. */
export const pageSchema = z
  .object({
    url: href.meta({ description: 'The page in every language ("/imprint"), without locale prefix.' }),
    locUrl: href.meta({ description: 'The translated path in this language ("/mentions-legales"), without locale prefix.' }),
    kind: z.enum(PAGE_KINDS),
    title: text,
    metaTags: z.object({ title: text, description: text }),
    headerImages: z.array(contentImageSchema).default([]),
    publishedAt: isoDate.optional(),
    author: z.string().optional(),
    excerpt: z.string().optional(),
    blocks: z.array(pageBlockSchema),
  })
  .meta({ id: 'Page' });
export type Page = z.infer<typeof pageSchema>;

// ---- the other content types of shop.md §7 ----------------------------------------------------

export const faqEntrySchema = z
  .object({ category: text, question: text, answer: z.array(text), order: z.number().int() })
  .meta({ id: 'FaqEntry' });
export const careerEntrySchema = z
  .object({ title: text, location: text, employment: text, summary: text, tasks: z.array(text), profile: z.array(text), email: z.email() })
  .meta({ id: 'CareerEntry' });
export const materialSchema = z
  .object({ name: text, code: text, family: z.enum(['wood', 'veneer', 'laminate', 'lacquer', 'fabric', 'metal']), hex: z.string().regex(/^#[0-9a-f]{6}$/i), description: text })
  .meta({ id: 'Material' });
export const showroomSchema = z.object({
  slug: z.string().regex(/^showroom-[a-z]+$/),
  city: text,
  address: z.array(text),
  openingHours: z.array(text),
  phone: text,
  note: z.string(),
});
export const showroomsListSchema = z.object({ showrooms: z.array(showroomSchema) }).meta({ id: 'ShowroomsList' });
export const testimonialSchema = z
  .object({ author: text, city: text, rating: z.number().int().min(1).max(5), text: text, showOnWebsite: z.boolean(), date: isoDate })
  .meta({ id: 'Testimonial' });
export const helpConfigSchema = z
  .object({
    chat: z.object({ autoDisplayAfter: z.number().int().nonnegative(), retriggerDelay: z.number().int().nonnegative(), validUrls: z.array(z.string()) }),
    email: z.email(),
    phoneNumber: text,
    phoneHours: text,
  })
  .meta({ id: 'HelpConfig' });
export const helpListingSchema = z.object({ title: text, url: href, description: text }).meta({ id: 'HelpListing' });
const dated = { activated: z.boolean(), startDate: isoDate, endDate: isoDate };
export const ribbonSchema = z
  .object({ ...dated, showTimes: z.number().int().nonnegative(), id: text, text: text, link: contentLinkSchema.optional() })
  .meta({ id: 'Ribbon' });
export const popupSchema = z
  .object({
    ...dated,
    showOnFirstXVisits: z.number().int().nonnegative(),
    id: text,
    promoImageDesktop: contentImageSchema,
    promoImageMobile: contentImageSchema,
    title: text,
    text: z.string(),
    clickOutsideToClose: z.boolean(),
    closeButtonColor: z.string().regex(/^#[0-9a-f]{6}$/i),
    popupButton: contentLinkSchema,
  })
  .meta({ id: 'Popup' });
export const sampleboxSchema = z
  .object({ title: text, text: text, price: pricePerCurrency, contents: z.array(text), deliveryNote: text })
  .meta({ id: 'Samplebox' });
const furnitureType = z.enum(FURNITURE_TYPES);
export const pdpSchema = z
  .object({ furnitureType, headline: text, usps: z.array(text), deliveryNote: text })
  .meta({ id: 'Pdp' });
/** A family's description on the product page (GET /designs/{type}/descriptions/{id}/{lang}); keyed by furniture type. */
export const descriptionSchema = z
  .object({ furnitureType, heading: text, paragraphs: z.array(text).min(1), materials: z.array(text), care: text.optional() })
  .meta({ id: 'Description' });
export const configuratorPageSchema = z
  .object({ furnitureType, title: text, intro: text, tips: z.array(text) })
  .meta({ id: 'ConfiguratorPage' });
export const abTestConfigSchema = z
  .object({ experiments: z.array(z.object({ name: text, active: z.boolean(), variants: z.array(z.object({ name: text, weight: z.number().min(0).max(1) })) })) })
  .meta({ id: 'AbTestConfig' });
export const laminatesConfigSchema = z
  .object({ laminates: z.array(z.object({ code: text, name: text, hex: z.string().regex(/^#[0-9a-f]{6}$/i), surcharge: z.number().min(0) })) })
  .meta({ id: 'LaminatesConfig' });
export const setDiscountsSchema = z
  .object({
    discounts: z.array(
      z.object({
        type: z.enum(['QuantityDiscount', 'CategoryDiscount', 'VolumeDiscount']),
        minimum: z.number().int().positive(),
        percent: z.number().min(0).max(100),
        furnitureTypes: z.array(furnitureType).optional(),
      }),
    ),
  })
  .meta({ id: 'SetDiscounts' });
export const PAYMENT_METHODS = [
  'bankTransfer', 'card', 'paypal', 'sepaDirectDebit', 'eps', 'twint', 'installment', 'deferred', 'ideal', 'giropay',
  'sofort', 'googlePay', 'applePay', 'invoice', 'payByBank', 'klarnaPayLater', 'klarnaPayNow', 'klarnaPayOverTime',
] as const;
export const paymentConfigSchema = z
  .object({ methods: z.array(z.object({ method: z.enum(PAYMENT_METHODS), provider: z.enum(['adyen', 'braintree', 'alma', 'almaDeferred', 'viva', 'sandbox']), enabled: z.boolean() })) })
  .meta({ id: 'PaymentConfig' });
export const pdpImagesSchema = z
  .object({ furnitureType, images: z.array(contentImageSchema.extend({ type: z.enum(['closeup', 'studio_main', 'no_doors', 'lifestyle']) })) })
  .meta({ id: 'PdpImages' });
export const materialPdpImageSchema = z.object({ material: text, image: contentImageSchema }).meta({ id: 'MaterialPdpImage' });

/** Every content type and the shape of one of its entries. */
export const CONTENT_SCHEMAS = {
  headerMenu: headerMenuSchema,
  footer: footerSchema,
  pages: pageSchema,
  faq: faqEntrySchema,
  career: careerEntrySchema,
  materials: materialSchema,
  showroomsList: showroomsListSchema,
  testimonials: testimonialSchema,
  helpConfig: helpConfigSchema,
  helpListing: helpListingSchema,
  ribbon: ribbonSchema,
  popups: popupSchema,
  samplebox: sampleboxSchema,
  pdp: pdpSchema,
  descriptions: descriptionSchema,
  configuratorPage: configuratorPageSchema,
  abTestConfig: abTestConfigSchema,
  laminatesConfig: laminatesConfigSchema,
  setDiscounts: setDiscountsSchema,
  paymentConfig: paymentConfigSchema,
  pdpImages: pdpImagesSchema,
  materialPdpImage: materialPdpImageSchema,
} as const;

export type ContentType = keyof typeof CONTENT_SCHEMAS;
export type ContentData<T extends ContentType> = z.infer<(typeof CONTENT_SCHEMAS)[T]>;
export const CONTENT_TYPES = Object.keys(CONTENT_SCHEMAS) as ContentType[];
export const contentTypeSchema = z.enum(CONTENT_TYPES as [ContentType, ...ContentType[]], {
  message: fieldMessage('field.oneOf', { values: Object.keys(CONTENT_SCHEMAS).join(', ') }),
});

/** True when the string names a content type. */
export function contentTypeIs(value: string): value is ContentType {
  return Object.hasOwn(CONTENT_SCHEMAS, value);
}

// ---- API --------------------------------------------------------------------------------------

const entryKey = z.string().min(1).max(200).regex(/^[A-Za-z0-9/_.-]+$/, fieldMessage('field.entryKey'));

export const contentEntrySchema = z
  .object({
    key: z.string().meta({ description: 'The entry key: "default" for single entries, a slug otherwise ("imprint", "blog-shelf-care").' }),
    locale: localeSchema.meta({ description: 'The locale the entry comes from (the parent locale when the requested one has none).' }),
    updatedAt: z.string(),
    data: z.unknown().meta({ description: 'The entry, in the shape of its content type (see the schema of each type).' }),
  })
  .meta({ id: 'ContentEntry' });
export type ContentEntry = z.infer<typeof contentEntrySchema>;

export const contentListSchema = z
  .object({ type: contentTypeSchema, locale: localeSchema, items: z.array(contentEntrySchema) })
  .meta({ id: 'ContentList' });
export type ContentList = z.infer<typeof contentListSchema>;

export const pageResponseSchema = z
  .object({
    key: z.string(),
    locale: localeSchema,
    page: pageSchema,
    alternates: z.partialRecord(localeSchema, href).meta({ description: "The page's path (locUrl) in every locale that has it." }),
  })
  .meta({ id: 'PageResponse' });
export type PageResponse = z.infer<typeof pageResponseSchema>;

const content = serviceRoutes('content');

const localeQuery = z.object({ locale: localeSchema.meta({ description: 'de_DE, de_AT, de_CH, fr_FR, fr_CH, en_GB or nl_NL.' }) });
const notFound = apiError('No such entry in the locale or its parent.');
const notModified = { description: 'Not modified since the ETag sent in If-None-Match.' };

export const contentListRoute = content.get('/content/{type}', {
  summary: "Every entry of a content type for a locale, the locale's own entries over its parent's (de_AT, de_CH -> de_DE; fr_CH -> fr_FR; de_CH reads an inherited de_DE text with ss for ß). ETag caching.",
  params: z.object({ type: contentTypeSchema }),
  query: localeQuery.extend({ kind: z.enum(PAGE_KINDS).optional().meta({ description: 'pages only: just the pages of this kind.' }) }),
  responses: { 200: { description: 'The entries (possibly none).', schema: contentListSchema }, 304: notModified },
});

export const contentEntryRoute = content.get('/content/{type}/{key}', {
  summary: 'One entry of a content type by key ("default" for single entries such as headerMenu), with the parent-locale fallback.',
  params: z.object({ type: contentTypeSchema, key: entryKey }),
  query: localeQuery,
  responses: { 200: { description: 'The entry.', schema: contentEntrySchema }, 304: notModified, 404: notFound },
});

export const pageByPathRoute = content.get('/content/pages/by-path', {
  summary: "The page whose locUrl (or url) is this path in the locale, with its path in every other locale (for hreflang).",
  query: localeQuery.extend({ path: z.string().regex(/^\/[^\s]*$/, fieldMessage('field.startsWith', { prefix: '/' })).max(500) }),
  responses: { 200: { description: 'The page.', schema: pageResponseSchema }, 304: notModified, 404: notFound },
});

// by-path first: the server registers the routes in this order, so "by-path" is never read as a key.
export const contentRoutes = [pageByPathRoute, contentListRoute, contentEntryRoute] as const;
