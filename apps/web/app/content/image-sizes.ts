// How wide the layout draws each kind of content image (styles.css), as `sizes` for the srcsets. A
// preload must carry the same value as its image, or the browser fetches a second file.

/** The default (shop.md §9 "default size 760"): the full column on a phone, at most 760 px. */
export const DEFAULT_IMAGE_SIZES = '(min-width: 800px) 760px, calc(100vw - 2.5rem)';
/** A hero's picture: the wider of two columns (1fr 1.1fr, gap 3rem) of the 1200 px page, full width on a phone. */
export const HERO_IMAGE_SIZES = '(min-width: 1200px) 580px, (min-width: 768px) 52vw, calc(100vw - 2.5rem)';
/** A page's header picture: the page's width. */
export const HEADER_IMAGE_SIZES = '(min-width: 1200px) 1152px, calc(100vw - 2.5rem)';
/** A card in the grid of one, two or four columns. */
export const CARD_IMAGE_SIZES = '(min-width: 1000px) 25vw, (min-width: 600px) 50vw, calc(100vw - 2.5rem)';
