import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { notifyError } from '../../notify';

const feedKey = ['calendar-feed'];

/** Whether the signed-in person has a calendar link (the link itself is shown only when made). */
export const useCalendarFeed = () => useQuery({ queryKey: feedKey, queryFn: () => unwrap(api.GET('/calendar-feed')) });

/** A new link, which replaces the earlier one; its answer is the only time the link is shown. */
export function useRenewCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/calendar-feed')),
    onSuccess: (links) => client.setQueryData(feedKey, { active: true, createdAt: links.createdAt, lastFetchedAt: null }),
    onError: notifyError,
  });
}

export function useStopCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/calendar-feed')),
    onSuccess: () => client.setQueryData(feedKey, { active: false, createdAt: null, lastFetchedAt: null }),
    onError: notifyError,
  });
}
