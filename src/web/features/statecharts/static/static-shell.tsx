import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSwitcher } from '../../../app/language-switcher';
import { StatechartExplorer } from '../statechart-explorer';

export function StaticShell() {
  const { t } = useLingui();
  document.title = t`Medilink statecharts`;
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={1}>
              <Trans>Medilink statecharts</Trans>
            </Title>
            <Text c="dimmed">
              <Trans>The processes exactly as the application enforces them, drawn from the code.</Trans>
            </Text>
          </Stack>
          <LanguageSwitcher />
        </Group>
        <StatechartExplorer />
      </Stack>
    </Container>
  );
}
