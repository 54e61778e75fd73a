// The image service's URL (shop.md §7): `/fit/{w}/{h}/no/0/plain/{src}@{format}`, in imgproxy's order:
// resizing type, width, height, gravity, enlarge, then the plain source and the output format.
// Plain TypeScript on purpose: the web app builds these URLs on every page, and must not pull zod
// into the shop shell for it. The server's validation (images.ts) uses the same rules.

/** The responsive widths every content image is offered in (shop.md §9). */
export const IMAGE_WIDTHS = [500, 1000, 1500, 2000] as const;
/** Sides the service renders: a responsive width, or 0 for "follow the aspect ratio". */
export const FIT_SIDES = [0, ...IMAGE_WIDTHS] as const;
export type FitSide = (typeof FIT_SIDES)[number];
/** Output formats: WebP for every current browser, JPEG as the fallback (shop.md §9). */
export const FIT_FORMATS = ['webp', 'jpeg'] as const;
export type FitFormat = (typeof FIT_FORMATS)[number];
/** The folder of the site whose files the service may read, as in their URL (`/images/x.svg`). */
export const FIT_SOURCE_FOLDER = 'images';
/** Source files it reads: vector drawings and the usual raster formats. */
export const FIT_SOURCE_EXTENSIONS = ['svg', 'png', 'jpg', 'jpeg', 'webp'] as const;

/** The folder of a design's pictures as the service names them: `designs/{uuid}/{index}.webp` (the pictures of `GET /api/designs/{uuid}/images/{index}`). */
export const FIT_DESIGN_FOLDER = 'designs';
const DESIGN_PICTURE = /^designs\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[0-3]\.webp$/;

/**
 * The path of `GET /api/designs/{uuid}/images/{index}` (designs.ts getDesignImageRoute), with `?v=` to skip
 * a cached copy: what `apiPath` builds for that route, without the route's schemas (a test holds them equal).
 */
export function designImagePath(uuid: string, index: number, version = 0): string {
  return `/api/designs/${encodeURIComponent(uuid)}/images/${index}${version > 0 ? `?v=${version}` : ''}`;
}

/** Whether a source path names a design's picture (`designs/{uuid}/{index}.webp`, lower-case uuid, index 0 to 3). */
export function isDesignPictureSource(src: string): boolean {
  return DESIGN_PICTURE.test(src);
}

/** The service's source path of a design's picture at an image index: `/designs/{uuid}/0.webp`, for `fitUrl`. */
export function designPictureSource(uuid: string, index: number): string {
  return `/${FIT_DESIGN_FOLDER}/${uuid.toLowerCase()}/${index}.webp`;
}

// One path segment: letters, digits, dot, dash, underscore; never starting with a dot (so no "..",
// no hidden files).
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/;
const EXTENSIONS: readonly string[] = FIT_SOURCE_EXTENSIONS;

/** A relative source path below images/ ("images/hero.svg") made of plain segments: no "..", no absolute path, no backslash. */
export function isFitSourcePath(src: string): boolean {
  const parts = src.split('/');
  return parts.length >= 2 && parts[0] === FIT_SOURCE_FOLDER && parts.every((part) => SEGMENT.test(part));
}

/** Whether the source path ends in an extension the service reads. */
export function hasFitSourceExtension(src: string): boolean {
  return EXTENSIONS.includes(src.slice(src.lastIndexOf('.') + 1).toLowerCase());
}

/** Whether an image's src is one of ours the image service can serve ("/images/hero.svg", "/designs/{uuid}/0.webp"). */
export function fitServes(src: string): boolean {
  const path = src.slice(1);
  if (src.startsWith(`/${FIT_DESIGN_FOLDER}/`)) return isDesignPictureSource(path);
  return src.startsWith(`/${FIT_SOURCE_FOLDER}/`) && path.length <= 300 && isFitSourcePath(path) && hasFitSourceExtension(path);
}

/** The URL of an image resized to `width` (height by aspect ratio) in `format`: `/fit/500/0/no/0/plain/images/hero.svg@webp`. */
export function fitUrl(src: string, width: FitSide, format: FitFormat, height: FitSide = 0): string {
  return `/fit/${width}/${height}/no/0/plain/${src.replace(/^\//, '')}@${format}`;
}
