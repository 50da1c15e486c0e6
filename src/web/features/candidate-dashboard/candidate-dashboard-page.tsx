import { Alert, Button, Card, Group, RingProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../lib/api/client';
import { formatInstant } from '../../lib/time/bucharest-time';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { usePageTitle } from '../../lib/use-page-title';
import { useCandidateInterviews } from '../process/api/get-candidate-interviews';
import { useRefetchAt } from '../../lib/time/use-refetch-at';
import { presenceAsked, waitsForCandidate } from '../process/waits-for-candidate';
import { useDashboardOffers } from './api/get-dashboard-offers';
import { DashboardSection } from './dashboard-section';
import { LicenceCard } from './licence-card';
import { NextStepsCard } from './next-steps-card';
import { OfferLine } from './offer-line';

/** /dashboard/candidate: greeting, profile completeness, what waits for an answer, interviews ahead, recent activity. */
export function CandidateDashboardPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Dashboard`);
  const summary = useCurrentUser();
  const completion = Math.max(0, Math.min(100, Math.round(summary?.profileCompletion ?? 0)));
  const name = summary?.name ?? '';
  const offers = useDashboardOffers();
  const rows = offers.data ?? [];
  // The machine says what waits for the candidate: a new offer, a time to choose, a presence to confirm, the
  // feedback after an interview, a final offer; the server sends the deadline of those that have one.
  const waiting = rows.filter(waitsForCandidate);
  const interviews = useCandidateInterviews();
  // The server decides what is still ahead (its clock), soonest first.
  const upcoming = (interviews.data ?? []).filter((i) => i.phase === 'upcoming');
  // When the next one begins, the machine asks about presence: a dashboard left open asks the server again then.
  useRefetchAt(upcoming[0]?.scheduled_at, () => Promise.all([offers.refetch(), interviews.refetch()]));
  /** The start of a process's latest interview round, as the locale writes it (null when there is none). */
  const interviewOf = (processId: number) => {
    const rounds = (interviews.data ?? []).filter((i) => i.process_id === processId && i.scheduled_at);
    const latest = rounds.reduce<(typeof rounds)[number] | null>((last, i) => (!last || i.round > last.round ? i : last), null);
    return latest ? formatInstant(latest.scheduled_at!, i18n.locale) : null;
  };
  const presenceQuestion = (processId: number) => {
    const when = interviewOf(processId);
    return when ? t`Interview of ${when}: did it take place? Tell us.` : t`Did the interview take place? Tell us.`;
  };
  const recent = [...rows].sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at)).slice(0, 5);
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'Europe/Bucharest' });

  return (
    <Stack gap="lg" maw={1040}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {name ? <Trans>Hello, {name}!</Trans> : <Trans>Hello!</Trans>}
        </Title>
        <Text c="dimmed">
          <Trans>Here you follow your offers and interviews. Each answer due shows its deadline.</Trans>
        </Text>
      </Stack>
      {offers.isError ? (
        <Alert color="red" variant="light" role="alert" title={t`The offers could not be loaded`}>
          {errorMessage(offers.error, i18n)}
        </Alert>
      ) : null}
      <LicenceCard />
      {offers.isSuccess && rows.length === 0 ? <NextStepsCard /> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="lg" padding="lg">
          <Group wrap="nowrap" gap="lg">
            <RingProgress
              size={96}
              thickness={9}
              roundCaps
              sections={[{ value: completion, color: 'medical' }]}
              label={
                <Text ta="center" fw={700}>
                  {completion}%
                </Text>
              }
              aria-label={t`Profile completion`}
            />
            <Stack gap={6}>
              <Text fw={600}>
                <Trans>Profile completion</Trans>
              </Text>
              <Text size="sm" c="dimmed">
                <Trans>A complete profile brings offers that fit you better.</Trans>
              </Text>
              <Button component={Link} to="/profile" variant="light" size="xs" style={{ alignSelf: 'flex-start' }}>
                <Trans>Complete your profile</Trans>
              </Button>
            </Stack>
          </Group>
        </Card>
        <DashboardSection
          title={<Trans>Waiting for your answer</Trans>}
          hint={<Trans>Please answer by the time shown: employers wait for you.</Trans>}
          query={offers}
          empty={<Trans>Nothing waits for you now.</Trans>}
        >
          {waiting.map((offer) => (
            <OfferLine
              key={offer.process_id}
              offer={offer}
              detail={presenceAsked(offer) ? presenceQuestion(offer.process_id) : offer.location}
              deadline={offer.deadline}
            />
          ))}
        </DashboardSection>
        <DashboardSection title={<Trans>Upcoming interviews</Trans>} query={interviews} empty={<Trans>No interview is scheduled.</Trans>}>
          {upcoming.map((interview) => (
            <OfferLine
              key={`${interview.process_id}-${interview.round}`}
              offer={interview}
              detail={formatInstant(interview.scheduled_at!, i18n.locale)}
            />
          ))}
        </DashboardSection>
        <DashboardSection title={<Trans>Recent activity</Trans>} query={offers} empty={<Trans>You have no offers yet.</Trans>}>
          {recent.map((offer) => (
            <OfferLine key={offer.process_id} offer={offer} detail={t`Updated on ${day.format(new Date(offer.updated_at))}`} />
          ))}
        </DashboardSection>
      </SimpleGrid>
      <Button component={Link} to="/offers/" variant="default" style={{ alignSelf: 'flex-start' }}>
        <Trans>See all offers</Trans>
      </Button>
    </Stack>
  );
}
