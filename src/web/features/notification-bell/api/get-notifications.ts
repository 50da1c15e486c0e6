import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';

export const notificationsQuery = queryOptions({
  queryKey: ['notifications'],
  queryFn: () => unwrap(api.GET('/notifications')),
});

/** The caller's newest notifications and the unread count (GET /api/notifications); the stream keeps it fresh. */
export function useNotifications() {
  return useQuery(notificationsQuery);
}
