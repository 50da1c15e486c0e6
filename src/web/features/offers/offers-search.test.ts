import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../lib/routing/page-size';
import { offersSearchSchema, parseSearch } from '../../lib/routing/search-params';
import { apiQueryFromSearch, filtersFromSearch, hasFilters, searchAtOffset, searchFromFilters } from './offers-search';

const parse = (query: string) => parseSearch(offersSearchSchema, query);

describe('offers list URL state', () => {
  it('round-trips every filter through the URL', () => {
    const url = 'need__archived=1&city_in=cluj-napoca,iasi&category_in=medic-specialist&subcategory_in=cardiologie&salary_min=4000&salary_max=9000';
    const filters = filtersFromSearch(parse(url));
    expect(filters).toEqual({
      postStatus: 'archived',
      cities: ['cluj-napoca', 'iasi'],
      categories: ['medic-specialist'],
      subcategories: ['cardiologie'],
      salaryMin: '4000',
      salaryMax: '9000',
    });
    expect(filtersFromSearch(parse(searchFromFilters(filters, 10).toString()))).toEqual(filters);
    expect(apiQueryFromSearch(parse(url))).toMatchObject({ salary_min: 4000, salary_max: 9000 });
  });

  it('drops empty filters and falls back to the spec defaults', () => {
    const search = parse('limit=abc&offset=-2&salary_min=lots');
    expect(search.limit).toBe(10);
    expect(search.offset).toBe(0);
    expect(hasFilters(filtersFromSearch(search))).toBe(false);
    expect(apiQueryFromSearch(search)).toEqual({ limit: 10, offset: 0 });
  });

  it('pages by offset and starts again at 0 when a filter changes', () => {
    const first = new URLSearchParams('need__archived=0&limit=5');
    const third = searchAtOffset(first, 10);
    expect(third.toString()).toBe('need__archived=0&limit=5&offset=10');
    expect(searchAtOffset(third, 0).toString()).toBe('need__archived=0&limit=5');
    const filters = filtersFromSearch(parse(third.toString()));
    expect(searchFromFilters({ ...filters, postStatus: 'all' }, 5).toString()).toBe('limit=5');
    expect(apiQueryFromSearch(parse(third.toString()))).toEqual({ limit: 5, offset: 10, need__archived: 0 });
  });

  // The offers loader prefetches a plain URL's list as { limit: PAGE_SIZE, offset: 0 } without parsing the URL: the
  // page's own query must have the same key, or the list loads twice.
  it("asks a plain URL's first page with the key the loader prefetched", () => {
    expect(hashKey([apiQueryFromSearch(parse(''))])).toBe(hashKey([{ limit: PAGE_SIZE, offset: 0 }]));
  });
});
