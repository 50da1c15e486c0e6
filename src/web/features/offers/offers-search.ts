import type { ApiPaths } from '../../lib/api/schemas';
import type { SearchOf, offersSearchSchema } from '../../lib/routing/search-params';

// The offers list keeps its whole state in the URL (spec §2 params), so a filtered page reloads and shares as is.

export type OffersSearch = SearchOf<typeof offersSearchSchema>;
export type PostStatus = 'all' | 'active' | 'archived';

export interface OfferFilters {
  postStatus: PostStatus;
  cities: string[];
  categories: string[];
  subcategories: string[];
  salaryMin: string;
  salaryMax: string;
}

const split = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : []);
const digits = (value: string | undefined) => (value && /^\d+$/.test(value.trim()) ? value.trim() : '');

export function filtersFromSearch(search: OffersSearch): OfferFilters {
  return {
    postStatus: search.need__archived === 1 ? 'archived' : search.need__archived === 0 ? 'active' : 'all',
    cities: split(search.city_in),
    categories: split(search.category_in),
    subcategories: split(search.subcategory_in),
    salaryMin: digits(search.salary_min),
    salaryMax: digits(search.salary_max),
  };
}

/** The URL of a filter choice: back to the first page, the page size kept, empty filters left out. */
export function searchFromFilters(filters: OfferFilters, limit: number): URLSearchParams {
  const params = new URLSearchParams();
  if (limit !== 10) params.set('limit', String(limit));
  if (filters.postStatus !== 'all') params.set('need__archived', filters.postStatus === 'archived' ? '1' : '0');
  if (filters.cities.length) params.set('city_in', filters.cities.join(','));
  if (filters.categories.length) params.set('category_in', filters.categories.join(','));
  if (filters.subcategories.length) params.set('subcategory_in', filters.subcategories.join(','));
  if (digits(filters.salaryMin)) params.set('salary_min', digits(filters.salaryMin));
  if (digits(filters.salaryMax)) params.set('salary_max', digits(filters.salaryMax));
  return params;
}

/** The same URL at another offset. */
export function searchAtOffset(current: URLSearchParams, offset: number): URLSearchParams {
  const next = new URLSearchParams(current);
  if (offset > 0) next.set('offset', String(offset));
  else next.delete('offset');
  return next;
}

/** The query of GET /api/offers as the contract declares it. */
export type OffersQuery = NonNullable<ApiPaths['/offers']['get']['parameters']['query']>;

/** The query of GET /api/offers for a parsed URL (only what the API filters on, normalised as the URL writes it). */
export function apiQueryFromSearch(search: OffersSearch): OffersQuery {
  const query: OffersQuery = { limit: search.limit, offset: search.offset };
  for (const [key, value] of searchFromFilters(filtersFromSearch(search), 10)) {
    if (key === 'need__archived') query.need__archived = value === '1' ? 1 : 0;
    else if (key === 'salary_min' || key === 'salary_max') query[key] = Number(value);
    else if (key === 'city_in' || key === 'category_in' || key === 'subcategory_in') query[key] = value;
  }
  return query;
}

export function hasFilters(filters: OfferFilters): boolean {
  return searchFromFilters(filters, 10).size > 0;
}

/** How many filters are set (each search parameter once): the phone's folded "Filters" button shows it. */
export function countFilters(filters: OfferFilters): number {
  return [...searchFromFilters(filters, 10).keys()].filter((key) => key !== 'limit' && key !== 'offset').length;
}
