import { Anchor, Button, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatSalary } from '../../lib/i18n/format';
import { companyStatusLabels, isCompanyStatus } from '../process/status-text';
import { candidatesSearchSchema, parseSearch } from '../../lib/routing/search-params';
import { usePageTitle } from '../../lib/use-page-title';
import { CollapsibleFilters } from '../../lib/ui/collapsible-filters';
import { foldedOnPhone } from '../../lib/ui/folded-on-phone';
import { ResponsiveList, type ListColumn } from '../../lib/ui/responsive-list';
import { useCandidates, type CompanyCandidateRow } from './api/get-candidates';
import type { CandidateFilters } from './candidates-filters';

const split = (v: string | undefined) => (v ? v.split(',').filter(Boolean) : []);
const amount = (v: string | undefined): number | '' => (v && Number.isFinite(Number(v)) ? Number(v) : '');

/** How many filters are set: the phone's "Filters" button says so while they are folded away. */
const activeFilters = (f: CandidateFilters) =>
  [
    f.name_contains.trim(),
    f.city_in.length,
    f.category_in.length,
    f.subcategory_in.length,
    f.desired_salary_min !== '',
    f.desired_salary_max !== '',
  ].filter(Boolean).length;

/** The filters: their code comes after the list's on a phone, which folds them away (lib/ui/folded-on-phone.tsx). */
export const candidatesFilters = foldedOnPhone(async () => (await import('./candidates-filters')).CandidatesFilters);

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

  const columns: ListColumn<CompanyCandidateRow>[] = [
    {
      label: t`Candidate`,
      kind: 'title',
      cell: (c) => (
        <Anchor component={Link} to={`/candidates/${c.id}`} fw={600}>
          {c.name}
        </Anchor>
      ),
    },
    {
      label: t`Preferred cities`,
      cell: (c) => (c.preferred_cities.length ? c.preferred_cities : c.city ? [c.city] : []).map((x) => x.name).join(', ') || '—',
    },
    { label: t`Occupation`, cell: (c) => [c.category_label, c.sub_category_label].filter(Boolean).join(' · ') || '—' },
    { label: t`Desired gross salary (LEI/month)`, cell: (c) => formatSalary(c.desired_salary_min, c.desired_salary_max, i18n.locale) ?? '—' },
    { label: t`First recommendation`, cell: (c) => date(c.first_recommended_at) },
    { label: t`Processes`, cell: (c) => c.processes },
    { label: t`Status`, cell: (c) => (isCompanyStatus(c.status) ? i18n._(companyStatusLabels[c.status]) : '—') },
    { label: t`Activation date`, cell: (c) => date(c.activated_at) },
    {
      label: t`Actions`,
      kind: 'action',
      cell: (c) => (
        <Group gap="sm" wrap="wrap">
          <Button component={Link} to={`/needs/${c.last_need_id}/candidate/${c.last_process_id}`} size="xs" aria-label={t`View process: ${c.name}`}>
            <Trans>View process</Trans>
          </Button>
          <Button component={Link} to={`/candidates/${c.id}`} size="xs" variant="light" aria-label={t`View profile: ${c.name}`}>
            <Trans>View profile</Trans>
          </Button>
        </Group>
      ),
    },
  ];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / search.limit));
  const page = Math.floor(search.offset / search.limit) + 1;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <Trans>Candidates</Trans>
      </Title>
      <CollapsibleFilters active={activeFilters(initial)} prefetch={candidatesFilters.prefetch}>
        <candidatesFilters.Part key={params.toString()} initial={initial} onApply={apply} onReset={() => setParams(new URLSearchParams())} />
      </CollapsibleFilters>
      <Text size="sm" c="dimmed" role="status">
        {list.data?.total_is_capped ? <Trans>More than {total} candidates</Trans> : <Trans>{total} candidates</Trans>}
      </Text>
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
        <ResponsiveList label={t`Candidates`} rows={list.data?.data ?? []} rowKey={(c) => c.id} columns={columns} />
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
