import { describe, expect, it } from 'vitest';
import { catalogSearch, readCatalogForm } from './catalog-form';

describe('the category page filter form', () => {
  it('turns centimetres and currency units into the API millimetres and cents, "to" taking its whole unit', () => {
    const { api, form, ignored } = readCatalogForm(new URLSearchParams('width_min=80&width_max=150&price_max=1.200&color=grey&color=nope&color=grey&sort=-price&page=2'));
    expect(api).toEqual({ width_min: 800, width_max: 1509, price_max: 120_099, color: 'grey', sort_by: '-price', page: 2 });
    expect(form.color).toEqual(['grey']);
    expect(ignored).toBe(false);
  });

  it('leaves out what is no whole number, turns a range round and keeps within the API limits', () => {
    const { api, ignored } = readCatalogForm(new URLSearchParams('height_min=abc&width_min=300&width_max=100&price_min=9999999&sort=name&page=-3'));
    expect(ignored).toBe(true);
    expect(api).toEqual({ width_min: 1000, width_max: 3009, price_min: 100_000_000, sort_by: 'rank', page: 1 });
  });

  it('writes links with only what is set', () => {
    const { form } = readCatalogForm(new URLSearchParams('height_max=90&color=wood&color=blue'));
    expect(catalogSearch(form)).toBe('?height_max=90&color=wood&color=blue');
    expect(catalogSearch(form, { page: 3 })).toBe('?height_max=90&color=wood&color=blue&page=3');
    expect(catalogSearch(readCatalogForm(new URLSearchParams()).form)).toBe('');
  });
});
