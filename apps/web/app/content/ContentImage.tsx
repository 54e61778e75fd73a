import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import type { ContentImage as Image } from '@masswerk/contract';
import { imageSources, retriedSrc } from './image-sources';
import { DEFAULT_IMAGE_SIZES } from './image-sizes';

export interface ContentImageProps {
  image: Image;
  className?: string;
  /** The `sizes` of the srcsets: how wide the image is drawn (default: at most 760 px). */
  sizes?: string;
  /** The page's largest image: loaded at once with high priority (LCP). */
  priority?: boolean;
}

export const FIRST_RETRY_MS = 1000;
export const LOG_AFTER_MS = 10_000;
const MAX_RETRY_MS = 60_000;

/**
 * An image from content. Our own images come through the image service in 500 to 2000 px, WebP with
 * a JPEG fallback; others are shown as they are. A failed load is retried with a doubling delay from
 * 1 s; once the delay passes 10 s the failure is logged once (shop.md §4, §9), and it keeps retrying
 * at that pace.
 */
export function ContentImage({ image, className, sizes = DEFAULT_IMAGE_SIZES, priority = false }: ContentImageProps) {
  const [attempt, setAttempt] = useState(0);
  const delay = useRef(FIRST_RETRY_MS);
  const logged = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onError = () => {
    const wait = delay.current;
    if (wait > LOG_AFTER_MS && !logged.current) {
      logged.current = true;
      console.warn(`image failed to load after retries: ${image.src}`);
    }
    delay.current = Math.min(wait * 2, MAX_RETRY_MS);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setAttempt((n) => n + 1), wait);
  };
  const sources = imageSources(image.src, attempt);
  if (priority && sources && attempt === 0) {
    // React does this by itself for a lone <img>, not inside a <picture>. The hint goes to the top of
    // the <head>, before the scripts, so the LCP picture is fetched first; same srcset and sizes as the
    // WebP <source>, so the preloaded file is the one drawn.
    preload(sources.fallback, { as: 'image', type: 'image/webp', imageSrcSet: sources.webp, imageSizes: sizes, fetchPriority: 'high' });
  }
  const img = (
    <img
      className={className}
      src={sources ? sources.fallback : retriedSrc(image.src, attempt)}
      srcSet={sources?.jpeg}
      sizes={sources ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={onError}
    />
  );
  if (!sources) return img;
  // A new key per attempt: the browser chooses among the new sources again instead of keeping the failed one.
  return (
    <picture key={attempt} className="content-picture">
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
