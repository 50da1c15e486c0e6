import { Button, Center, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../../lib/ui/load-error';
import { usePageTitle } from '../../../../lib/use-page-title';
import { useCandidateInterviews, type CandidateInterview, type InterviewPhase } from '../../api/get-candidate-interviews';
import { InterviewCard } from './interview-card';
import { InterviewsSection } from './interviews-section';

const cards = (items: CandidateInterview[], ...phases: InterviewPhase[]) =>
  items.filter((i) => phases.includes(i.phase)).map((i) => <InterviewCard key={`${i.process_id}-${i.round}`} item={i} />);

/** /interviews (built-in mode): the candidate's interviews across all processes; actions happen on each offer page. */
export function InterviewsPage() {
  const { t } = useLingui();
  usePageTitle(t`Interviews`);
  const interviews = useCandidateInterviews();
  const items = interviews.data ?? [];

  return (
    <Stack gap="xl" maw={960}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          <Trans>Your interviews</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Dates and times are Romania's time (Europe/Bucharest).</Trans>
        </Text>
      </Stack>
      {interviews.isPending ? (
        <Stack gap="sm" role="status" aria-label={t`Loading interviews`} aria-busy>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={120} radius="lg" />
          ))}
        </Stack>
      ) : interviews.isError ? (
        <LoadError title={t`The interviews could not be loaded`} error={interviews.error} onRetry={() => void interviews.refetch()} />
      ) : items.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Center>
            <Stack gap="xs" align="center" ta="center">
              <Text fw={600}>
                <Trans>You have no interviews yet.</Trans>
              </Text>
              <Text size="sm" c="dimmed">
                <Trans>When an employer invites you to an interview, it appears here.</Trans>
              </Text>
              <Button component={Link} to="/offers/" variant="light">
                <Trans>See your offers</Trans>
              </Button>
            </Stack>
          </Center>
        </Paper>
      ) : (
        <>
          <InterviewsSection title={<Trans>Upcoming</Trans>} empty={<Trans>No interview is scheduled.</Trans>}>
            {cards(items, 'upcoming')}
          </InterviewsSection>
          <InterviewsSection
            title={<Trans>Waiting for your answer</Trans>}
            hint={<Trans>Please answer by the time shown: employers wait for you.</Trans>}
          >
            {cards(items, 'choose')}
          </InterviewsSection>
          <InterviewsSection title={<Trans>Waiting for the employer</Trans>}>{cards(items, 'employer')}</InterviewsSection>
          <InterviewsSection title={<Trans>Past interviews</Trans>} empty={<Trans>No past interviews yet.</Trans>}>
            {cards(items, 'past', 'cancelled')}
          </InterviewsSection>
        </>
      )}
    </Stack>
  );
}
