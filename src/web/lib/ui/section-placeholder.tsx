import type { ReactNode } from 'react';
import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

/**
 * A screen whose content ships with a later issue: it says so plainly instead of pretending, while the
 * route, its guard and its URL parameters already work.
 */
export function SectionPlaceholder({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={760}>
      <Stack gap="sm">
        <Badge variant="light" color="gray" style={{ alignSelf: 'flex-start' }}>
          <Trans>In preparation</Trans>
        </Badge>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">
          <Trans>This part of Medilink is being prepared and will appear here soon.</Trans>
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
