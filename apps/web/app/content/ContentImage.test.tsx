import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentImage } from './ContentImage';

const hero = { src: '/images/hero-living.svg', alt: 'Living room', width: 1200, height: 800 };

describe('ContentImage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('draws our image through the image service: a WebP source and a JPEG img with the same sizes', () => {
    const { container } = render(<ContentImage image={hero} sizes="50vw" priority />);
    const source = container.querySelector('picture > source')!;
    const img = container.querySelector('picture > img')!;
    expect(source.getAttribute('type')).toBe('image/webp');
    expect(source.getAttribute('srcset')).toMatch(/^\/fit\/500\/0\/no\/0\/plain\/images\/hero-living\.svg@webp 500w, .* 2000w$/);
    expect(source.getAttribute('sizes')).toBe('50vw');
    expect(img.getAttribute('srcset')).toMatch(/^\/fit\/500\/0\/no\/0\/plain\/images\/hero-living\.svg@jpeg 500w, .* 2000w$/);
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(img.getAttribute('src')).toBe('/fit/1000/0/no/0/plain/images/hero-living.svg@jpeg');
    expect(img.getAttribute('alt')).toBe('Living room');
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('preloads a priority picture with the WebP srcset and sizes of its <source>, and no other', () => {
    const { container } = render(
      <>
        <ContentImage image={{ ...hero, src: '/images/preloaded.svg' }} sizes="33vw" priority />
        <ContentImage image={{ ...hero, src: '/images/lazy.svg' }} />
      </>,
    );
    const links = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].filter((link) => /preloaded|lazy/.test(link.getAttribute('imagesrcset') ?? ''));
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('imagesrcset')).toBe(container.querySelector('source')!.getAttribute('srcset'));
    expect(links[0]!.getAttribute('imagesizes')).toBe('33vw');
    expect(links[0]!.getAttribute('type')).toBe('image/webp');
    expect(links[0]!.getAttribute('fetchpriority')).toBe('high');
  });

  it('uses the default size 760 and lazy loading when not told otherwise', () => {
    const { container } = render(<ContentImage image={hero} />);
    expect(container.querySelector('img')!.getAttribute('sizes')).toBe('(min-width: 800px) 760px, calc(100vw - 2.5rem)');
    expect(container.querySelector('img')!.getAttribute('loading')).toBe('lazy');
  });

  it('shows an image from elsewhere as it is', () => {
    const { container } = render(<ContentImage image={{ src: 'https://cdn.example.com/a.jpg', alt: '' }} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example.com/a.jpg');
    expect(container.querySelector('img')!.hasAttribute('srcset')).toBe(false);
  });

  it('retries a failed load after 1, 2, 4, 8, 16 s and logs once the delay passes 10 s', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(<ContentImage image={hero} />);
    const src = () => container.querySelector('img')!.getAttribute('src');
    const fail = () => fireEvent.error(container.querySelector('img')!);

    for (const [retry, wait] of [[1, 1000], [2, 2000], [3, 4000], [4, 8000]] as const) {
      fail();
      act(() => vi.advanceTimersByTime(wait - 1));
      expect(src()).toBe(`/fit/1000/0/no/0/plain/images/hero-living.svg@jpeg${retry > 1 ? `?retry=${retry - 1}` : ''}`);
      act(() => vi.advanceTimersByTime(1));
      expect(src()).toBe(`/fit/1000/0/no/0/plain/images/hero-living.svg@jpeg?retry=${retry}`);
      expect(container.querySelector('source')!.getAttribute('srcset')).toContain(`@webp?retry=${retry} 500w`);
    }
    expect(warn).not.toHaveBeenCalled();

    fail(); // the fifth failure waits 16 s: past 10 s, so it is logged
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('image failed to load after retries: /images/hero-living.svg');
    act(() => vi.advanceTimersByTime(16_000));
    expect(src()).toContain('?retry=5');
    fail();
    act(() => vi.advanceTimersByTime(32_000));
    expect(src()).toContain('?retry=6');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('stops retrying once it is gone', () => {
    const clear = vi.spyOn(window, 'clearTimeout');
    const { container, unmount } = render(<ContentImage image={hero} />);
    fireEvent.error(container.querySelector('img')!);
    unmount();
    expect(clear).toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
