import { Anchor, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { api, unwrap } from '../../lib/api/client';
import { eventLabel, eventTypeLabel, eventTypeLabels } from '../../lib/process/event-type-text';
import { usePageTitle } from '../../lib/use-page-title';
import { useCompanyEvents } from './api/get-events';

/** /company/events: every process event across the company's needs, newest first, filterable by need and type. */
export function EventsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Events`);
  const [params, setParams] = useSearchParams();
  const needId = Number(params.get('need_id')) || undefined;
  const type = params.get('type') || undefined;
  const events = useCompanyEvents({ need_id: needId, type });
  const needs = useQuery({ queryKey: ['needs', 'all'], queryFn: async () => (await unwrap(api.GET('/needs'))).data });
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Bucharest' });
  const setFilter = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const rows = events.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <Trans>Events</Trans>
      </Title>
      <Group gap="sm" wrap="wrap">
        <Select
          label={t`Post`}
          clearable
          w={280}
          data={(needs.data ?? []).map((n) => ({ value: String(n.id), label: n.title }))}
          value={needId ? String(needId) : null}
          onChange={(x) => setFilter('need_id', x)}
        />
        <Select
          label={t`Event type`}
          clearable
          searchable
          w={320}
          data={Object.keys(eventTypeLabels).map((value) => ({ value, label: eventTypeLabel(value, i18n) }))}
          value={type ?? null}
          onChange={(x) => setFilter('type', x)}
        />
      </Group>
      <Paper withBorder radius="lg" p={0} style={{ overflowX: 'auto' }}>
        <Table verticalSpacing="sm" horizontalSpacing="md" miw={720} data-testid="events-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th><Trans>When</Trans></Table.Th>
              <Table.Th><Trans>Event</Trans></Table.Th>
              <Table.Th><Trans>Candidate</Trans></Table.Th>
              <Table.Th><Trans>Post</Trans></Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((e) => (
              <Table.Tr key={`${e.process_id}-${e.version}`}>
                <Table.Td>{when.format(new Date(e.at))}</Table.Td>
                <Table.Td>{eventLabel(e, i18n)}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/needs/${e.need.id}/candidate/${e.process_id}`}>
                    {e.candidate.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/needs/${e.need.id}/`}>
                    {e.need.title}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {events.data && rows.length === 0 ? (
          <Text p="lg" c="dimmed">
            <Trans>No events yet.</Trans>
          </Text>
        ) : null}
      </Paper>
      {events.hasNextPage ? (
        <Button variant="light" style={{ alignSelf: 'center' }} loading={events.isFetchingNextPage} onClick={() => void events.fetchNextPage()}>
          <Trans>Show older events</Trans>
        </Button>
      ) : null}
    </Stack>
  );
}
