import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Interview } from '../../../../../../machines/index';
import { formatInstant } from '../../../../lib/time/bucharest-time';
import { InterviewDetails } from '../../interview-details';
import { CalendarDownloadButton } from '../calendar-download-button';

interface ScheduledPanelProps {
  processId: number;
  interview: Interview | null;
  scheduledAt: string;
  canReschedule: boolean;
  canCancel: boolean;
  onReschedule: () => void;
  onCancel: () => void;
}

/** The agreed interview: when and where, a calendar file, and the way to ask another date or to cancel. */
export function ScheduledPanel({ processId, interview, scheduledAt, canReschedule, canCancel, onReschedule, onCancel }: ScheduledPanelProps) {
  const { i18n } = useLingui();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          <Trans>Your interview</Trans>
        </Title>
        <Text fw={600} size="lg">
          {formatInstant(scheduledAt, i18n.locale)}
        </Text>
        {interview ? <InterviewDetails interview={interview} /> : null}
        <Group gap="sm">
          <CalendarDownloadButton processId={processId} />
          {canReschedule ? (
            <Button variant="light" onClick={onReschedule}>
              <Trans>Request another date</Trans>
            </Button>
          ) : null}
          {canCancel ? (
            <Button variant="subtle" color="red" onClick={onCancel}>
              <Trans>Cancel the interview</Trans>
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
