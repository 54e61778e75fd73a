import sharp from 'sharp';
import type { FitFormat, FitSide } from '@masswerk/contract';

/** Bump when the encoding below changes, so cached renders of the old settings are not served. */
export const RENDER_VERSION = 1;
/** The largest side of an image asked for at 0 × 0 ("as it is"). */
const MAX_SIDE = 2000;
/** sharp renders an SVG at 72 dpi to its own width and height. */
const SVG_DENSITY = 72;
const QUALITY = 80;

export interface FitRequest {
  w: FitSide;
  h: FitSide;
  format: FitFormat;
}

/** How much larger than its own size a vector drawing must be drawn to fill the box (never less than 1). */
function vectorScale(width: number, height: number, { w, h }: FitRequest): number {
  const boxW = w || (h ? Infinity : MAX_SIDE);
  const boxH = h || (w ? Infinity : MAX_SIDE);
  return Math.max(1, Math.min(boxW / width, boxH / height));
}

/**
 * Draws a source image into the box w × h (0 = follow the aspect ratio, both 0 = as it is, at most
 * 2000 px) without cropping, and encodes it. A raster source is never enlarged (the URL's "enlarge 0");
 * a vector one is drawn at the size asked for, since that costs it no sharpness.
 */
export async function renderFit(source: Uint8Array, isVector: boolean, request: FitRequest): Promise<Buffer> {
  let density: number | undefined;
  if (isVector) {
    const { width, height } = await sharp(source).metadata();
    density = Math.min(SVG_DENSITY * vectorScale(width, height, request), 100_000);
  }
  const { w, h } = request;
  // rotate(): a photo's EXIF orientation is applied, since the output carries no EXIF.
  let image = sharp(source, { density, limitInputPixels: 8192 * 8192 }).rotate().resize({
    width: w || (h ? undefined : MAX_SIDE),
    height: h || (w ? undefined : MAX_SIDE),
    fit: 'inside',
    withoutEnlargement: !isVector || (!w && !h),
  });
  if (request.format === 'jpeg') {
    // JPEG has no transparency: transparent parts become the page's paper colour, not black.
    image = image.flatten({ background: '#f6f3ee' }).jpeg({ quality: QUALITY, mozjpeg: true });
  } else {
    image = image.webp({ quality: QUALITY });
  }
  return image.toBuffer();
}
