import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { apiQueryFromSearch } from '../../features/offers/offers-search';
import { PAGE_SIZE } from './page-size';
import { candidatesSearchSchema, offersSearchSchema, parseSearch } from './search-params';

// The offers and candidates loaders prefetch a plain URL's list as { limit: PAGE_SIZE, offset: 0 } without parsing
// the URL: the page's own query (parsed through these schemas) must have the same key, or the list loads twice.
describe('the first page of a plain list URL', () => {
  it('is the query the offers page asks for', () => {
    expect(hashKey([apiQueryFromSearch(parseSearch(offersSearchSchema, ''))])).toBe(hashKey([{ limit: PAGE_SIZE, offset: 0 }]));
  });
  it('is the query the candidates page asks for', () => {
    expect(hashKey([parseSearch(candidatesSearchSchema, '')])).toBe(hashKey([{ limit: PAGE_SIZE, offset: 0 }]));
  });
});
