import { Alert, Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import { useProcess } from '../api/get-process';
import type { loadNeedProcess } from './api/load-need-process';
import { ArchivedNotice } from '../archived-notice';
import { CompanyStatusBadge } from '../status-badge';
import { LicenceVerifiedBadge } from '../licence-badge';
import { needCandidateSearchSchema, parseSearch } from '../../../lib/routing/search-params';
import { CareContact } from '../../../lib/ui/care-contact';
import { usePageTitle } from '../../../lib/use-page-title';
import { CompanyHireCelebration } from './company-hire-celebration';
import type { CompanyDialog } from './company-dialog';
import { CompanyProcessActions } from './company-process-actions';
import { ProcessHistory } from './process-history';
import { MatchVerdicts } from './match-verdicts';
import { ProcessNotes } from './process-notes';
import { LiveChangeNotice } from '../live-change-notice';
import { useNomenclature } from '../../../lib/nomenclatures/use-nomenclature';

/**
 * /needs/{id}/candidate/{slug}: the company's process screen. It renders the machine snapshot the server returns and
 * the events it allows (`can`). `cancel=true` and `finalize=true` open the cancel and final offer dialogs at once.
 */
export function NeedCandidatePage() {
  const { t } = useLingui();
  const loaded = useLoaderData<typeof loadNeedProcess>();
  const process = useProcess(loaded.id);
  const view = process.data ?? loaded;
  // A company hires for several posts at once: the page names the post as well as the person.
  const jobTitles = useNomenclature('functions');
  const post = view.need.title ?? jobTitles.find((option) => option.value === view.need.job_title)?.label ?? '';
  usePageTitle(post ? `${view.candidate.name} · ${post}` : view.candidate.name);
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseSearch(needCandidateSearchSchema, params), [params]);
  const [dialog, setDialog] = useState<CompanyDialog>(search.cancel ? 'cancel' : search.finalize ? 'finalize' : null);

  function changeDialog(next: CompanyDialog) {
    setDialog(next);
    if (next === null && (search.cancel || search.finalize)) {
      const kept = new URLSearchParams(params);
      kept.delete('cancel');
      kept.delete('finalize');
      setParams(kept, { replace: true });
    }
  }

  const hired = view.state === 'archived.hired';
  const waiting = !view.archived && view.can.length === 0;

  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to={`/needs/${view.need.id}/`} size="sm">
        <Trans>Back to the post</Trans>
      </Anchor>
      <Paper withBorder radius="lg" p="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Title order={1} size="h2">
              {view.candidate.name}
            </Title>
            <Text c="dimmed">{[post, view.need.city_name].filter(Boolean).join(' · ')}</Text>
            <LicenceVerifiedBadge licence={view.candidate.licence} />
            {/* The process diagram is care's and the product owners' tool (care console); the company has its history. */}
            <Anchor component={Link} to={`/candidates/${view.candidate.id}`} size="sm">
              <Trans>View profile</Trans>
            </Anchor>
          </Stack>
          <div data-company-status={view.company_status ?? ''}>
            <CompanyStatusBadge status={view.company_status} />
          </div>
        </Group>
      </Paper>
      <LiveChangeNotice processId={view.id} side="company" />
      {process.isFetching && !process.data ? <Skeleton height={120} radius="lg" /> : null}
      {hired ? <CompanyHireCelebration candidate={view.candidate.name} /> : null}
      {view.archived && !hired ? <ArchivedNotice process={view} side="company" /> : null}
      {view.state.startsWith('presenceDisputed.') ? (
        <Alert color="yellow" variant="light" title={t`Presence being checked by customer care`}>
          <Trans>
            You and the candidate told us different things about the interview. Medilink customer care will call you both; until then the candidate is
            not marked absent.
          </Trans>
          <CareContact />
        </Alert>
      ) : null}
      {waiting ? (
        <Alert color="blue" variant="light">
          <Trans>Nothing to do for now: the next step belongs to the candidate or to customer care. You will be notified.</Trans>
        </Alert>
      ) : null}
      <CompanyProcessActions process={view} dialog={dialog} onDialog={changeDialog} />
      <MatchVerdicts processId={view.id} />
      <SimpleGrid cols={{ base: 1 }}>
        <ProcessNotes processId={view.id} />
        <Paper withBorder radius="lg" p="lg">
          <Title order={2} size="h4" mb="sm">
            <Trans>History</Trans>
          </Title>
          <ProcessHistory history={view.history} />
          <Text size="xs" c="dimmed" mt="sm">
            <Trans>Times are shown on the Romanian clock.</Trans>
          </Text>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
