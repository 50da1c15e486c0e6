import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AccessLogButton } from './access-log-button';
import { EraseAccountButton } from './erase-account-button';
import { RecommendDialog, type RecommendTarget } from './recommend-dialog';
import { useSearchPeople, type FoundCandidate } from './api/search-people';
import type { CareProcess } from '../process/care/api/get-care-queue';
import { processColumns } from '../process/care/process-cells';
import { formatPhone } from '../../../../machines/phone';
import { PersonCell } from './person-cell';
import { ResponsiveList, type ListColumn } from '../../lib/ui/responsive-list';
import { jobSearchLabels, labelOf, stateLabels } from '../process/care/state-text';
import { CareDecisionDialog, type PendingDecision } from '../process/care/care-decision-dialog';

/** Search by person or company: their contact details and every process they are in. */
export function PeopleSearch() {
  const { t, i18n } = useLingui();
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const search = useSearchPeople(debounced);
  const data = search.data;
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const [recommending, setRecommending] = useState<RecommendTarget | null>(null);
  const candidateColumns: ListColumn<FoundCandidate>[] = [
    {
      label: t`Candidate`,
      kind: 'title',
      cell: (c) => <PersonCell name={c.name} email={c.email} phone={c.phone} strong />,
    },
    {
      label: t`Job search status`,
      cell: (c) =>
        c.job_search_status ? (
          <Badge variant="light" style={{ textTransform: 'none' }}>
            {labelOf(jobSearchLabels, c.job_search_status.toLowerCase(), (d) => i18n._(d))}
          </Badge>
        ) : (
          '—'
        ),
    },
    {
      label: t`Recommend`,
      kind: 'action',
      cell: (c) => (
        <Button size="xs" variant="light" onClick={() => setRecommending({ candidateId: c.id, name: c.name })}>
          <Trans>Recommend…</Trans>
        </Button>
      ),
    },
    { label: t`Access log`, kind: 'action', cell: (c) => <AccessLogButton candidateId={c.id} name={c.name} /> },
    { label: t`Erasure`, kind: 'action', cell: (c) => <EraseAccountButton userId={c.id} name={c.name} email={c.email} /> },
  ];
  const processesColumns: ListColumn<CareProcess>[] = [
    ...processColumns({ candidate: t`Candidate`, position: t`Post` }, (p: CareProcess) => p),
    { label: t`Status`, cell: (p) => labelOf(stateLabels, p.state, (d) => i18n._(d)) },
    {
      label: t`Action`,
      kind: 'action',
      // Only what the machine lets care do now: an offer still waiting for the candidate's answer can be ended.
      cell: (p) =>
        p.can.includes('care.endOffer') ? (
          <Button size="xs" variant="light" color="red" onClick={() => setPending({ process: p, decision: { kind: 'endOffer' } })}>
            <Trans>End the offer</Trans>
          </Button>
        ) : null,
    },
  ];
  return (
    <Stack>
      {/* Outside the list: the dialog's request must outlive the row it acts on (the list reloads without it). */}
      <CareDecisionDialog pending={pending} onClose={() => setPending(null)} />
      <RecommendDialog target={recommending} onClose={() => setRecommending(null)} />
      <TextInput
        label={t`Search a person or a company`}
        description={t`At least 2 characters: name, email or phone`}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        maw={420}
      />
      {data ? (
        <>
          <Title order={3}>
            <Trans>Candidates</Trans>
          </Title>
          {data.candidates.length ? (
            <ResponsiveList label={t`Candidates found`} rows={data.candidates} rowKey={(c) => c.id} columns={candidateColumns} />
          ) : (
            <Text c="dimmed">
              <Trans>No candidate found.</Trans>
            </Text>
          )}
          <Title order={3}>
            <Trans>Companies</Trans>
          </Title>
          {data.companies.length ? (
            data.companies.map((c) => (
              <Group key={c.id} gap="xs" wrap="wrap">
                <Text size="sm">
                  <b>{c.name}</b> · {c.contact_name} · {c.email} · {formatPhone(c.phone)}
                </Text>
                <EraseAccountButton userId={c.id} name={c.name} email={c.email} />
              </Group>
            ))
          ) : (
            <Text c="dimmed">
              <Trans>No company found.</Trans>
            </Text>
          )}
          <Title order={3}>
            <Trans>Processes</Trans>
          </Title>
          <ResponsiveList
            label={t`Processes found`}
            rows={data.processes}
            rowKey={(p) => p.id}
            columns={processesColumns}
            rowAttributes={(p) => ({ 'data-process': String(p.id) })}
          />
        </>
      ) : null}
    </Stack>
  );
}
