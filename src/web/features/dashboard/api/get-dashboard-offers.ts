import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { z } from 'zod';
import { api, unwrap } from '../../../lib/api/client';

const rowSchema = z.object({
  process_id: z.number(),
  company: z.string(),
  position: z.string(),
  title: z.string().nullable().optional(),
  specialty_name: z.string().nullable().optional(),
  location: z.string(),
  status: z.string(),
  state: z.string(),
  must_respond: z.boolean(),
  offer_date: z.string(),
  updated_at: z.string(),
});
export type DashboardOffer = z.infer<typeof rowSchema>;

/** Recent processes of the candidate (newest 50 are plenty for a dashboard). */
export function useDashboardOffers() {
  const { i18n } = useLingui();
  return useQuery({
    queryKey: ['offers', 'dashboard', i18n.locale],
    queryFn: async () => z.object({ data: z.array(rowSchema) }).parse(await unwrap(api.GET('/offers', { params: { query: { limit: 50, offset: 0 } } }))).data,
  });
}
