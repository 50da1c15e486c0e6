import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('query client (spec §7)', () => {
  it('keeps data fresh 60 s, cached 5 min, retries once, refetches on focus', () => {
    expect(createQueryClient().getDefaultOptions().queries).toMatchObject({
      staleTime: 60_000,
      gcTime: 300_000,
      retry: 1,
      refetchOnWindowFocus: true,
    });
  });
});
