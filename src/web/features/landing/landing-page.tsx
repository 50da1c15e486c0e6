import { Box, Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../lib/use-page-title';
import { AudienceCard } from './audience-card';
import { HowItWorks } from './how-it-works';

export function LandingPage() {
  const { t } = useLingui();
  usePageTitle(t`Medical jobs in Romania`);
  return (
    <>
      <Box bg="medical.0" py={{ base: 40, sm: 72 }}>
        <Container size="lg">
          <Stack gap="lg" maw={720}>
            <Group gap="xs">
              <ThemeIcon size="sm" radius="xl" variant="light" aria-hidden>
                ✓
              </ThemeIcon>
              <Text size="sm" fw={600} c="medical.9">
                <Trans>Built for Romanian healthcare</Trans>
              </Text>
            </Group>
            <Title order={1} fz={{ base: 32, sm: 46 }} lh={1.15}>
              <Trans>The right medical job, the right colleague, without the runaround.</Trans>
            </Title>
            <Text size="lg" c="gray.7">
              <Trans>
                Medilink takes doctors, nurses and pharmacists and the clinics that need them through the whole hiring process: offer, interview,
                final offer and hire, with a person from our customer care when something gets stuck.
              </Trans>
            </Text>
            <Group gap="sm">
              <Button component={Link} to="/register/candidate/" size="lg">
                <Trans>I am looking for a job</Trans>
              </Button>
              <Button component={Link} to="/register/company/" size="lg" variant="default">
                <Trans>I am hiring</Trans>
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              <Trans>
                Already registered?{' '}
                <Text component={Link} to="/login" c="medical.8" fw={600} inherit>
                  Sign in
                </Text>
              </Trans>
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <AudienceCard
            title={t`For medical staff`}
            points={[
              t`Offers matched to your specialty, city and expected salary (LEI)`,
              t`Pick an interview time from three proposals, or suggest your own`,
              t`Accept or decline a final offer in one click, with no pressure`,
            ]}
            action={t`Create a free candidate account`}
            to="/register/candidate/"
          />
          <AudienceCard
            title={t`For employers`}
            points={[
              t`Candidates already screened for the role you need`,
              t`Interviews scheduled around Romanian working days`,
              t`Final offers, hires and no-shows handled with our customer care`,
            ]}
            action={t`Register your clinic`}
            to="/register/company/"
          />
        </SimpleGrid>
      </Container>
      <HowItWorks />
    </>
  );
}
