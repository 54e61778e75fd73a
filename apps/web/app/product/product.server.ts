import {
  apiPath,
  companyScoreRoute,
  contentEntryRoute,
  DESIGN_IMAGE_COUNT,
  designPictureSource,
  designBreadcrumbsRoute,
  designDescriptionRoute,
  getDesignImageRoute,
  priceCalculateRoute,
  relatedColorsRoute,
  relatedProductsRoute,
  relatedShapesRoute,
  reviewListRoute,
  type Breadcrumbs,
  type CompanyScore,
  type DesignDescription,
  type DesignInfo,
  type PriceCalculation,
  type RelatedDesign,
  type ReviewList,
  type WebLoadContext,
} from '@masswerk/contract';
import { COUNTRIES, baseboardCutAddonOf, countryOfLocale, designMainColors, cartSpecsOf, familyOf, type Locale, type LineItemSpecs } from '@masswerk/domain';
import { apiGet } from '../content/api.server';

/** One picture of the gallery: the design's own, or (when it has none yet) its family's illustration. */
export interface GalleryPicture {
  src: string;
  /** The design's own picture (true) or the family's illustration from the content (false). */
  own: boolean;
  alt: string | null;
}

/** Everything the product page shows besides the words. */
export interface ProductData {
  uuid: string;
  furnitureType: DesignInfo['furniture_type'];
  name: string | null;
  dimensions: DesignInfo['dimensions'];
  compressedStructure: string;
  specs: LineItemSpecs;
  /** The type of every part, for the cart line's specs (cartWithDesign counts them as the configurator does). */
  partTypes: { type: string }[];
  colors: string[];
  /**
   * The design's own baseboard cut in cm when it has one a part reaches into (baseboardCutAddonOf): the
   * page's prices include it and the cart line carries its BaseboardCut addon, as the configurator's do.
   */
  baseboardCut: { depth: number; height: number } | null;
  /** The price in the page's country without and with assembly (null: the family offers none), from the server. */
  price: PriceCalculation | null;
  priceWithAssembly: PriceCalculation | null;
  taxRate: number;
  description: DesignDescription | null;
  pictures: GalleryPicture[];
  related: { shapes: RelatedDesign[]; colors: RelatedDesign[]; products: RelatedDesign[] };
  breadcrumbs: Breadcrumbs['items'];
  reviews: ReviewList;
  score: CompanyScore | null;
}

const value = <T,>(result: { ok: true; value: T } | { ok: false }, fallback: T): T => (result.ok ? result.value : fallback);

/** The indexes of the design's stored pictures (the design service answers 404 for the others). */
async function storedPictures(ctx: WebLoadContext, uuid: string): Promise<number[]> {
  const found = await Promise.all(
    Array.from({ length: DESIGN_IMAGE_COUNT }, async (_, index) => {
      try {
        // HEAD: whether it is there, without reading the picture.
        const res = await ctx.apiFetch(apiPath(getDesignImageRoute, { params: { uuid, index } }), { method: 'HEAD' });
        return res.ok ? index : null;
      } catch {
        return null;
      }
    }),
  );
  return found.filter((index): index is number => index !== null);
}

/**
 * What the product page of a saved design needs, each from its call of the API, all at once. Any
 * call but the design's own may fail: the page then goes on without that part (logged by apiGet).
 */
export async function productData(ctx: WebLoadContext, design: DesignInfo, locale: Locale): Promise<ProductData> {
  const country = countryOfLocale(locale);
  const type = design.furniture_type;
  const uuid = design.uuid;
  const related = (route: typeof relatedShapesRoute | typeof relatedColorsRoute | typeof relatedProductsRoute) =>
    apiGet(ctx, route, { params: { type, uuid }, query: { country, limit: 4 } }, (answer) => answer.items);
  const designFamily = familyOf(type);
  const parsed = designFamily.parse(design.structure);
  const cut = parsed.ok ? baseboardCutAddonOf(designFamily, parsed.design, designFamily.elements(parsed.design), '') : null;
  const baseboard_cut = cut ? ('true' as const) : undefined;
  const [price, withAssembly, description, shapes, colors, products, breadcrumbs, reviews, score, stored, illustrations] = await Promise.all([
    apiGet(ctx, priceCalculateRoute, { params: { id: uuid }, query: { country, with_shipping_details: 'true', baseboard_cut } }),
    // Only a family that offers the assembly service is priced with it (the others answer 422).
    designFamily.assembly
      ? apiGet(ctx, priceCalculateRoute, { params: { id: uuid }, query: { country, with_shipping_details: 'true', assembly: 'true', baseboard_cut } })
      : ({ ok: false, reason: 'missing' } as const),
    apiGet(ctx, designDescriptionRoute, { params: { type, id: uuid, lang: locale } }),
    related(relatedShapesRoute),
    related(relatedColorsRoute),
    related(relatedProductsRoute),
    apiGet(ctx, designBreadcrumbsRoute, { params: { uuid, lang: locale } }, (answer) => answer.items),
    apiGet(ctx, reviewListRoute, { query: { language: locale, page_size: 3 } }),
    apiGet(ctx, companyScoreRoute, {}),
    storedPictures(ctx, uuid),
    apiGet(ctx, contentEntryRoute, { params: { type: 'pdpImages', key: type }, query: { locale } }),
  ]);
  // Through the image service (500 to 2000 px, WebP and JPEG) from the design's own 1440 px pictures.
  const own: GalleryPicture[] = stored.map((index) => ({ src: designPictureSource(uuid, index), own: true, alt: null }));
  const family = illustrations.ok ? ((illustrations.value.data as { images?: { src: string; alt: string }[] }).images ?? []) : [];
  return {
    uuid,
    furnitureType: type,
    name: design.name,
    dimensions: design.dimensions,
    compressedStructure: design.compressedStructure,
    specs: cartSpecsOf(design.parts),
    partTypes: design.parts.map((part) => ({ type: part.type })),
    colors: designMainColors(design.parts),
    baseboardCut: cut && cut.depth !== null && cut.height !== null ? { depth: cut.depth, height: cut.height } : null,
    price: value(price, null),
    priceWithAssembly: value(withAssembly, null),
    taxRate: COUNTRIES.find((c) => c.code === country)?.taxRate ?? 0,
    description: value(description, null),
    pictures: own.length > 0 ? own : family.map((image) => ({ src: image.src, own: false, alt: image.alt })),
    related: { shapes: value(shapes, []), colors: value(colors, []), products: value(products, []) },
    breadcrumbs: value(breadcrumbs, []),
    reviews: value(reviews, { items: [], total: 0 }),
    score: value(score, null),
  };
}
