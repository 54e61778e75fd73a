import { describe, expect, it } from 'vitest';
import { fitSrcSet, imageSources, retriedSrc } from './image-sources';

describe('fitSrcSet', () => {
  it('lists the four responsive widths through the image service', () => {
    expect(fitSrcSet('/images/hero-living.svg', 'webp')).toBe(
      '/fit/500/0/no/0/plain/images/hero-living.svg@webp 500w, /fit/1000/0/no/0/plain/images/hero-living.svg@webp 1000w, ' +
        '/fit/1500/0/no/0/plain/images/hero-living.svg@webp 1500w, /fit/2000/0/no/0/plain/images/hero-living.svg@webp 2000w',
    );
  });

  it('marks every URL of a retry', () => {
    expect(fitSrcSet('/images/a.svg', 'jpeg', 2).split(', ')).toEqual([
      '/fit/500/0/no/0/plain/images/a.svg@jpeg?retry=2 500w',
      '/fit/1000/0/no/0/plain/images/a.svg@jpeg?retry=2 1000w',
      '/fit/1500/0/no/0/plain/images/a.svg@jpeg?retry=2 1500w',
      '/fit/2000/0/no/0/plain/images/a.svg@jpeg?retry=2 2000w',
    ]);
  });
});

describe('imageSources', () => {
  it('gives WebP and JPEG srcsets and a 1000 px JPEG fallback for our own images', () => {
    const sources = imageSources('/images/shelf.svg');
    expect(sources?.webp).toContain('/fit/2000/0/no/0/plain/images/shelf.svg@webp 2000w');
    expect(sources?.jpeg).toContain('/fit/500/0/no/0/plain/images/shelf.svg@jpeg 500w');
    expect(sources?.fallback).toBe('/fit/1000/0/no/0/plain/images/shelf.svg@jpeg');
    expect(imageSources('/images/shelf.svg', 1)?.fallback).toBe('/fit/1000/0/no/0/plain/images/shelf.svg@jpeg?retry=1');
  });

  it('leaves other images alone', () => {
    expect(imageSources('https://cdn.example.com/images/a.jpg')).toBeNull();
    expect(imageSources('/api/designs/0f8fad5b-d9cb-469f-a165-70867728950e/images/0')).toBeNull();
    expect(imageSources('/favicon.svg')).toBeNull();
  });
});

describe('retriedSrc', () => {
  it('adds the retry to the query, keeping one that is there', () => {
    expect(retriedSrc('/a.png', 0)).toBe('/a.png');
    expect(retriedSrc('/a.png', 3)).toBe('/a.png?retry=3');
    expect(retriedSrc('/a.png?v=2', 1)).toBe('/a.png?v=2&retry=1');
  });
});
