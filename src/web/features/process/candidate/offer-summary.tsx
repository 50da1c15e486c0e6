import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { dateFormat, formatSalary } from '../../../lib/i18n/format';
import { BUSINESS_TIME_ZONE } from '../../../../../machines/bucharest-time';
import { jobTypeLabel } from '../job-type-text';
import type { ProcessView } from '../api/process-view';
import { CandidateStatusBadge } from '../status-badge';
import { candidateStatusHint, isCandidateStatus } from '../status-text';
import type { Offer } from './api/get-offer';
import { FactsGrid } from '../../../lib/ui/facts-grid';
import { CareContact } from '../../../lib/ui/care-contact';
import { offerKind, offerTitle } from '../offer-title';
import { TermsFacts, TermsLine } from '../../../lib/terms/post-terms';

/** The offer (company, place, position, pay) and where the process stands, in the machine's words. */
export function OfferSummary({ offer, process }: { offer: Offer; process: ProcessView | undefined }) {
  const { t, i18n } = useLingui();
  const status = process?.candidate_status ?? offer.status;
  const type = jobTypeLabel(offer.job_type);
  const salary = process
    ? formatSalary(process.need.salary_min, process.need.salary_max, i18n.locale)
    : formatSalary(offer.salary, offer.salary, i18n.locale);
  const terms = process ? process.need.terms : offer.terms;
  const facts = [
    [t`Company`, offer.company],
    [t`Location`, offer.location],
    // A post that states its terms says its normă and pay in them, below: only an older post's offer needs these.
    ...(terms
      ? []
      : ([
          [t`Job type`, type ? i18n._(type) : offer.job_type],
          [t`Gross salary (LEI/month)`, salary ?? '—'],
        ] as const)),
    [t`Offer date`, dateFormat(i18n.locale, { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE }).format(new Date(offer.offer_date))],
    // The person of the company she deals with in this process: the post's owner, by their work name.
    ...(process?.company.contact ? ([[t`Contact person`, process.company.contact]] as const) : []),
  ] as const;
  const archived = process ? process.archived || process.need.archived : offer.post_status === 'archived';
  // Still "scheduled" for the machine once it has begun, but no longer ahead: the machine asks about presence now.
  const presenceAsked = process?.state === 'interview.scheduled' && process.can.includes('candidate.reportPresence');
  // The call slot's hint promises a call; once the slot is past (the page's clock is the server's) it cannot.
  const callSlot = process?.state === 'screening' ? process.snapshot.context.callSlot : null;
  const callDue = callSlot !== null && Date.parse(callSlot) <= Date.now();

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={1} size="h2">
              {offerTitle(offer)}
            </Title>
            {offerKind(offer) ? <Text c="dimmed">{offerKind(offer)}</Text> : null}
          </Stack>
          <Badge variant="light" color={archived ? 'gray' : 'teal'} style={{ textTransform: 'none' }}>
            {archived ? <Trans>Archived</Trans> : <Trans>Active</Trans>}
          </Badge>
        </Group>
        <Stack gap={6} aria-live="polite">
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              <Trans>Status</Trans>
            </Text>
            <CandidateStatusBadge status={status} />
          </Group>
          {presenceAsked ? (
            <Text>
              <Trans>The interview time has passed. Please tell us below whether it took place.</Trans>
            </Text>
          ) : callDue ? (
            <Text>
              <Trans>The call with Medilink customer care was due at the time you chose. If it has not happened, please contact them.</Trans>
            </Text>
          ) : isCandidateStatus(status) ? (
            <Text>{i18n._(candidateStatusHint(status, process))}</Text>
          ) : null}
          {status === 'PresenceDisputed' ? <CareContact /> : null}
        </Stack>
        <FactsGrid facts={facts} />
        {terms ? (
          <Stack gap="xs">
            <Title order={2} size="h4">
              <Trans>Pay and working time</Trans>
            </Title>
            <TermsLine terms={terms} size="md" />
            <TermsFacts terms={terms} />
          </Stack>
        ) : null}
        {process?.need.description ? <Text size="sm">{process.need.description}</Text> : null}
      </Stack>
    </Paper>
  );
}
