import { describe, expect, it } from 'vitest';
import { antialiasFor } from './quality.ts';

describe('antialiasFor', () => {
  it('multisamples at one device pixel per CSS pixel and up to just under two (desktop screens, pictures)', () => {
    expect(antialiasFor(1)).toBe(true);
    expect(antialiasFor(1.25)).toBe(true);
    expect(antialiasFor(1.99)).toBe(true);
  });
  it('does not at two and more (phones, high-density screens), where its edges are half a CSS pixel', () => {
    expect(antialiasFor(2)).toBe(false);
    expect(antialiasFor(2.625)).toBe(false);
    expect(antialiasFor(3)).toBe(false);
  });
  it('multisamples when the ratio is unknown', () => {
    expect(antialiasFor(Number.NaN)).toBe(true);
  });
});
