import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { AvailabilityItem } from '../availability-check';

export const availabilityQuery = queryOptions({
  queryKey: ['company', 'availability'],
  queryFn: async (): Promise<AvailabilityItem[]> => (await unwrap(api.GET('/company/availability'))).data,
});

/** The signed-in company's weekly availability. */
export function useAvailability() {
  return useQuery(availabilityQuery);
}
