import { Switch, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { formatInstant } from '../time/bucharest-time';
import { notifyError } from '../notify';

const marketingKey = ['privacy', 'marketing'];

/** The marketing consent (its own, never the terms'): given or withdrawn at any time, stored with version and time. */
export function MarketingSwitch() {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const consent = useQuery({ queryKey: marketingKey, queryFn: () => unwrap(api.GET('/privacy/marketing')) });
  const change = useMutation({
    mutationFn: (optedIn: boolean) => unwrap(api.PUT('/privacy/marketing', { body: { opted_in: optedIn } })),
    onSuccess: (data) => client.setQueryData(marketingKey, data),
    onError: notifyError,
  });
  const since = consent.data?.since;
  return (
    <Switch
      label={t`I would like to receive news from Medilink by email`}
      description={
        <Text span size="xs" c="dimmed">
          {since
            ? t`Agreed on ${formatInstant(since, i18n.locale, 'short')}. You can withdraw at any time.`
            : t`Optional. You can change this at any time.`}
        </Text>
      }
      checked={consent.data?.opted_in ?? false}
      disabled={!consent.isSuccess || change.isPending}
      onChange={(event) => change.mutate(event.currentTarget.checked)}
    />
  );
}
