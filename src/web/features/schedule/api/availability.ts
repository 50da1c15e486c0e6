import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { availabilityQuery } from '../../process/api/get-availability';
import type { AvailabilityItem } from '../../process/availability-check';

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (items: AvailabilityItem[]) => (await unwrap(api.PUT('/company/availability', { body: { items } }))).data,
    onSuccess: (data) => queryClient.setQueryData(availabilityQuery.queryKey, data),
  });
}
