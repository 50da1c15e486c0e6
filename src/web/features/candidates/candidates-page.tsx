import { Anchor, Group, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatSalary } from '../../lib/i18n/format';
import { companyStatusLabels, isCompanyStatus } from '../../lib/process/status-text';
import { candidatesSearchSchema, parseSearch } from '../../lib/routing/search-params';
import { usePageTitle } from '../../lib/use-page-title';
import { useCandidates } from './api/get-candidates';
import { CandidatesFilters, type CandidateFilters } from './candidates-filters';

const split = (v: string | undefined) => (v ? v.split(',').filter(Boolean) : []);
const amount = (v: string | undefined): number | '' => (v && Number.isFinite(Number(v)) ? Number(v) : '');

/** /candidates/: the company's recommended candidates, filtered and paged through the URL (spec §2 params). */
export function CandidatesPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Candidates`);
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseSearch(candidatesSearchSchema, params), [params]);
  const list = useCandidates(search);
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(iso));
  const initial: CandidateFilters = {
    name_contains: search.name_contains ?? '',
    city_in: split(search.city_in),
    category_in: split(search.category_in),
    subcategory_in: split(search.subcategory_in),
    desired_salary_min: amount(search.desired_salary_min),
    desired_salary_max: amount(search.desired_salary_max),
  };

  function apply(f: CandidateFilters) {
    const next = new URLSearchParams();
    if (f.name_contains.trim()) next.set('name_contains', f.name_contains.trim());
    if (f.city_in.length) next.set('city_in', f.city_in.join(','));
    if (f.category_in.length) next.set('category_in', f.category_in.join(','));
    if (f.subcategory_in.length) next.set('subcategory_in', f.subcategory_in.join(','));
    if (f.desired_salary_min !== '') next.set('desired_salary_min', String(f.desired_salary_min));
    if (f.desired_salary_max !== '') next.set('desired_salary_max', String(f.desired_salary_max));
    next.set('limit', String(search.limit));
    next.set('offset', '0');
    setParams(next);
  }

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / search.limit));
  const page = Math.floor(search.offset / search.limit) + 1;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <Trans>Candidates</Trans>
      </Title>
      <CandidatesFilters key={params.toString()} initial={initial} onApply={apply} onReset={() => setParams(new URLSearchParams())} />
      <Text size="sm" c="dimmed" role="status">
        {list.data?.total_is_capped ? <Trans>More than {total} candidates</Trans> : <Trans>{total} candidates</Trans>}
      </Text>
      <Paper withBorder radius="lg" p={0} style={{ overflowX: 'auto' }}>
        <Table verticalSpacing="sm" horizontalSpacing="md" miw={1100}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th><Trans>Candidate</Trans></Table.Th>
              <Table.Th><Trans>Preferred cities</Trans></Table.Th>
              <Table.Th><Trans>Occupation</Trans></Table.Th>
              <Table.Th><Trans>Full-time salary (LEI)</Trans></Table.Th>
              <Table.Th><Trans>First recommendation</Trans></Table.Th>
              <Table.Th><Trans>Processes</Trans></Table.Th>
              <Table.Th><Trans>Status</Trans></Table.Th>
              <Table.Th><Trans>Activation date</Trans></Table.Th>
              <Table.Th><Trans>Actions</Trans></Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data?.data ?? []).map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td fw={600}>{c.name}</Table.Td>
                <Table.Td>{(c.preferred_cities.length ? c.preferred_cities : c.city ? [c.city] : []).map((x) => x.name).join(', ') || '—'}</Table.Td>
                <Table.Td>{[c.category_label, c.sub_category_label].filter(Boolean).join(' · ') || '—'}</Table.Td>
                <Table.Td>{formatSalary(c.desired_salary_min, c.desired_salary_max, i18n.locale) ?? '—'}</Table.Td>
                <Table.Td>{date(c.first_recommended_at)}</Table.Td>
                <Table.Td>{c.processes}</Table.Td>
                <Table.Td miw={140}>{isCompanyStatus(c.status) ? i18n._(companyStatusLabels[c.status]) : c.status}</Table.Td>
                <Table.Td>{date(c.activated_at)}</Table.Td>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Anchor component={Link} to={`/candidates/${c.id}`} size="sm">
                      <Trans>View profile</Trans>
                    </Anchor>
                    <Anchor component={Link} to={`/needs/${c.last_need_id}/candidate/${c.last_process_id}`} size="sm">
                      <Trans>View process</Trans>
                    </Anchor>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {list.data && list.data.data.length === 0 ? (
          <Text p="lg" c="dimmed">
            <Trans>No candidates match these filters.</Trans>
          </Text>
        ) : null}
      </Paper>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={(p) => {
            const next = new URLSearchParams(params);
            next.set('offset', String((p - 1) * search.limit));
            next.set('limit', String(search.limit));
            setParams(next);
          }}
          aria-label={t`Pages`}
        />
      ) : null}
    </Stack>
  );
}
