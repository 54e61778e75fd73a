import { CATALOG_PAGE_MAX, CATALOG_SORTS, type CatalogSort } from '@masswerk/contract';
import { COLOR_GROUP_IDS, type ColorGroupId } from '@masswerk/domain';

/** The category page's own page size: four rows of three on a desktop. */
export const CATALOG_WEB_PAGE_SIZE = 12;

/** The filter form as the visitor filled it in: centimetres and whole currency units, as typed. */
export interface CatalogForm {
  width_min: string;
  width_max: string;
  height_min: string;
  height_max: string;
  price_min: string;
  price_max: string;
  color: ColorGroupId[];
  sort: CatalogSort;
  page: number;
}

/** What GET /api/designs/catalog is asked: millimetres and cents. */
export interface CatalogApiFilters {
  width_min?: number;
  width_max?: number;
  height_min?: number;
  height_max?: number;
  price_min?: number;
  price_max?: number;
  color?: string;
  sort_by: CatalogSort;
  page: number;
}

/** Each range: its form unit in the API's (cm to mm, currency units to cents), the part of a unit "up to" includes, and the API's limit. */
const RANGES = [
  ['width', 10, 9, 20_000],
  ['height', 10, 9, 20_000],
  ['price', 100, 99, 100_000_000],
] as const;

/** A whole number the visitor typed (spaces, and a thousands separator of the locale, allowed), or null. */
function wholeNumber(text: string): number | null {
  const cleaned = text.replace(/[\s'’.,]/g, '');
  if (!/^\d{1,7}$/.test(cleaned)) return null;
  return Number(cleaned);
}

/**
 * Reads the filter form from the page's query (a GET form, so it works without script): unknown values
 * are left out and reported as `ignored`; a range given the wrong way round is turned round.
 */
export function readCatalogForm(search: URLSearchParams): { form: CatalogForm; api: CatalogApiFilters; ignored: boolean } {
  let ignored = false;
  const text = (name: string) => (search.get(name) ?? '').trim().slice(0, 20);
  const sortText = search.get('sort') ?? 'rank';
  const sort = (CATALOG_SORTS as readonly string[]).includes(sortText) ? (sortText as CatalogSort) : 'rank';
  const pageNumber = wholeNumber(search.get('page') ?? '1');
  const page = pageNumber === null || pageNumber < 1 ? 1 : Math.min(pageNumber, CATALOG_PAGE_MAX);
  const color = [...new Set(search.getAll('color'))].filter((id): id is ColorGroupId => (COLOR_GROUP_IDS as readonly string[]).includes(id));
  const form: CatalogForm = { width_min: '', width_max: '', height_min: '', height_max: '', price_min: '', price_max: '', color, sort, page };
  const api: CatalogApiFilters = { sort_by: sort, page, ...(color.length > 0 ? { color: color.join(',') } : {}) };
  for (const [name, factor, rest, limit] of RANGES) {
    const bounds = (['min', 'max'] as const).map((end) => {
      const typed = text(`${name}_${end}`);
      if (typed === '') return null;
      const value = wholeNumber(typed);
      if (value === null) ignored = true;
      else form[`${name}_${end}`] = String(value);
      return value;
    });
    let [min, max] = bounds as [number | null, number | null];
    if (min !== null && max !== null && min > max) [min, max] = [max, min];
    if (min !== null) api[`${name}_min`] = Math.min(min * factor, limit);
    if (max !== null) api[`${name}_max`] = Math.min(max * factor + rest, limit);
  }
  return { form, api, ignored };
}

/** The page's query for another page, sort or the same filters: only what is set, so links stay short. */
export function catalogSearch(form: CatalogForm, change: Partial<CatalogForm> = {}): string {
  const next = { ...form, ...change };
  const params = new URLSearchParams();
  for (const [name] of RANGES) {
    for (const end of ['min', 'max'] as const) if (next[`${name}_${end}`] !== '') params.set(`${name}_${end}`, next[`${name}_${end}`]);
  }
  for (const id of next.color) params.append('color', id);
  if (next.sort !== 'rank') params.set('sort', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
