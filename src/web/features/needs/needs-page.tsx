import { Anchor, Badge, Button, Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatSalary } from '../../lib/i18n/format';
import { companyStatusLabels, isCompanyStatus } from '../../lib/process/status-text';
import { usePageTitle } from '../../lib/use-page-title';
import { useNeeds } from './api/get-needs';
import { workTypeLabels } from './work-type-label';

type Filter = 'active' | 'archived' | 'all';

/** /needs/: the company's needs with how many processes stand at each status. */
export function NeedsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Posts`);
  const [filter, setFilter] = useState<Filter>('active');
  const needs = useNeeds(filter === 'all' ? undefined : filter === 'archived' ? 1 : 0);

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
      <Paper withBorder radius="lg" p={0} style={{ overflowX: 'auto' }}>
        <Table verticalSpacing="sm" horizontalSpacing="md" miw={720}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th><Trans>Post</Trans></Table.Th>
              <Table.Th><Trans>Location</Trans></Table.Th>
              <Table.Th><Trans>Job type</Trans></Table.Th>
              <Table.Th><Trans>Salary (LEI)</Trans></Table.Th>
              <Table.Th><Trans>Candidates by status</Trans></Table.Th>
              <Table.Th><Trans>Posted</Trans></Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(needs.data ?? []).map((need) => (
              <Table.Tr key={need.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/needs/${need.id}/`} fw={600}>
                    {need.title}
                  </Anchor>
                  {need.archived ? (
                    <Badge ml="xs" color="gray" variant="light">
                      <Trans>Archived</Trans>
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>{need.city_name ?? need.city}</Table.Td>
                <Table.Td>{workTypeLabels[need.work_type] ? i18n._(workTypeLabels[need.work_type]!) : need.work_type}</Table.Td>
                <Table.Td>{formatSalary(need.salary_min ?? null, need.salary_max ?? null, i18n.locale) ?? '—'}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {Object.entries(need.status_counts).map(([status, n]) => (
                      <Badge key={status} variant="light" style={{ textTransform: 'none' }}>
                        {isCompanyStatus(status) ? i18n._(companyStatusLabels[status]) : status}: {n}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>{new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(need.created_at))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {needs.data && needs.data.length === 0 ? (
          <Text p="lg" c="dimmed">
            <Trans>No posts here yet.</Trans>
          </Text>
        ) : null}
      </Paper>
    </Stack>
  );
}
