import { Anchor, Button, CopyButton, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatInstant } from '../../time/bucharest-time';
import { notifySuccess } from '../../notify';
import { useCalendarFeed, useRenewCalendarFeed, useStopCalendarFeed } from './calendar-feed-api';

/**
 * On the candidate's and the company's profile: a private link that subscribes a calendar app to the person's phone
 * screens and interviews, kept current there. The server keeps only the link's hash, so the link is shown once, when
 * made; a new one replaces it and turning it off ends it.
 */
export function CalendarFeedCard() {
  const { t } = useLingui();
  const status = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const stop = useStopCalendarFeed();
  // The link in hand: from the answer that made it, until the page is left.
  const links = status.data?.active ? renew.data : undefined;
  const busy = renew.isPending || stop.isPending;

  function turnOff() {
    stop.mutate(undefined, {
      onSuccess: () => notifySuccess(t`The calendar link is turned off. Calendars subscribed to it no longer receive updates.`),
    });
  }

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-feed-title">
          <Trans>Calendar</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            Subscribe your calendar app (Google Calendar, Outlook, Apple Calendar) to your phone screens and interviews. A new time or a cancellation
            reaches it at its next refresh. The link is private: anyone who has it sees your interviews.
          </Trans>
        </Text>
        {status.isPending ? (
          <Skeleton height={36} aria-hidden />
        ) : links ? (
          <Stack gap="xs">
            <Text size="sm" fw={500} role="status">
              <Trans>Copy the link now: for your security it is shown only this once.</Trans>
            </Text>
            <LinkField label={t`Link for calendar apps (webcal)`} value={links.webcal} />
            <LinkField label={t`Web address (https)`} value={links.url} />
            <Anchor href={links.webcal} size="sm">
              <Trans>Open in my calendar app</Trans>
            </Anchor>
          </Stack>
        ) : status.data?.active && status.data.createdAt ? (
          <LinkState since={status.data.createdAt} read={status.data.lastFetchedAt} />
        ) : null}
        <Group>
          {status.data?.active ? (
            <>
              <Button variant="light" onClick={() => renew.mutate()} loading={renew.isPending} disabled={busy}>
                <Trans>Make a new link</Trans>
              </Button>
              <Button variant="outline" color="red" onClick={turnOff} loading={stop.isPending} disabled={busy}>
                <Trans>Turn the link off</Trans>
              </Button>
            </>
          ) : (
            <Button variant="light" onClick={() => renew.mutate()} loading={renew.isPending} disabled={!status.isSuccess || busy}>
              <Trans>Get the calendar link</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** A link made earlier: when, and whether a calendar reads it (so the person sees the subscription works). */
function LinkState({ since, read }: { since: string; read: string | null }) {
  const { t, i18n } = useLingui();
  const made = formatInstant(since, i18n.locale, 'short');
  return (
    <Text size="sm">
      {read
        ? t`Your calendar link is on since ${made}; a calendar last read it on ${formatInstant(read, i18n.locale, 'short')}.`
        : t`Your calendar link is on since ${made}; no calendar has read it yet.`}{' '}
      <Trans>To see the link again, make a new one: the old one stops working.</Trans>
    </Text>
  );
}

/** A read-only link with its copy button, which says when the link was copied. */
function LinkField({ label, value }: { label: string; value: string }) {
  const { t } = useLingui();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput label={label} value={value} readOnly style={{ flex: 1, minWidth: 0 }} onFocus={(event) => event.currentTarget.select()} />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? 'filled' : 'default'}
            color={copied ? 'teal' : undefined}
            onClick={copy}
            aria-label={copied ? t`Copied: ${label}` : t`Copy: ${label}`}
          >
            {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
