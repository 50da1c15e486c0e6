import { Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadError } from '../ui/load-error';
import { AccessLogTable } from './access-log-table';
import { useMyAccessLog } from './get-access-log';

/** On the candidate's /profile: every company and care read of her profile and CV. */
export function WhoViewedCard() {
  const { t } = useLingui();
  const log = useMyAccessLog();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Who viewed my profile and CV</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            A company sees your name, profile and CV only after you accept its offer and Medilink customer care validates you; your phone and email
            only after it accepts you.
          </Trans>
        </Text>
        {log.isError ? (
          <LoadError title={t`The views could not be loaded.`} error={log.error} onRetry={() => void log.refetch()} />
        ) : log.data ? (
          <AccessLogTable log={log.data} />
        ) : null}
      </Stack>
    </Paper>
  );
}
