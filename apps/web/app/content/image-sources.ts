import { fitServes, fitUrl, IMAGE_WIDTHS, type FitFormat } from '@masswerk/contract';

/** What a `<picture>` needs for one image: a WebP srcset for its `<source>`, a JPEG srcset and src for its `<img>`. */
export interface ImageSources {
  webp: string;
  jpeg: string;
  /** For a browser without srcset: the JPEG 1000 px wide. */
  fallback: string;
}

/**
 * A URL marked with the retry count, so a retry asks again instead of finding the failed answer in
 * the browser's cache (the image service ignores the query).
 */
export function retriedSrc(src: string, retry: number): string {
  return retry > 0 ? `${src}${src.includes('?') ? '&' : '?'}retry=${retry}` : src;
}

/** `url 500w, url 1000w, …` of an image through the image service, in one format. */
export function fitSrcSet(src: string, format: FitFormat, retry = 0): string {
  return IMAGE_WIDTHS.map((width) => `${retriedSrc(fitUrl(src, width, format), retry)} ${width}w`).join(', ');
}

/** The responsive sources of a content image (500 to 2000 px, WebP and JPEG); null for an image the service does not serve. */
export function imageSources(src: string, retry = 0): ImageSources | null {
  if (!fitServes(src)) return null;
  return { webp: fitSrcSet(src, 'webp', retry), jpeg: fitSrcSet(src, 'jpeg', retry), fallback: retriedSrc(fitUrl(src, 1000, 'jpeg'), retry) };
}
