import { Container, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../lib/use-page-title';
import { OpenProcessForm } from './open-process-form';
import { StatechartExplorer } from './statechart-explorer';

/** /app/statecharts (care): the process as a picture for product owners, with test coverage for QA. */
export function StatechartsPage() {
  const { t } = useLingui();
  usePageTitle(t`Statecharts`);
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>
            <Trans>Statecharts</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>The processes exactly as the application enforces them, drawn from the code.</Trans>
          </Text>
        </Stack>
        <OpenProcessForm />
        <StatechartExplorer />
      </Stack>
    </Container>
  );
}
