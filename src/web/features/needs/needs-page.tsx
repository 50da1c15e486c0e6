import { Alert, Anchor, Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatSalary } from '../../lib/i18n/format';
import { companyStatusLabels, isCompanyStatus } from '../process/status-text';
import { usePageTitle } from '../../lib/use-page-title';
import { ResponsiveList, type ListColumn } from '../../lib/ui/responsive-list';
import { useNeeds, type NeedSummary } from './api/get-needs';
import { workTypeLabels } from './work-type-label';

type Filter = 'active' | 'archived' | 'all';

/** /needs/: the company's needs with how many processes stand at each status. */
export function NeedsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Posts`);
  const [filter, setFilter] = useState<Filter>('active');
  const needs = useNeeds(filter === 'all' ? undefined : filter === 'archived' ? 1 : 0);
  const posted = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' });
  const columns: ListColumn<NeedSummary>[] = [
    {
      label: t`Post`,
      kind: 'title',
      cell: (need) => (
        <Group gap="xs">
          <Anchor component={Link} to={`/needs/${need.id}/`} fw={600}>
            {need.title}
          </Anchor>
          {need.archived ? (
            <Badge color="gray" variant="light">
              <Trans>Archived</Trans>
            </Badge>
          ) : need.terms_complete ? null : (
            <Badge color="orange" variant="light" style={{ textTransform: 'none' }}>
              <Trans>Terms to complete</Trans>
            </Badge>
          )}
        </Group>
      ),
    },
    { label: t`Location`, cell: (need) => need.city_name ?? '—' },
    { label: t`Job type`, cell: (need) => (workTypeLabels[need.work_type] ? i18n._(workTypeLabels[need.work_type]!) : '—') },
    { label: t`Gross salary (LEI/month)`, cell: (need) => formatSalary(need.salary_min ?? null, need.salary_max ?? null, i18n.locale) ?? '—' },
    { label: t`Candidates by status`, cell: (need) => <StatusCounts counts={need.status_counts} /> },
    { label: t`Posted`, cell: (need) => posted.format(new Date(need.created_at)) },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          <Trans>Posts</Trans>
        </Title>
        <Button component={Link} to="/needs/add">
          <Trans>Add a post</Trans>
        </Button>
      </Group>
      {needs.data?.some((need) => !need.archived && !need.terms_complete) ? (
        <Alert color="orange" title={t`Some posts need their terms`} role="status">
          <Trans>
            Posts marked “Terms to complete” send no new offers until you state their pay, normă, shifts and gărzi. Open one and complete its terms.
          </Trans>
        </Alert>
      ) : null}
      <SegmentedControl
        style={{ alignSelf: 'flex-start' }}
        value={filter}
        onChange={(x) => setFilter(x as Filter)}
        data={[
          { value: 'active', label: t`Active` },
          { value: 'archived', label: t`Archived` },
          { value: 'all', label: t`All` },
        ]}
        aria-label={t`Post status`}
      />
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <ResponsiveList label={t`Posts`} rows={needs.data ?? []} rowKey={(n) => n.id} columns={columns} />
        {needs.data && needs.data.length === 0 ? (
          <Text p="lg" c="dimmed">
            <Trans>No posts here yet.</Trans>
          </Text>
        ) : null}
      </Paper>
    </Stack>
  );
}

/** How many candidates stand at each status, one per line: whole labels ("Ofertă finală acceptată"), never cut. */
function StatusCounts({ counts }: { counts: NeedSummary['status_counts'] }) {
  const { i18n } = useLingui();
  const known = Object.entries(counts).filter(([status]) => isCompanyStatus(status));
  if (!known.length) return '—';
  return (
    <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
      {known.map(([status, n]) => (
        <Text component="li" key={status} size="sm">
          {isCompanyStatus(status) ? i18n._(companyStatusLabels[status]) : null}: <b>{n}</b>
        </Text>
      ))}
    </Stack>
  );
}
