import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { api, unwrap } from '../../../lib/api/client';
import type { Schemas } from '../../../lib/api/schemas';
import type { OffersQuery } from '../offers-search';

export type OfferRow = Schemas['Offer'];

export const offersQueryOptions = (query: OffersQuery, locale: string) =>
  queryOptions({
    // Positions and cities come translated, so the locale is part of the key.
    queryKey: ['offers', query, locale],
    queryFn: () => unwrap(api.GET('/offers', { params: { query } })),
    placeholderData: keepPreviousData,
  });

/** GET /api/offers with the URL's filters and page (spec §2). */
export function useOffers(query: OffersQuery) {
  const { i18n } = useLingui();
  return useQuery(offersQueryOptions(query, i18n.locale));
}
