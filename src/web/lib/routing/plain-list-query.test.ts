import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from './page-size';
import { candidatesSearchSchema, parseSearch } from './search-params';

// The candidates loader prefetches a plain URL's list as { limit: PAGE_SIZE, offset: 0 } without parsing the URL:
// the page's own query (parsed through this schema) must have the same key, or the list loads twice. The offers
// page's own case is beside its search (features/offers).
describe('the first page of a plain list URL', () => {
  it('is the query the candidates page asks for', () => {
    expect(hashKey([parseSearch(candidatesSearchSchema, '')])).toBe(hashKey([{ limit: PAGE_SIZE, offset: 0 }]));
  });
});
