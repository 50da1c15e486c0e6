import { Anchor, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { api, unwrap } from '../../lib/api/client';
import { eventLabel, eventTypeLabel, eventTypeLabels } from '../process/event-type-text';
import { usePageTitle } from '../../lib/use-page-title';
import { CollapsibleFilters } from '../../lib/ui/collapsible-filters';
import { ResponsiveList, type ListColumn } from '../../lib/ui/responsive-list';
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
  const columns: ListColumn<(typeof rows)[number]>[] = [
    { label: t`Event`, kind: 'title', cell: (e) => <Text fw={600}>{eventLabel(e, i18n)}</Text> },
    { label: t`When`, cell: (e) => when.format(new Date(e.at)) },
    {
      label: t`Candidate`,
      cell: (e) => (
        <Anchor component={Link} to={`/needs/${e.need.id}/candidate/${e.process_id}`}>
          {e.candidate.name}
        </Anchor>
      ),
    },
    {
      label: t`Post`,
      cell: (e) => (
        <Anchor component={Link} to={`/needs/${e.need.id}/`}>
          {e.need.title}
        </Anchor>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <Trans>Events</Trans>
      </Title>
      <CollapsibleFilters active={Number(Boolean(needId)) + Number(Boolean(type))}>
        <Group gap="sm" wrap="wrap">
          <Select
            label={t`Post`}
            clearable
            w={{ base: '100%', sm: 280 }}
            data={(needs.data ?? []).map((n) => ({ value: String(n.id), label: n.title }))}
            value={needId ? String(needId) : null}
            onChange={(x) => setFilter('need_id', x)}
          />
          <Select
            label={t`Event type`}
            clearable
            searchable
            w={{ base: '100%', sm: 320 }}
            data={Object.keys(eventTypeLabels).map((value) => ({ value, label: eventTypeLabel(value, i18n) }))}
            value={type ?? null}
            onChange={(x) => setFilter('type', x)}
          />
        </Group>
      </CollapsibleFilters>
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }} data-testid="events-table">
        <ResponsiveList label={t`Events`} rows={rows} rowKey={(e) => `${e.process_id}-${e.version}`} columns={columns} />
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
