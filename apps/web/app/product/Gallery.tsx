import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { fitServes, fitUrl } from '@masswerk/contract';
import { ContentImage } from '../content/ContentImage';
import type { GalleryPicture } from './product.server';
import { useProductI18n } from './i18n';

/** How wide the gallery's picture is drawn: the page's width on a phone, about half of it beside the buy box. */
const GALLERY_SIZES = '(max-width: 767px) 100vw, 50vw';
/** A swipe shorter than this (px) is a tap, not a turn of the picture. */
const SWIPE_MIN = 40;

/**
 * The design's pictures, one at a time: arrow keys (Home and End too) on the focused gallery,
 * previous and next buttons, a row of thumbnails, and a horizontal swipe on touch screens. Its
 * position is announced politely. With one picture there is nothing to turn: only the picture.
 */
export function Gallery({ name, pictures }: { name: string; pictures: readonly GalleryPicture[] }) {
  const { t } = useProductI18n();
  const [current, setCurrent] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const hintId = useId();
  const count = pictures.length;
  const go = (index: number) => setCurrent(((index % count) + count) % count);
  const picture = pictures[current];
  const alt = (p: GalleryPicture, index: number) => p.alt ?? t('gallery.alt', { name, index: index + 1 });

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => number> = { ArrowLeft: () => current - 1, ArrowRight: () => current + 1, Home: () => 0, End: () => count - 1 };
    const move = moves[event.key];
    if (!move || count < 2) return;
    event.preventDefault();
    go(move());
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || count < 2) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > Math.abs(event.clientY - from.y)) go(dx < 0 ? current + 1 : current - 1);
  };

  if (!picture) return <div className="product-gallery product-gallery-empty" aria-hidden="true" />;
  return (
    <section
      className="product-gallery"
      aria-roledescription="carousel"
      aria-label={t('gallery.label', { name })}
      tabIndex={count > 1 ? 0 : undefined}
      aria-describedby={count > 1 ? hintId : undefined}
      onKeyDown={onKeyDown}
      data-testid="product-gallery"
    >
      <div className="product-gallery-stage" onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (start.current = null)}>
        <ContentImage
          key={picture.src}
          image={{ src: picture.src, alt: alt(picture, current), width: 1000, height: 1000 }}
          className={picture.own ? 'product-picture' : 'product-picture product-illustration'}
          sizes={GALLERY_SIZES}
          priority={current === 0}
        />
      </div>
      {count > 1 && (
        <>
          <p className="product-gallery-position" aria-live="polite" data-testid="gallery-position">
            {t('gallery.position', { index: current + 1, count })}
          </p>
          <div className="product-gallery-controls">
            <button type="button" className="button button-quiet" onClick={() => go(current - 1)} aria-label={t('gallery.previous')}>
              <span aria-hidden="true">‹</span>
            </button>
            <ul className="product-thumbnails">
              {pictures.map((p, index) => (
                <li key={p.src}>
                  <button type="button" aria-current={index === current ? 'true' : undefined} aria-label={t('gallery.show', { index: index + 1, count })} onClick={() => go(index)}>
                    <img src={fitServes(p.src) ? fitUrl(p.src, 500, 'webp') : p.src} alt="" width={64} height={64} loading="lazy" />
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className="button button-quiet" onClick={() => go(current + 1)} aria-label={t('gallery.next')}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
          <p id={hintId} className="visually-hidden">
            {t('gallery.hint')}
          </p>
        </>
      )}
    </section>
  );
}
