import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { RequestBody } from '../../api/schemas';
import { notifyError } from '../../notify';

export type NotificationSettings = RequestBody<'/notification-settings', 'put'>;

const settingsKey = ['notification-settings'];

/** The signed-in person's channels per kind of news and quiet hours (the defaults until first saved). */
export const useNotificationSettings = () => useQuery({ queryKey: settingsKey, queryFn: () => unwrap(api.GET('/notification-settings')) });

export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) => unwrap(api.PUT('/notification-settings', { body })),
    onSuccess: (saved) => client.setQueryData(settingsKey, saved),
    onError: notifyError,
  });
}
