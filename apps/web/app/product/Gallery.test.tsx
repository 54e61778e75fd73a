import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Gallery } from './Gallery';
import { ProductI18nContext, productTranslator } from './i18n';
import en from './messages/en_GB.json';
import type { GalleryPicture } from './product.server';

const pictures: GalleryPicture[] = [0, 1, 2].map((index) => ({ src: `/api/designs/x/images/${index}`, own: true, alt: null }));

function renderGallery(list: readonly GalleryPicture[] = pictures) {
  render(
    <ProductI18nContext.Provider value={productTranslator('en_GB', en)}>
      <Gallery name="Living room shelf" pictures={list} />
    </ProductI18nContext.Provider>,
  );
  const gallery = screen.getByRole('region', { name: 'Pictures of Living room shelf' });
  const stage = gallery.querySelector('.product-gallery-stage')!;
  const shown = () => stage.querySelector('img')!;
  return { gallery, stage, shown };
}

afterEach(cleanup);

describe('the product gallery', () => {
  it('turns with the arrow keys, round at both ends, and jumps with Home and End', () => {
    const { gallery, shown } = renderGallery();
    expect(gallery.tabIndex).toBe(0);
    expect(screen.getByText('Picture 1 of 3')).toBeTruthy();
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(shown().getAttribute('src')).toBe('/api/designs/x/images/1');
    expect(shown().getAttribute('alt')).toBe('Living room shelf, picture 2');
    fireEvent.keyDown(gallery, { key: 'End' });
    expect(screen.getByText('Picture 3 of 3')).toBeTruthy();
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(screen.getByText('Picture 1 of 3')).toBeTruthy();
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
    expect(screen.getByText('Picture 3 of 3')).toBeTruthy();
    fireEvent.keyDown(gallery, { key: 'Home' });
    expect(shown().getAttribute('src')).toBe('/api/designs/x/images/0');
  });

  it('shows a picture by its thumbnail, marked as the current one', () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Show picture 2 of 3' }));
    expect(screen.getByRole('button', { name: 'Show picture 2 of 3' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(screen.getByText('Picture 1 of 3')).toBeTruthy();
  });

  it('turns with a horizontal swipe, not with a tap or a vertical scroll', () => {
    const { stage } = renderGallery();
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(stage, { clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(stage, { clientX: to[0], clientY: to[1] });
    };
    swipe([300, 100], [100, 110]);
    expect(screen.getByText('Picture 2 of 3')).toBeTruthy();
    swipe([100, 100], [300, 90]);
    expect(screen.getByText('Picture 1 of 3')).toBeTruthy();
    swipe([100, 100], [120, 100]);
    swipe([100, 100], [150, 400]);
    expect(screen.getByText('Picture 1 of 3')).toBeTruthy();
  });

  it('with one picture shows only the picture: no stop for the keyboard, no controls', () => {
    const { gallery } = renderGallery(pictures.slice(0, 1));
    expect(gallery.hasAttribute('tabindex')).toBe(false);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
