import { Button, Card, Group, RingProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { usePageTitle } from '../../lib/use-page-title';

export function CandidateDashboardPage() {
  const { t } = useLingui();
  usePageTitle(t`Dashboard`);
  const summary = useCurrentUser();
  const completion = Math.max(0, Math.min(100, Math.round(summary?.profileCompletion ?? 0)));
  const name = summary?.name ?? '';

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {name ? <Trans>Hello, {name}!</Trans> : <Trans>Hello!</Trans>}
        </Title>
        <Text c="dimmed">
          <Trans>Here you follow your offers and interviews. Answer new offers within 48 hours.</Trans>
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
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
        <Card withBorder radius="lg" padding="lg">
          <Stack gap={6} h="100%">
            <Text fw={600}>
              <Trans>Your offers</Trans>
            </Text>
            <Text size="sm" c="dimmed" style={{ flex: 1 }}>
              <Trans>See every offer you received, its status and the next step.</Trans>
            </Text>
            <Button component={Link} to="/offers/" size="xs" style={{ alignSelf: 'flex-start' }}>
              <Trans>See all offers</Trans>
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
