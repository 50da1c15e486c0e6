import { Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatInstant } from '../../../../lib/time/bucharest-time';
import { CareContact } from '../../../../lib/ui/care-contact';

/**
 * After "I'm interested": the time the candidate chose for care's call, and that the call comes before anything else.
 * Once that time is past (the page's clock is the server's) it no longer promises a call: care may have missed it.
 */
export function CallSlotPanel({ callSlot }: { callSlot: string }) {
  const { i18n } = useLingui();
  const when = formatInstant(callSlot, i18n.locale);
  const past = Date.parse(callSlot) <= Date.now();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="call-slot" data-past={past}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          <Trans>Your call with customer care</Trans>
        </Title>
        <Text fw={600}>{when}</Text>
        {past ? (
          <>
            <Text size="sm" c="dimmed">
              <Trans>
                The call was due at this time. If Medilink customer care has not called you, please contact them. You have not accepted the job: after
                the call the employer decides whether to invite you to an interview.
              </Trans>
            </Text>
            <CareContact />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>
              Medilink customer care will call you then for a short phone screening (about 10 minutes). You have not accepted the job: after the call
              the employer decides whether to invite you to an interview.
            </Trans>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
