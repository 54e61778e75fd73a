// What a category page's form may ask of GET /catalog: plain TypeScript on purpose, like image-urls.ts, so
// the category page builds its links and its sort menu without loading zod and the API's schemas.

/** The last page number asked for: far beyond any catalogue, so a typo is a 400 and not an empty scan. */
export const CATALOG_PAGE_MAX = 1000;

/** The orders a catalogue page can be sorted in: rank (the shop's own order, default), price, width or height, "-" for descending. */
export const CATALOG_SORTS = ['rank', 'price', '-price', 'width', '-width', 'height', '-height'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
