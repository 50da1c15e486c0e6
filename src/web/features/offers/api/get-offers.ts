import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { z } from 'zod';
import { api, unwrap } from '../../../lib/api/client';
import type { OffersQuery } from '../offers-search';

const offerSchema = z.object({
  id: z.number(),
  process_id: z.number(),
  company: z.string(),
  location: z.string(),
  position: z.string(),
  job_type: z.string(),
  salary_min: z.number().nullable().optional(),
  salary_max: z.number().nullable().optional(),
  salary: z.number().nullable(),
  offer_date: z.string(),
  status: z.string(),
  must_respond: z.boolean().optional(),
  post_status: z.enum(['active', 'archived']),
});

const offersPageSchema = z.object({
  data: z.array(offerSchema),
  total: z.number().optional(),
});

export type OfferRow = z.infer<typeof offerSchema>;
export type OffersPage = z.infer<typeof offersPageSchema>;

export const offersQueryOptions = (query: OffersQuery, locale: string) =>
  queryOptions({
    // Positions and cities come translated, so the locale is part of the key.
    queryKey: ['offers', query, locale],
    queryFn: async () => offersPageSchema.parse(await unwrap(api.GET('/offers', { params: { query } }))),
    placeholderData: keepPreviousData,
  });

/** GET /api/offers with the URL's filters and page (spec §2). */
export function useOffers(query: OffersQuery) {
  const { i18n } = useLingui();
  return useQuery(offersQueryOptions(query, i18n.locale));
}
